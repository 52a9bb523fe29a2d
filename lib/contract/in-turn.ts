import { ERROR_CODES } from './assumed';

export interface InTurnOptions {
  /** Waits `ms` (injected so tests and callers choose how). */
  sleep(ms: number): Promise<void>;
  /** Called once, when the first refusal says a sync or fill of the project is running. */
  onWait?(): void;
}

/** What a refusal carries, whether an `ApiError` or an error unwrapped from a message. */
interface Refusal {
  code?: unknown;
  retryAfterMs?: unknown;
}

/**
 * Runs a write, waiting its turn while a sync or fill of the project runs: the service allows one
 * such job per project and refuses others with JOB_IN_PROGRESS and a Retry-After. Any other error
 * is the caller's. Used by the command line and by the options page's file uploads alike.
 */
export async function inTurn<T>(write: () => Promise<T>, options: InTurnOptions): Promise<T> {
  let waited = false;
  for (;;) {
    try {
      return await write();
    } catch (error) {
      const refusal = (typeof error === 'object' && error !== null ? error : {}) as Refusal;
      if (refusal.code !== ERROR_CODES.jobInProgress) throw error;
      if (!waited) options.onWait?.();
      waited = true;
      const after = typeof refusal.retryAfterMs === 'number' ? refusal.retryAfterMs : 1_000;
      await options.sleep(after);
    }
  }
}
