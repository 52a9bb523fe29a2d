/**
 * How long a key's status is taken as current: the background reads it from the service again
 * after that long, and a page asks again for the statuses it already holds.
 */
export const STATUS_TTL_MS = 30_000;

/**
 * Statuses the background's cache keeps, the oldest read forgotten first. A page's keys and the
 * text match's statuses of its language's whole catalogue share it: at 50,000, after the
 * benchmark's three pages (25,500 keys), a whole report of the 20,000-key page took 1.4–1.9 s in
 * two runs of four, waiting for statuses the cap had dropped; 0.15–0.2 s at this cap.
 */
export const MAX_CACHED_STATUSES = 200_000;

/** The background stops following the row-change stream this long after a page or panel asked. */
export const STREAM_IDLE_MS = 10 * 60_000;

/**
 * How long a page goes without asking for every key again while the background follows the
 * stream (the answer says `live`): the stream tells it what changes, and an ask this often keeps
 * the stream followed.
 */
export const LIVE_ASK_MS = STREAM_IDLE_MS / 2;

/**
 * How often, at most, askers are told that statuses they were answered without have landed: a
 * side panel's page of 20,000 keys takes a few hundred milliseconds to build and show.
 */
export const STATUS_TELL_MS = 1000;
