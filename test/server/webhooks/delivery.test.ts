import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookPayload } from '../../../lib/contract/webhooks';
import { verifyDelivery } from '../../../server/webhooks/signature';
import {
  MASTER,
  PM,
  save,
  transition,
  useDemoService,
  useDemoSessions,
  waitForJob,
} from '../helpers';
import { startReceiver } from './receiver';

const h = useDemoService();
const sessions = useDemoSessions(h);
type Receiver = Awaited<ReturnType<typeof startReceiver>>;
const receivers: Receiver[] = [];
afterAll(() => Promise.all(receivers.map((r) => r.close())));

async function endpoint(
  status: (n: number) => number,
  body: Record<string, unknown> = {},
): Promise<{ uuid: string; secret: string; receiver: Receiver; pm: string }> {
  const receiver = await startReceiver(status);
  receivers.push(receiver);
  const pm = await h.login(PM);
  const res = await h.call('POST', '/api/webhooks/endpoints', {
    bearer: pm,
    body: {
      project_id: await h.projectId(),
      url: receiver.url,
      events: ['translation.updated'],
      ...body,
    },
  });
  expect(res.status).toBe(201);
  return { uuid: res.body.endpoint_uuid, secret: res.body.secret, receiver, pm };
}

const bookkeeping = async (pm: string, uuid: string) => {
  const res = await h.call('GET', `/api/webhooks/endpoints?project_id=${await h.projectId()}`, {
    bearer: pm,
  });
  return res.body.endpoints.find((e: { endpoint_uuid: string }) => e.endpoint_uuid === uuid);
};

describe('webhook delivery', () => {
  it('signs a generic delivery the receiver can verify, with event and delivery id headers', async () => {
    const { secret, receiver, pm, uuid } = await endpoint(() => 200, { namespaces: ['common'] });
    const res = await save(h, sessions.pm, 'fr', [{ key: 'nav.home', text: 'Accueil !' }]);
    expect(res.body.results['nav.home'].ok).toBe(true);
    // Another namespace: filtered out.
    await save(h, sessions.pm, 'fr', [{ key: 'shipping.title', text: 'Livraison' }], 'checkout');
    const [got] = await receiver.waitFor(1);
    const body = JSON.parse(got!.body);
    expect(verifyDelivery(secret, got!.body, String(got!.headers['x-lr-signature']))).toBe(true);
    expect(got!.headers['x-lr-event']).toBe('translation.updated');
    expect(got!.headers['x-lr-delivery']).toBe(body.id);
    expect(webhookPayload.safeParse(body).success).toBe(true);
    expect(body.data).toMatchObject({
      locale: 'fr',
      namespace: 'common',
      key: 'nav.home',
      text: 'Accueil !',
    });
    await h.svc.worker.idle();
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received).toHaveLength(1);
    const b = await bookkeeping(pm, uuid);
    expect(b).toMatchObject({
      last_delivery_channel: 'http',
      last_delivery_outcome: 'ok',
      consecutive_delivery_failures: 0,
    });
    expect(b.last_delivery_ok_at).toBe(b.last_delivery_at);
  });

  it('retries a failed delivery with the same id, counting failures until one succeeds', async () => {
    const { receiver, pm, uuid } = await endpoint((n) => (n <= 2 ? 503 : 204), {
      events: ['translation.confirmed'],
    });
    const sync = await h.call('POST', '/api/integrations/sync/batch', {
      key: MASTER,
      body: { translations: [{ key: 'en:common:hook.retry', value: 'Retry' }] },
    });
    await waitForJob(h, sync.body.job_id);
    await save(h, sessions.pm, 'es', [{ key: 'hook.retry', text: 'Reintentar' }]);
    expect((await transition(h, sessions.pm, 'es', 'hook.retry', 'confirm')).status).toBe(200);
    await receiver.waitFor(2);
    const failing = await bookkeeping(pm, uuid);
    expect(failing).toMatchObject({
      last_delivery_outcome: 'http_error',
      consecutive_delivery_failures: 2,
    });
    const all = await receiver.waitFor(3);
    const ids = all.map((r) => r.headers['x-lr-delivery']);
    expect(new Set(ids).size).toBe(1);
    expect(all[1]!.at - all[0]!.at).toBeGreaterThanOrEqual(700);
    const ok = await bookkeeping(pm, uuid);
    expect(ok).toMatchObject({
      last_delivery_outcome: 'ok',
      consecutive_delivery_failures: 0,
      active: true,
    });
  }, 30_000);

  it('switches an endpoint off after 20 failures in a row and drops its retries', async () => {
    const { receiver, pm, uuid } = await endpoint(() => 500);
    const rows = Array.from({ length: 20 }, (_, i) => ({ key: `deactivate.k${i}`, text: `t${i}` }));
    // Source keys first, then 20 updated rows: 20 deliveries, each failing once.
    const sync = await h.call('POST', '/api/integrations/sync/batch', {
      key: MASTER,
      body: { translations: rows.map((r) => ({ key: `en:common:${r.key}`, value: r.text })) },
    });
    await waitForJob(h, sync.body.job_id);
    await save(h, sessions.pm, 'ja', rows);
    await receiver.waitFor(20);
    const off = await bookkeeping(pm, uuid);
    expect(off).toMatchObject({ active: false, last_delivery_outcome: 'http_error' });
    expect(off.consecutive_delivery_failures).toBeGreaterThanOrEqual(20);
    await new Promise((r) => setTimeout(r, 2_000));
    expect(receiver.received.length).toBeLessThanOrEqual(21);
    // Switching it on again starts a fresh count.
    const on = await h.call('PATCH', `/api/webhooks/endpoints/${uuid}`, {
      bearer: pm,
      body: { active: true },
    });
    expect(on.body).toMatchObject({ active: true, consecutive_delivery_failures: 0 });
  }, 30_000);

  it('sends the chat format as one line, and the test event to one endpoint only', async () => {
    const chat = await endpoint(() => 200, { format: 'chat', events: ['translation.approved'] });
    const other = await endpoint(() => 200);
    const test = await h.call('POST', `/api/webhooks/endpoints/${chat.uuid}/test`, {
      bearer: chat.pm,
    });
    expect(test.status).toBe(202);
    const [got] = await chat.receiver.waitFor(1);
    const body = JSON.parse(got!.body);
    expect(Object.keys(body)).toEqual(['text']);
    expect(body.text).toMatch(/^\[Acme Store\] Test message/);
    expect(got!.headers['x-lr-signature']).toBeUndefined();
    expect((await bookkeeping(chat.pm, chat.uuid)).last_delivery_channel).toBe('chat');
    const generic = await h.call('POST', `/api/webhooks/endpoints/${other.uuid}/test`, {
      bearer: other.pm,
    });
    const [g] = await other.receiver.waitFor(1);
    expect(JSON.parse(g!.body)).toMatchObject({
      id: generic.body.delivery_id,
      event: 'endpoint.test',
    });
    expect(chat.receiver.received).toHaveLength(1);
  });

  it('tells of finished sync jobs', async () => {
    const { receiver } = await endpoint(() => 200, { events: ['sync.completed'] });
    const sync = await h.call('POST', '/api/integrations/sync/batch', {
      key: MASTER,
      body: { translations: [{ key: 'en:common:hook.sync', value: 'Synced' }] },
    });
    await waitForJob(h, sync.body.job_id);
    const [got] = await receiver.waitFor(1);
    const body = JSON.parse(got!.body);
    expect(body).toMatchObject({
      event: 'sync.completed',
      data: { job_id: sync.body.job_id, created: 1 },
    });
  });
});

