import type { IntegrationKeyRecord } from '../../../lib/contract/integration-keys';
import type { Service } from '../../service-deps';
import { HttpError } from '../../errors';
import type { Serve } from '../../http/serve-routes';
import { getProject, memberRole } from '../../store/projects';
import {
  deleteIntegrationKey,
  getIntegrationKey,
  insertIntegrationKey,
  projectIntegrationKeys,
  rotateIntegrationKey,
} from '../../store/integration-keys';
import { hashSecret, newSecret, randomUUID } from '../../security/tokens';

type KeyRow = IntegrationKeyRecord;
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
    const key = await getIntegrationKey(svc.db, keyUuid);
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
    await insertIntegrationKey(svc.db, record, hashSecret(secret));
    return c.json({ ...record, secret }, 201);
  });

  serve('listIntegrationKeys', async (c, { caller, query }) => {
    const { userId } = caller;
    const { project_id } = query;
    await requirePm(userId, project_id);
    const keys = await projectIntegrationKeys(svc.db, project_id);
    return c.json({ keys });
  });

  serve('rotateIntegrationKey', async (c, { caller, params }) => {
    const key = await findKey(caller.userId, params.key_uuid);
    const secret = newSecret(SECRET_PREFIX[key.kind]);
    const rotatedAt = svc.now();
    const prefix = secret.slice(0, 10);
    await rotateIntegrationKey(
      svc.db,
      key.key_uuid,
      { hash: hashSecret(secret), prefix },
      rotatedAt,
    );
    return c.json({ ...key, prefix, rotated_at: rotatedAt, secret });
  });

  serve('deleteIntegrationKey', async (c, { caller, params }) => {
    const key = await findKey(caller.userId, params.key_uuid);
    await deleteIntegrationKey(svc.db, key.key_uuid);
    return c.body(null, 204);
  });
}
