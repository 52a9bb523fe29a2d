import type { IntegrationKeyRecord } from '../../../lib/contract/integration-keys';
import type { Service } from '../../service-deps';
import { HttpError } from '../../errors';
import type { Serve } from '../../http/serve-routes';
import { getProject, memberRole } from '../../store/projects';
import { stmt } from '../../store/statements';
import { hashSecret, newSecret, randomUUID } from '../../security/tokens';

type KeyRow = IntegrationKeyRecord;
const COLUMNS = 'key_uuid, project_id, kind, name, prefix, created_at, rotated_at, last_used_at';
const SECRET_PREFIX = { master: 'lr_mk_', publishable: 'lr_pk_' } as const;

/** Integration keys: stored hashed, the secret shown on create and rotate only. */
export function integrationKeysArea(serve: Serve, svc: Service): void {
  const requirePm = async (userId: string, projectId: string) => {
    if (!(await getProject(svc.db, projectId)))
      throw new HttpError(404, 'NOT_FOUND', 'Project not found');
    if ((await memberRole(svc.db, projectId, userId)) !== 'pm') {
      throw new HttpError(403, 'FORBIDDEN', 'Only a project manager can manage integration keys');
    }
  };
  const findKey = async (userId: string, keyUuid: string): Promise<KeyRow> => {
    const key = (await stmt(
      svc.db,
      `SELECT ${COLUMNS} FROM integration_keys WHERE key_uuid = ?`,
    ).get(keyUuid)) as KeyRow | undefined;
    if (!key) throw new HttpError(404, 'NOT_FOUND', 'Integration key not found');
    await requirePm(userId, key.project_id);
    return key;
  };

  serve('createIntegrationKey', async (c, { caller, body }) => {
    const { userId } = caller;
    await requirePm(userId, body.project_id);
    const secret = newSecret(SECRET_PREFIX[body.kind]);
    const record: KeyRow = {
      key_uuid: randomUUID(),
      project_id: body.project_id,
      kind: body.kind,
      name: body.name,
      prefix: secret.slice(0, 10),
      created_at: svc.now(),
      rotated_at: null,
      last_used_at: null,
    };
    await stmt(
      svc.db,
      `INSERT INTO integration_keys (key_uuid, project_id, kind, name, secret_hash, prefix, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      record.key_uuid,
      record.project_id,
      record.kind,
      record.name,
      hashSecret(secret),
      record.prefix,
      record.created_at,
    );
    return c.json({ ...record, secret }, 201);
  });

  serve('listIntegrationKeys', async (c, { caller, query }) => {
    const { userId } = caller;
    const { project_id } = query;
    await requirePm(userId, project_id);
    const keys = await stmt(
      svc.db,
      `SELECT ${COLUMNS} FROM integration_keys WHERE project_id = ? ORDER BY created_at`,
    ).all(project_id);
    return c.json({ keys });
  });

  serve('rotateIntegrationKey', async (c, { caller, params }) => {
    const key = await findKey(caller.userId, params.key_uuid);
    const secret = newSecret(SECRET_PREFIX[key.kind]);
    const rotatedAt = svc.now();
    await stmt(
      svc.db,
      'UPDATE integration_keys SET secret_hash = ?, prefix = ?, rotated_at = ? WHERE key_uuid = ?',
    ).run(hashSecret(secret), secret.slice(0, 10), rotatedAt, key.key_uuid);
    return c.json({ ...key, prefix: secret.slice(0, 10), rotated_at: rotatedAt, secret });
  });

  serve('deleteIntegrationKey', async (c, { caller, params }) => {
    const key = await findKey(caller.userId, params.key_uuid);
    await stmt(svc.db, 'DELETE FROM integration_keys WHERE key_uuid = ?').run(key.key_uuid);
    return c.body(null, 204);
  });
}
