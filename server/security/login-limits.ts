import { HttpError } from '../http/errors';

/** Failed sign-ins one client (remote address) may spend at once, and how fast they come back. */
export interface ClientLoginLimit {
  burst: number;
  refillPerSecond: number;
}

/** Generous for people and tests on one machine; a script trying e-mails runs out in a minute. */
export const DEFAULT_CLIENT_LOGIN_LIMIT: ClientLoginLimit = { burst: 60, refillPerSecond: 1 };

/**
 * Guards the password check, whose hash is deliberately slow. Attempts on one e-mail run one at a
 * time, so each sees every earlier failure (concurrent guesses cannot slip under the lockout, and
 * concurrent correct sign-ins are not counted as failures). Each client has a budget of failed
 * attempts, so fresh e-mails (each with no failures yet) cannot be used to burn hashes.
 */
export class LoginGuard {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly limit: ClientLoginLimit = DEFAULT_CLIENT_LOGIN_LIMIT,
    // Real time, not the service clock: the budget protects the CPU, which tests cannot freeze.
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Runs `fn` after every earlier attempt on the same e-mail has ended. */
  oneAtATime<T>(email: string, fn: () => Promise<T>): Promise<T> {
    const key = email.toLowerCase();
    const previous = this.queues.get(key) ?? Promise.resolve();
    const run = previous.then(fn, fn);
    const tail = run.catch(() => undefined);
    this.queues.set(key, tail);
    void tail.then(() => {
      if (this.queues.get(key) === tail) this.queues.delete(key);
    });
    return run;
  }

  /** Reserves one hash from the client's budget (429 when spent); call the result to give it back. */
  take(client: string): () => void {
    const now = this.clock();
    const bucket = this.buckets.get(client) ?? { tokens: this.limit.burst, at: now };
    bucket.tokens = Math.min(
      this.limit.burst,
      bucket.tokens + ((now - bucket.at) / 1000) * this.limit.refillPerSecond,
    );
    bucket.at = now;
    if (bucket.tokens < 1) {
      const retryS = Math.ceil((1 - bucket.tokens) / this.limit.refillPerSecond);
      throw new HttpError(
        429,
        'TOO_MANY_ATTEMPTS',
        'Too many failed sign-ins from this client; try again later',
        { 'retry-after': String(Math.max(1, retryS)) },
      );
    }
    bucket.tokens -= 1;
    this.buckets.set(client, bucket);
    this.prune(now);
    return () => {
      bucket.tokens = Math.min(this.limit.burst, bucket.tokens + 1);
    };
  }

  /** Full buckets say nothing: dropping them keeps the map as small as the active clients. */
  private prune(now: number): void {
    if (this.buckets.size < 1000) return;
    const fullAfterMs = (this.limit.burst / this.limit.refillPerSecond) * 1000;
    for (const [client, b] of this.buckets)
      if (now - b.at > fullAfterMs) this.buckets.delete(client);
  }
}
