import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationKeyList, integrationKeyWithSecret } from '../../lib/contract/integration-keys';
import { DEMO_PROJECT_ID } from '../../server/demo/seed';
import { startHarness, type Harness } from './harness';
import { expectError, expectValidation, PM, PUBLISHABLE, save, TRANSLATOR } from './helpers';

let h: Harness;
let pm: string;
let translator: string;

beforeAll(async () => {
  h = await startHarness();
  [pm, translator] = await Promise.all([h.login(PM), h.login(TRANSLATOR)]);
});
afterAll(() => h.close());

const create = (body: unknown, bearer = pm) =>
  h.call('POST', '/api/integration-keys', { bearer, body });
const list = (bearer = pm, projectId = DEMO_PROJECT_ID) =>
  h.call('GET', `/api/integration-keys?project_id=${encodeURIComponent(projectId)}`, { bearer });
const rotate = (uuid: string, bearer = pm) =>
  h.call('POST', `/integration-keys/${uuid}/rotate`, { bearer });
const remove = (uuid: string, bearer = pm) =>
  h.call('DELETE', `/api/integration-keys/${uuid}`, { bearer });
const read = (key: string) => h.call('GET', '/translations?locale=es&namespace=common', { key });

describe('integration keys', () => {
  it('creates a master key: the secret is shown once, listed without it, and it works', async () => {
    const res = await create({ project_id: DEMO_PROJECT_ID, kind: 'master', name: 'CI deploy' });
    expect(res.status).toBe(201);
    const created = integrationKeyWithSecret.parse(res.body);
    expect(created).toMatchObject({
      project_id: DEMO_PROJECT_ID,
      kind: 'master',
      name: 'CI deploy',
      rotated_at: null,
    });
    expect(created.secret.startsWith(created.prefix)).toBe(true);

    const listed = await list();
    expect(listed.status).toBe(200);
    const keys = integrationKeyList.parse(listed.body).keys;
    const mine = keys.find((k) => k.key_uuid === created.key_uuid);
    expect(mine).toMatchObject({ kind: 'master', name: 'CI deploy' });
    expect(JSON.stringify(listed.body)).not.toContain(created.secret);
    expect(listed.body.keys.every((k: object) => !('secret' in k) && !('secret_hash' in k))).toBe(
      true,
    );
    // The demo keys are listed too.
    expect(keys.map((k) => k.kind)).toEqual(expect.arrayContaining(['master', 'publishable']));

    expect((await read(created.secret)).status).toBe(200);
    // A master key may write.
    const saved = await save(h, created.secret, 'es', [
      { key: 'promo.code', text: 'Usa el código %s' },
    ]);
    expect(saved.body.results['promo.code'].ok).toBe(true);
  });

  it('creates a publishable key that reads but may not write', async () => {
    const res = await create({
      project_id: DEMO_PROJECT_ID,
      kind: 'publishable',
      name: 'Storefront',
    });
    expect(res.status).toBe(201);
    expect(res.body.secret).toEqual(expect.any(String));
    expect((await read(res.body.secret)).status).toBe(200);
    expectError(
      await save(h, res.body.secret, 'es', [{ key: 'promo.code', text: 'x' }]),
      403,
      'READ_ONLY_KEY',
      'permission_error',
    );
  });

  it('rotates a key in place: the old secret answers 401, the new one works, shown once', async () => {
    const { body: created } = await create({
      project_id: DEMO_PROJECT_ID,
      kind: 'master',
      name: 'to rotate',
    });
    const res = await rotate(created.key_uuid);
    expect(res.status).toBe(200);
    const rotated = integrationKeyWithSecret.parse(res.body);
    expect(rotated).toMatchObject({
      key_uuid: created.key_uuid,
      kind: 'master',
      name: 'to rotate',
    });
    expect(rotated.secret).not.toBe(created.secret);
    expect(rotated.rotated_at).toEqual(expect.any(Number));

    expectError(await read(created.secret), 401, 'INVALID_API_KEY', 'authentication_error');
    expect((await read(rotated.secret)).status).toBe(200);
    const listed = await list();
    expect(JSON.stringify(listed.body)).not.toContain(rotated.secret);
    expect(
      listed.body.keys.filter((k: { key_uuid: string }) => k.key_uuid === created.key_uuid),
    ).toHaveLength(1);
  });

  it('deletes a key (204): its secret answers 401 afterwards and it leaves the list', async () => {
    const { body: created } = await create({
      project_id: DEMO_PROJECT_ID,
      kind: 'publishable',
      name: 'to delete',
    });
    expect((await read(created.secret)).status).toBe(200);
    const res = await remove(created.key_uuid);
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    expectError(await read(created.secret), 401, 'INVALID_API_KEY');
    const listed = await list();
    expect(
      listed.body.keys.some((k: { key_uuid: string }) => k.key_uuid === created.key_uuid),
    ).toBe(false);
    expectError(await remove(created.key_uuid), 404, 'NOT_FOUND');
  });

  it('needs a project manager: a translator gets 403 on create, list, rotate and delete', async () => {
    expectError(
      await create({ project_id: DEMO_PROJECT_ID, kind: 'master', name: 'x' }, translator),
      403,
      'FORBIDDEN',
      'permission_error',
    );
    expectError(await list(translator), 403, 'FORBIDDEN');
    expectError(await rotate('demo-master', translator), 403, 'FORBIDDEN');
    expectError(await remove('demo-publishable', translator), 403, 'FORBIDDEN');
    // Nothing changed: the demo keys still work.
    expect((await read(PUBLISHABLE)).status).toBe(200);
  });

  it('answers 404 for an unknown key or project', async () => {
    const unknown = '0196a1b2-0000-7000-8000-000000000000';
    expectError(await rotate(unknown), 404, 'NOT_FOUND', 'not_found');
    expectError(await remove(unknown), 404, 'NOT_FOUND');
    expectError(await create({ project_id: unknown, kind: 'master', name: 'x' }), 404, 'NOT_FOUND');
    expectError(await list(pm, unknown), 404, 'NOT_FOUND');
  });

  it('answers 422 on a bad body or query, and 401 without a bearer', async () => {
    const kind = expectValidation(
      await create({ project_id: DEMO_PROJECT_ID, kind: 'admin', name: 'x' }),
    );
    expect(kind[0]!.loc).toEqual(['body', 'kind']);
    const name = expectValidation(
      await create({ project_id: DEMO_PROJECT_ID, kind: 'master', name: '' }),
    );
    expect(name[0]!.loc).toEqual(['body', 'name']);
    expectValidation(await create({ kind: 'master', name: 'x' }));
    expectValidation(await create('not json'));
    expectValidation(await h.call('GET', '/api/integration-keys', { bearer: pm }));
    expectError(
      await h.call('POST', '/api/integration-keys', {
        body: { project_id: DEMO_PROJECT_ID, kind: 'master', name: 'x' },
      }),
      401,
      'NOT_AUTHENTICATED',
    );
    expectError(
      await h.call('POST', '/integration-keys/demo-master/rotate'),
      401,
      'NOT_AUTHENTICATED',
    );
  });
});