describe('the private-address guard at delivery', () => {
  const g = useDemoService({ service: { webhookAllowPrivate: false } });
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());
  it.each([
    ['guarded', (url: string) => url],
    // The loopback address in hex IPv6 form, as URL parsing writes `[::ffff:127.0.0.1]`.
    ['mapped', (url: string) => url.replace('127.0.0.1', '[::ffff:7f00:1]')],
  ])('does not deliver to a loopback address (%s), and records the failure', async (id, at) => {
    const pm = await g.login(PM);
    const pid = await g.projectId();
    // As if the name had resolved to a public address when the endpoint was made.
    await g.svc.db
      .prepare(
        `INSERT INTO webhook_endpoints (endpoint_uuid, project_id, url, format, events, namespaces, active, secret, created_at)
         VALUES (?, ?, ?, 'generic', '["endpoint.test"]', '[]', 1, 'whsec_x', 0)`,
      )
      .run(id, pid, at(receiver.url));
    expect(
      (await g.call('POST', `/api/webhooks/endpoints/${id}/test`, { bearer: pm })).status,
    ).toBe(202);
    for (let i = 0; i < 50; i++) {
      const list = await g.call('GET', `/api/webhooks/endpoints?project_id=${pid}`, { bearer: pm });
      const e = list.body.endpoints.find((x: { endpoint_uuid: string }) => x.endpoint_uuid === id);
      if (e.last_delivery_outcome) {
        expect(e).toMatchObject({
          last_delivery_outcome: 'network_error',
          consecutive_delivery_failures: 1,
        });
        expect(receiver.received).toHaveLength(0);
        return;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('no delivery was attempted');
  });
});
