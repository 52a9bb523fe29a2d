import { describe, expect, it } from 'vitest';
import { expectError, expectValidation, PM, TRANSLATOR, useDemoService } from '../helpers';

const h = useDemoService();
const base = (projectId: string) => ({
  project_id: projectId,
  url: 'https://hooks.example.com/lr',
  format: 'generic',
  events: ['translation.updated'],
  namespaces: ['checkout'],
  active: true,
});

describe('webhook endpoints over HTTP', () => {
  it('creates with a secret once, lists and patches without it, rotates, deletes', async () => {
    const pm = await h.login(PM);
    const pid = await h.projectId();
    const created = await h.call('POST', '/api/webhooks/endpoints', {
      bearer: pm,
      body: base(pid),
    });
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_/);
    expect(created.body).toMatchObject({
      project_id: pid,
      format: 'generic',
      events: ['translation.updated'],
      namespaces: ['checkout'],
      active: true,
      consecutive_delivery_failures: 0,
      last_delivery_outcome: null,
    });
    const uuid = created.body.endpoint_uuid;

    const list = await h.call('GET', `/api/webhooks/endpoints?project_id=${pid}`, { bearer: pm });
    expect(list.status).toBe(200);
    const listed = list.body.endpoints.find(
      (e: { endpoint_uuid: string }) => e.endpoint_uuid === uuid,
    );
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('secret');

    const patched = await h.call('PATCH', `/api/webhooks/endpoints/${uuid}`, {
      bearer: pm,
      body: { events: ['translation.confirmed', 'sync.completed'], namespaces: [], active: false },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      events: ['translation.confirmed', 'sync.completed'],
      namespaces: [],
      active: false,
    });
    expect(patched.body).not.toHaveProperty('secret');

    const rotated = await h.call('POST', `/api/webhooks/endpoints/${uuid}/rotate`, { bearer: pm });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(created.body.secret);

    expect((await h.call('DELETE', `/api/webhooks/endpoints/${uuid}`, { bearer: pm })).status).toBe(
      204,
    );
    expectError(
      await h.call('DELETE', `/api/webhooks/endpoints/${uuid}`, { bearer: pm }),
      404,
      'NOT_FOUND',
    );
  });

  it('gives a chat endpoint no secret and refuses to rotate it', async () => {
    const pm = await h.login(PM);
    const created = await h.call('POST', '/api/webhooks/endpoints', {
      bearer: pm,
      body: { ...base(await h.projectId()), format: 'chat' },
    });
    expect(created.status).toBe(201);
    expect(created.body.secret).toBe('');
    const rotate = await h.call(
      'POST',
      `/api/webhooks/endpoints/${created.body.endpoint_uuid}/rotate`,
      { bearer: pm },
    );
    expectError(rotate, 400, 'CHAT_HAS_NO_SECRET');
  });

  it('lets only project managers manage endpoints', async () => {
    const [pm, translator] = await Promise.all([h.login(PM), h.login(TRANSLATOR)]);
    const pid = await h.projectId();
    expectError(
      await h.call('POST', '/api/webhooks/endpoints', { bearer: translator, body: base(pid) }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await h.call('GET', `/api/webhooks/endpoints?project_id=${pid}`, { bearer: translator }),
      403,
      'FORBIDDEN',
    );
    const uuid = (await h.call('POST', '/api/webhooks/endpoints', { bearer: pm, body: base(pid) }))
      .body.endpoint_uuid;
    for (const [method, path, body] of [
      ['PATCH', `/api/webhooks/endpoints/${uuid}`, { active: false }],
      ['POST', `/api/webhooks/endpoints/${uuid}/rotate`, undefined],
      ['POST', `/api/webhooks/endpoints/${uuid}/test`, undefined],
      ['DELETE', `/api/webhooks/endpoints/${uuid}`, undefined],
    ] as const)
      expectError(await h.call(method, path, { bearer: translator, body }), 403, 'FORBIDDEN');
    expectError(
      await h.call('GET', `/api/webhooks/endpoints?project_id=${pid}`),
      401,
      'NOT_AUTHENTICATED',
    );
    expectError(
      await h.call('GET', '/api/webhooks/endpoints?project_id=nope', { bearer: pm }),
      404,
      'NOT_FOUND',
    );
  });

  it('validates the body: events, format, url, an empty patch', async () => {
    const pm = await h.login(PM);
    const pid = await h.projectId();
    const bad = [
      { ...base(pid), events: [] },
      { ...base(pid), events: ['translation.deleted'] },
      { ...base(pid), format: 'xml' },
      { ...base(pid), url: 'ftp://example.com/x' },
    ];
    for (const body of bad)
      expectValidation(await h.call('POST', '/api/webhooks/endpoints', { bearer: pm, body }));
    const uuid = (await h.call('POST', '/api/webhooks/endpoints', { bearer: pm, body: base(pid) }))
      .body.endpoint_uuid;
    expectValidation(
      await h.call('PATCH', `/api/webhooks/endpoints/${uuid}`, { bearer: pm, body: {} }),
    );
  });
});

describe('webhook refusals', () => {
  it('answers 404 for an unknown endpoint and 409 for a test of a switched-off one', async () => {
    const pm = await h.login(PM);
    for (const [method, path, body] of [
      ['PATCH', '/api/webhooks/endpoints/nope', { active: true }],
      ['POST', '/api/webhooks/endpoints/nope/rotate', undefined],
      ['POST', '/api/webhooks/endpoints/nope/test', undefined],
    ] as const)
      expectError(await h.call(method, path, { bearer: pm, body }), 404, 'NOT_FOUND');
    const off = await h.call('POST', '/api/webhooks/endpoints', {
      bearer: pm,
      body: { ...base(await h.projectId()), active: false },
    });
    expect(off.body.active).toBe(false);
    const test = await h.call('POST', `/api/webhooks/endpoints/${off.body.endpoint_uuid}/test`, {
      bearer: pm,
    });
    expectError(test, 409, 'ENDPOINT_INACTIVE');
  });
});

describe('the private-address guard at create and update', () => {
  const g = useDemoService({ service: { webhookAllowPrivate: false } });
  it('refuses loopback, private and metadata addresses unless allowed', async () => {
    const pm = await g.login(PM);
    const pid = await g.projectId();
    for (const url of [
      'http://127.0.0.1:9/x',
      'http://10.0.0.1/x',
      'http://169.254.169.254/latest',
      'http://[::1]/x',
      // The same, spelled as IPv6 addresses carrying an IPv4 one (URL parsing writes them in hex).
      'http://[::ffff:127.0.0.1]:9/x',
      'http://[::ffff:a9fe:a9fe]/latest',
      'http://[::ffff:0:a00:1]/x',
      'http://[64:ff9b::a9fe:a9fe]/latest',
    ]) {
      const detail = expectValidation(
        await g.call('POST', '/api/webhooks/endpoints', {
          bearer: pm,
          body: { ...base(pid), url },
        }),
      );
      expect(detail[0]).toMatchObject({ loc: ['body', 'url'], type: 'url_not_allowed' });
    }
    const ok = await g.call('POST', '/api/webhooks/endpoints', {
      bearer: pm,
      body: { ...base(pid), url: 'https://93.184.215.14/hook' },
    });
    expect(ok.status).toBe(201);
    const patch = await g.call('PATCH', `/api/webhooks/endpoints/${ok.body.endpoint_uuid}`, {
      bearer: pm,
      body: { url: 'http://192.168.1.2/x' },
    });
    expect(expectValidation(patch)[0]!.type).toBe('url_not_allowed');
  });
});
