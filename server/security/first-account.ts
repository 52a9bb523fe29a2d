import { z } from 'zod';
import type { Db } from '../db/open';
import { dropFlag, getFlag, setFlag } from '../store/service-flags';
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
    await dropFlag(db, SETUP_FLAG);
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
  await setFlag(db, SETUP_FLAG, hashSecret(token));
  return { setupToken: token };
}

/** Whether `token` is the setup token; false once the first account exists. */
export async function isSetupToken(db: Db, token: string): Promise<boolean> {
  const value = await getFlag(db, SETUP_FLAG);
  return value !== null && value === hashSecret(token);
}

/** The setup token is good once. */
export const spendSetupToken = (db: Db) => dropFlag(db, SETUP_FLAG);
