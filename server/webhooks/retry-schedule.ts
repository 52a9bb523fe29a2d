/**
 * When a failed delivery is tried again: six attempts in all, about 1 s, 5 s, 30 s, 2 min and
 * 10 min apart, each delay moved by up to a fifth either way so that receivers coming back from
 * an outage are not hit by every retry at once. Any 2xx ends a delivery; after 20 failed
 * attempts in a row an endpoint is switched off.
 */
export const RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
export const DEACTIVATE_AFTER_FAILURES = 20;

/** The delay before attempt `attempt + 1` (attempts count from 1), or null when none is left. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number | null {
  const base = RETRY_DELAYS_MS[attempt - 1];
  if (base === undefined) return null;
  return Math.round(base * (0.8 + 0.4 * random()));
}
