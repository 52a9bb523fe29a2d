import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../server/demo/seed';
import { spawnService, type ChildService } from '../child-service';
import { MASTER, PM } from '../helpers';
import { startReceiver } from './receiver';

/**
 * The service is killed (SIGKILL) while a delivery waits for its retry, then started again on the
 * same data: the retry still happens, with the same delivery id.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'locale-lens-webhook-restart-'));
let svc: ChildService | null = null;
afterAll(async () => {
  await svc?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(
  method: string,
  path: string,
  body?: unknown,
  auth: Record<string, string> = {},
) {
  const res = await fetch(svc!.url + path, {
    method,
    headers: { 'content-type': 'application/json', ...auth },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- asserted field by field
}

describe('a pending webhook retry across a crash', () => {
  it('is delivered after the restart with the same delivery id', async () => {
    const receiver = await startReceiver((n) => (n <= 2 ? 503 : 200));
    try {
      svc = await spawnService({ dataDir });
      const login = await call('POST', '/auth/login', { email: PM, password: DEMO_PASSWORD });
      const bearer = { authorization: `Bearer ${login.body.access_token}` };
      const projects = await call('GET', '/api/projects', undefined, bearer);
      const created = await call(
        'POST',
        '/api/webhooks/endpoints',
        {
          project_id: projects.body.projects[0].project_id,
          url: receiver.url,
          events: ['sync.completed'],
        },
        bearer,
      );
      expect(created.status).toBe(201);
      const sync = await call(
        'POST',
        '/api/integrations/sync/batch',
        { translations: [{ key: 'en:common:restart.hook', value: 'Restart' }] },
        { 'x-api-key': MASTER },
      );
      expect(sync.status).toBe(202);
      // Two failed attempts: the third waits about five seconds. Crash meanwhile.
      await receiver.waitFor(2);
      await new Promise((r) => setTimeout(r, 200));
      await svc.kill('SIGKILL');
      svc = null;
      const before = receiver.received.length;
      svc = await spawnService({ dataDir });
      const all = await receiver.waitFor(3, 30_000);
      expect(before).toBe(2);
      expect(new Set(all.map((r) => r.headers['x-lr-delivery'])).size).toBe(1);
      expect(JSON.parse(all[2]!.body)).toMatchObject({
        event: 'sync.completed',
        data: { job_id: sync.body.job_id },
      });
    } finally {
      await receiver.close();
    }
  }, 90_000);
});
