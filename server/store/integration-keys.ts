import type { IntegrationKeyRecord } from '../../lib/contract/integration-keys';
import type { Db } from '../db/open';
import { stmt } from './statements';

const COLUMNS = 'key_uuid, project_id, kind, name, prefix, created_at, rotated_at, last_used_at';

/** The key a secret belongs to (by the secret's hash), as the authentication needs it. */
export const keyBySecretHash = (db: Db, secretHash: string) =>
  stmt(
    db,
    'SELECT key_uuid, project_id, kind, last_used_at FROM integration_keys WHERE secret_hash = ?',
  ).get<{
    key_uuid: string;
    project_id: string;
    kind: 'master' | 'publishable';
    last_used_at: number | null;
  }>(secretHash);

export const markKeyUsed = (db: Db, keyUuid: string, now: number) =>
  stmt(db, 'UPDATE integration_keys SET last_used_at = ? WHERE key_uuid = ?').run(now, keyUuid);

export const getIntegrationKey = (db: Db, keyUuid: string) =>
  stmt(db, `SELECT ${COLUMNS} FROM integration_keys WHERE key_uuid = ?`).get<IntegrationKeyRecord>(
    keyUuid,
  );

export const projectIntegrationKeys = (db: Db, projectId: string) =>
  stmt(db, `SELECT ${COLUMNS} FROM integration_keys WHERE project_id = ? ORDER BY created_at`).all(
    projectId,
  ) as Promise<IntegrationKeyRecord[]>;

export async function insertIntegrationKey(
  db: Db,
  key: IntegrationKeyRecord,
  secretHash: string,
): Promise<void> {
  await stmt(
    db,
    `INSERT INTO integration_keys (key_uuid, project_id, kind, name, secret_hash, prefix, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(key.key_uuid, key.project_id, key.kind, key.name, secretHash, key.prefix, key.created_at);
}

export const rotateIntegrationKey = (
  db: Db,
  keyUuid: string,
  secret: { hash: string; prefix: string },
  now: number,
) =>
  stmt(
    db,
    'UPDATE integration_keys SET secret_hash = ?, prefix = ?, rotated_at = ? WHERE key_uuid = ?',
  ).run(secret.hash, secret.prefix, now, keyUuid);

export const deleteIntegrationKey = (db: Db, keyUuid: string) =>
  stmt(db, 'DELETE FROM integration_keys WHERE key_uuid = ?').run(keyUuid);
