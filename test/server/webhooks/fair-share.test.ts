import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, FREELANCER, PM, useDemoService } from '../helpers';
import { startReceiver, type Receiver } from './receiver';

/**
 * Deliveries of every project share the service: one user's endpoint that never answers, tested
 * again and again, must not hold up another project's deliveries, nor pile up test events.
 */
const h = useDemoService({ service: { webhookTimeoutMs: 30_000 } });

let receiver: Receiver;
/** An endpoint that takes every request and never answers. */
let silent: Server;
let silentUrl = '';
let waiting = 0;
beforeAll(async () => {
  receiver = await startReceiver();
  silent = createServer(() => {
    waiting++;
  });
  await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  silent.closeAllConnections();
  await new Promise<void>((r) => silent.close(() => r()));
  await receiver.close();
});

const endpoint = async (bearer: string, projectId: string, url: string) => {
  const res = await h.call('POST', '/api/webhooks/endpoints', {
    bearer,
    body: { project_id: projectId, url, format: 'generic', events: ['sync.completed'] },
  });
  expect(res.status).toBe(201);
  return res.body.endpoint_uuid as string;
};
const test = (bearer: string, uuid: string) =>
  h.call('POST', `/api/webhooks/endpoints/${uuid}/test`, { bearer });

describe('webhook deliveries shared fairly', () => {
  it('limits test events per endpoint: 429 with Retry-After', async () => {
    const pm = await h.login(PM);
    const uuid = await endpoint(pm, await h.projectId(), silentUrl);
    for (let i = 0; i < 3; i++) expect((await test(pm, uuid)).status).toBe(202);
    const refused = await test(pm, uuid);
    expectError(refused, 429, 'TOO_MANY_TESTS');
    const retry = Number(refused.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
  });

  it("delivers another project's event while an endpoint that never answers holds its own", async () => {
    // The silent endpoint above holds its deliveries; a member of nothing makes a project.
    for (let i = 0; i < 100 && waiting === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(waiting).toBeGreaterThan(0);
    const free = await h.login(FREELANCER);
    const project = await h.call('POST', '/api/continuous/projects', {
      bearer: free,
      body: { name: 'Elsewhere' },
    });
    const uuid = await endpoint(free, project.body.project_id, receiver.url);
    expect((await test(free, uuid)).status).toBe(202);
    const [got] = await receiver.waitFor(1, 10_000);
    expect(JSON.parse(got!.body)).toMatchObject({ event: 'endpoint.test' });
  });
});
