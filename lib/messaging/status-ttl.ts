/**
 * How long a key's status is taken as current: the background reads it from the service again
 * after that long, and a page asks again for the statuses it already holds.
 */
export const STATUS_TTL_MS = 30_000;
