import { ApiError } from './errors';

export interface PollOptions<T> {
  /** Delay before the second look; grows by `factor` up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  factor?: number;
  /** null: no hard timeout (the interface's warmup rule for model jobs). */
  timeoutMs?: number | null;
  signal?: AbortSignal;
  onUpdate?: (value: T) => void;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  now?: () => number;
}

export class PollTimeoutError extends Error {
  constructor(readonly last: unknown) {
    super('Polling timed out before the job reached a final state');
    this.name = 'PollTimeoutError';
  }
}

const TERMINAL = new Set(['completed', 'failed']);
/** Jobs and tasks end `completed` or `failed`; every other status is in flight. */
export const isTerminal = (v: { status: string }) => TERMINAL.has(v.status);

export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Transient failures keep the poll going: the network, 429 and 5xx. */
const isTransient = (err: unknown) =>
  !(err instanceof ApiError) || err.status === 429 || err.status >= 500;

/**
 * Polls `fetchOnce` until `done` says so, with exponential backoff, cancellation through `signal`,
 * Retry-After honoured, and an optional hard timeout.
 */
export async function poll<T>(
  fetchOnce: (signal?: AbortSignal) => Promise<T>,
  done: (value: T) => boolean = isTerminal as (value: T) => boolean,
  options: PollOptions<T> = {},
): Promise<T> {
  const {
    initialDelayMs = 250,
    maxDelayMs = 5_000,
    factor = 1.6,
    timeoutMs = 120_000,
    signal,
  } = options;
  const sleep = options.sleep ?? abortableSleep;
  const now = options.now ?? Date.now;
  const deadline = timeoutMs == null ? Infinity : now() + timeoutMs;
  let delay = initialDelayMs;
  let last: unknown;
  for (;;) {
    signal?.throwIfAborted();
    let wait = delay;
    try {
      const value = await fetchOnce(signal);
      last = value;
      options.onUpdate?.(value);
      if (done(value)) return value;
    } catch (err) {
      if (signal?.aborted || !isTransient(err)) throw err;
      last = err;
      if (err instanceof ApiError && err.retryAfterMs != null)
        wait = Math.max(wait, err.retryAfterMs);
    }
    if (now() + wait > deadline) throw new PollTimeoutError(last);
    await sleep(wait, signal);
    delay = Math.min(maxDelayMs, delay * factor);
  }
}
