import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { MASTER, PM, useDemoService, waitForJob } from '../helpers';
import { startReceiver } from './receiver';

const h = useDemoService({ service: { webhookTimeoutMs: 300 } });
const closers: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(closers.map((c) => c())));

async function endpoint(url: string, body: Record<string, unknown>) {
  const res = await h.call('POST', '/api/webhooks/endpoints', {
    bearer: await h.login(PM),
    body: { project_id: await h.projectId(), url, ...body },
  });
  expect(res.status).toBe(201);
  return res.body.endpoint_uuid as string;
}

describe('job events and timeouts', () => {
  it('tells of a finished fill, filtered by the fill namespace', async () => {
    const checkout = await startReceiver();
    const common = await startReceiver();
    closers.push(checkout.close, common.close);
    await endpoint(checkout.url, { events: ['fill.completed'], namespaces: ['checkout'] });
    await endpoint(common.url, { events: ['fill.completed'], namespaces: ['common'] });
    const fill = await h.call('POST', '/api/integrations/targets/fill', {
      key: MASTER,
      body: { locale: 'es', mode: 'copy_source', namespace: 'checkout' },
    });
    expect(fill.status).toBe(202);
    await waitForJob(h, fill.body.job_id);
    const [got] = await checkout.waitFor(1);
    expect(JSON.parse(got!.body)).toMatchObject({
      event: 'fill.completed',
      data: { job_id: fill.body.job_id, kind: 'fill', status: 'completed' },
    });
    await h.svc.worker.idle();
    expect(common.received).toHaveLength(0);
  });

  it('records a receiver that does not answer in time as a timeout', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    closers.push(async () => {
      silent.closeAllConnections();
      await new Promise<void>((r) => silent.close(() => r()));
    });
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/hook`;
    const uuid = await endpoint(url, { events: ['sync.completed'] });
    const pm = await h.login(PM);
    await h.call('POST', `/api/webhooks/endpoints/${uuid}/test`, { bearer: pm });
    for (let i = 0; i < 60; i++) {
      const list = await h.call(
        'GET',
        `/api/webhooks/endpoints?project_id=${await h.projectId()}`,
        { bearer: pm },
      );
      const e = list.body.endpoints.find(
        (x: { endpoint_uuid: string }) => x.endpoint_uuid === uuid,
      );
      if (e.last_delivery_outcome) {
        expect(e).toMatchObject({
          last_delivery_outcome: 'timeout',
          consecutive_delivery_failures: 1,
          last_delivery_ok_at: null,
        });
        return;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('no attempt was recorded');
  });
});
