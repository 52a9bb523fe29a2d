import type { Db } from '../db/open';
import { stmt } from './statements';

/** A client's budget of password hashes, as last stored; held for update inside a transaction. */
export const lockBudget = (db: Db, client: string) =>
  stmt(db, `SELECT tokens, at FROM login_budgets WHERE client = ?${db.dialect.forUpdate}`).get<{
    tokens: number;
    at: number;
  }>(client);

/** Stores a budget, and drops those last stored before `staleBefore` (full again by now). */
export async function storeBudget(
  db: Db,
  client: string,
  tokens: number,
  at: number,
  staleBefore: number,
): Promise<void> {
  await stmt(
    db,
    `INSERT INTO login_budgets (client, tokens, at) VALUES (?, ?, ?)
     ON CONFLICT (client) DO UPDATE SET tokens = excluded.tokens, at = excluded.at`,
  ).run(client, tokens, at);
  await stmt(db, 'DELETE FROM login_budgets WHERE at < ?').run(staleBefore);
}
