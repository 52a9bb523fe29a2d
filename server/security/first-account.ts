import { z } from 'zod';
import type { Db } from '../db/open';
import { stmt } from '../store/statements';
import { createUser, hasAnyUser } from '../store/users';
import { policyReasons } from './password-policy';
import { hashPassword } from './passwords';
import { hashSecret, newSecret } from './tokens';

/** The hash of the one-time setup token lives here, shared by every instance of the service. */
const SETUP_FLAG = 'setup_token';

export interface OwnerAccount {
  email: string;
  password: string;
  name?: string;
}

/** The owner named by OWNER_EMAIL and OWNER_PASSWORD (OWNER_NAME optional), or null. */
export function ownerFromEnvironment(env: NodeJS.ProcessEnv): OwnerAccount | null {
  const email = env.OWNER_EMAIL?.trim();
  if (!email) return null;
  const name = env.OWNER_NAME?.trim();
  return { email, password: env.OWNER_PASSWORD ?? '', ...(name ? { name } : {}) };
}

/** A start-up problem, said in one line; the service does not start. */
export class StartupError extends Error {}

/**
 * Run at start. A service with users: nothing (and any setup token stops working). Without one,
 * the owner named by the environment is created, or else a one-time setup token is made and
 * answered, for the setup page's link.
 */
export async function prepareFirstAccount(
  db: Db,
  now: number,
  owner: OwnerAccount | null,
): Promise<{ setupToken: string | null }> {
  if (await hasAnyUser(db)) {
    await stmt(db, 'DELETE FROM service_flags WHERE name = ?').run(SETUP_FLAG);
    return { setupToken: null };
  }
  if (owner) {
    if (!z.email().safeParse(owner.email).success)
      throw new StartupError(`OWNER_EMAIL "${owner.email}" is not an e-mail address`);
    const reasons = policyReasons(owner.password, owner.email, [owner.name ?? '']);
    if (reasons.length)
      throw new StartupError(
        `OWNER_PASSWORD does not pass the password policy: ${reasons.join('; ')}`,
      );
    const passwordHash = await hashPassword(owner.password);
    const name = owner.name || owner.email.split('@')[0]!;
    await db.tx(async () => {
      if (!(await hasAnyUser(db)))
        await createUser(db, { email: owner.email, passwordHash, name }, now);
    });
    return { setupToken: null };
  }
  const token = newSecret('lr_setup_');
  await stmt(
    db,
    `INSERT INTO service_flags (name, value) VALUES (?, ?)
     ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
  ).run(SETUP_FLAG, hashSecret(token));
  return { setupToken: token };
}

/** Whether `token` is the setup token; false once the first account exists. */
export async function isSetupToken(db: Db, token: string): Promise<boolean> {
  const row = (await stmt(db, 'SELECT value FROM service_flags WHERE name = ?').get(SETUP_FLAG)) as
    { value: string } | undefined;
  return row !== undefined && row.value === hashSecret(token);
}

/** The setup token is good once. */
export const spendSetupToken = (db: Db) =>
  stmt(db, 'DELETE FROM service_flags WHERE name = ?').run(SETUP_FLAG);
