import type { Db } from '../db/database';
import { HttpError } from '../errors';
import { lockBudget, storeBudget } from '../store/login-budgets';

/** Failed sign-ins one client (remote address) may spend at once, and how fast they come back. */
export interface ClientLoginLimit {
  burst: number;
  refillPerSecond: number;
}

/** Generous for people and tests on one machine; a script trying e-mails runs out in a minute. */
export const DEFAULT_CLIENT_LOGIN_LIMIT: ClientLoginLimit = { burst: 60, refillPerSecond: 1 };

/** A client's budget of failed sign-ins: a hash reserved (give it back on success), or spent. */
export type ClientBudget =
  { spent: false; giveBack(): Promise<void> } | { spent: true; refusal: HttpError };

/**
 * Guards the password check, whose hash is deliberately slow. Attempts on one e-mail run one at a
 * time in this instance, so each sees every earlier failure (concurrent correct sign-ins are not
 * counted as failures); across instances, an attempt counts as a failure from its start until it
 * succeeds (see login-check). Each client has a budget of failed attempts, kept in the database
 * so that every instance draws on the same one: fresh e-mails (each with no failures yet) cannot
 * be used to burn hashes. A spent budget still lets an existing account's owner in (see
 * login-check): the budget is shared by everyone behind one address.
 */
export class LoginGuard {
  private readonly queues = new Map<string, Promise<unknown>>();
  /** How long the last password hash took: a refusal without a hash waits as long. */
  private hashMs = 0;

  constructor(
    private readonly db: Db,
    private readonly limit: ClientLoginLimit = DEFAULT_CLIENT_LOGIN_LIMIT,
    // Real time, not the service clock: the budget protects the CPU, which tests cannot freeze.
    private readonly clock: () => number = Date.now,
    /** The header a reverse proxy writes the client's address in; null reads none. */
    readonly addressHeader: string | null = null,
  ) {}

  /** Runs a password hash, noting how long it took. */
  async timed<T>(hash: () => Promise<T>): Promise<T> {
    const start = this.clock();
    try {
      return await hash();
    } finally {
      this.hashMs = this.clock() - start;
    }
  }

  /** Waits as long as a hash takes, without one: a refusal looks the same with or without. */
  pauseLikeAHash(): Promise<void> {
    return new Promise((r) => setTimeout(r, this.hashMs));
  }

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

  /** Reserves one hash from the client's budget, or says it is spent (with the 429 to answer). */
  async take(client: string): Promise<ClientBudget> {
    const now = this.clock();
    const { burst, refillPerSecond } = this.limit;
    const tokens = await this.db.tx(async () => {
      const row = await lockBudget(this.db, client);
      const refilled = row
        ? Math.min(burst, row.tokens + ((now - row.at) / 1000) * refillPerSecond)
        : burst;
      if (refilled >= 1) await this.store(client, refilled - 1, now);
      return refilled;
    });
    if (tokens < 1) {
      const retryS = Math.ceil((1 - tokens) / refillPerSecond);
      const refusal = new HttpError(
        429,
        'TOO_MANY_ATTEMPTS',
        'Too many failed sign-ins from this client; try again later',
        { 'retry-after': String(Math.max(1, retryS)) },
      );
      return { spent: true, refusal };
    }
    const giveBack = () =>
      this.db.tx(async () => {
        const row = await lockBudget(this.db, client);
        if (row) await this.store(client, Math.min(burst, row.tokens + 1), row.at);
      });
    return { spent: false, giveBack };
  }

  private async store(client: string, tokens: number, at: number): Promise<void> {
    // A bucket that has refilled says nothing: dropping those keeps the table to active clients.
    const fullAfterMs = (this.limit.burst / this.limit.refillPerSecond) * 1000;
    await storeBudget(this.db, client, tokens, at, at - fullAfterMs);
  }
}
