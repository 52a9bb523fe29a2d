import type { Db } from '../db/open';
import { stmt } from './statements';

/** Service-wide settings every instance shares (the setup token's hash), by name. */
export async function getFlag(db: Db, name: string): Promise<string | null> {
  const row = await stmt(db, 'SELECT value FROM service_flags WHERE name = ?').get<{
    value: string;
  }>(name);
  return row?.value ?? null;
}

export async function setFlag(db: Db, name: string, value: string): Promise<void> {
  await stmt(
    db,
    `INSERT INTO service_flags (name, value) VALUES (?, ?)
     ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
  ).run(name, value);
}

export const dropFlag = (db: Db, name: string) =>
  stmt(db, 'DELETE FROM service_flags WHERE name = ?').run(name);
