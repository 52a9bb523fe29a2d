import { createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HEADERS } from '../../../lib/contract/assumed';
import {
  WEBHOOK_MAX_ATTEMPTS,
  signedContent,
  webhookCreateRequest,
  webhookDeliveryHeaders,
  webhookEndpoint,
  webhookEndpointWithSecret,
  webhookPayload,
  webhookSignature,
  webhookUpdateRequest,
} from '../../../lib/contract/webhooks';

const create = {
  project_id: 'p1',
  url: 'https://hooks.example.com/lr',
  events: ['sync.completed'],
};

describe('webhookCreateRequest', () => {
  it('fills format generic, all namespaces and active', () => {
    expect(webhookCreateRequest.parse(create)).toEqual({
      ...create,
      format: 'generic',
      namespaces: [],
      active: true,
    });
  });

  it.each([
    ['a chat endpoint', { ...create, format: 'chat' }],
    ['a local http receiver', { ...create, url: 'http://localhost:8787/hook' }],
    [
      'every event, two namespaces',
      {
        ...create,
        events: ['translation.updated', 'fill.completed'],
        namespaces: ['common', 'checkout'],
      },
    ],
  ])('accepts %s', (_name, body) => {
    expect(webhookCreateRequest.safeParse(body).success).toBe(true);
  });

  it.each([
    ['no project', { url: create.url, events: create.events }],
    ['an ftp URL', { ...create, url: 'ftp://example.com/x' }],
    ['not a URL', { ...create, url: 'hooks.example.com' }],
    ['an unknown format', { ...create, format: 'slack' }],
    ['an unknown event', { ...create, events: ['translation.deleted'] }],
    ['no events', { ...create, events: [] }],
    ['an empty namespace', { ...create, namespaces: [''] }],
    ['active as a string', { ...create, active: 'true' }],
  ])('rejects %s', (_name, body) => {
    expect(webhookCreateRequest.safeParse(body).success).toBe(false);
  });
});

describe('webhookUpdateRequest', () => {
  it.each([
    ['deactivate', { active: false }, true],
    ['new URL', { url: 'https://example.com/new' }, true],
    ['all namespaces again', { namespaces: [] }, true],
    ['nothing', {}, false],
    ['only format (fixed at creation)', { format: 'chat' }, false],
    ['no events', { events: [] }, false],
  ])('%s', (_name, body, ok) => {
    expect(webhookUpdateRequest.safeParse(body).success).toBe(ok);
  });
});

const record = {
  endpoint_uuid: 'e1',
  url: 'https://hooks.example.com/lr',
  format: 'generic',
  events: ['sync.completed'],
  namespaces: [],
  active: true,
  created_at: 1_700_000_000,
};

describe('webhook endpoint record', () => {
  it('reads absent delivery bookkeeping as null and keeps no secret', () => {
    const parsed = webhookEndpoint.parse({ ...record, secret: 's', added_by_newer_backend: 1 });
    expect(parsed.last_delivery_outcome).toBeNull();
    expect(parsed.consecutive_delivery_failures).toBeNull();
    expect(parsed).not.toHaveProperty('secret');
  });

  it.each([
    ['a known outcome', { last_delivery_channel: 'http', last_delivery_outcome: 'timeout' }, true],
    ['an unknown outcome', { last_delivery_outcome: 'bounced' }, false],
    ['an unknown channel', { last_delivery_channel: 'email' }, false],
    ['created_at as a string', { created_at: '2024-01-01' }, false],
    ['failures as a fraction', { consecutive_delivery_failures: 1.5 }, false],
  ])('%s', (_name, patch, ok) => {
    expect(webhookEndpoint.safeParse({ ...record, ...patch }).success).toBe(ok);
  });

  it('requires the secret on create and rotate (empty for chat)', () => {
    expect(webhookEndpointWithSecret.safeParse(record).success).toBe(false);
    expect(
      webhookEndpointWithSecret.safeParse({ ...record, format: 'chat', secret: '' }).success,
    ).toBe(true);
  });
});

describe('delivery', () => {
  const secret = 'whsec_test';
  const body = JSON.stringify({ hello: 'world' });
  const t = 1_700_000_000;
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

  it('signs "<t>.<raw body>" and parses the header back', () => {
    expect(signedContent(t, body)).toBe(`${t}.${body}`);
    expect(webhookSignature.parse(`t=${t},v1=${v1}`)).toEqual({ t, v1 });
  });

  it.each([
    ['upper-case hex', `t=${t},v1=${v1.toUpperCase()}`],
    ['no timestamp', `v1=${v1}`],
    ['a short digest', `t=${t},v1=abc`],
    ['v0 scheme', `t=${t},v0=${v1}`],
  ])('rejects a signature with %s', (_name, header) => {
    expect(webhookSignature.safeParse(header).success).toBe(false);
  });

  it('describes the headers under the names of assumed.ts', () => {
    const headers = {
      [HEADERS.webhookSignature]: `t=${t},v1=${v1}`,
      [HEADERS.webhookEvent]: 'sync.completed',
      [HEADERS.webhookDelivery]: randomUUID(),
    };
    expect(webhookDeliveryHeaders.safeParse(headers).success).toBe(true);
    expect(
      webhookDeliveryHeaders.safeParse({ ...headers, [HEADERS.webhookDelivery]: '42' }).success,
    ).toBe(false);
  });

  it('retries up to 6 attempts', () => {
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(6);
  });

  const envelope = { id: randomUUID(), project_id: 'p1', created_at: t };
  const row = {
    locale: 'de',
    namespace: 'common',
    key: 'nav.home',
    text: 'Start',
    stage_index: 1,
    is_ready: false,
    user_id: null,
  };
  const job = {
    job_id: 'j1',
    kind: 'sync',
    status: 'completed',
    total_keys: 2,
    processed_keys: 2,
    created: 1,
    updated: 1,
    unchanged: 0,
    rejected: [],
    error: null,
    created_at: t,
    finished_at: t,
  };

  it.each([
    ['a row event with row data', { ...envelope, event: 'translation.confirmed', data: row }, true],
    ['a job event with the job', { ...envelope, event: 'sync.completed', data: job }, true],
    ['a row event with job data', { ...envelope, event: 'translation.updated', data: job }, false],
    ['an unknown event', { ...envelope, event: 'translation.deleted', data: row }, false],
  ])('payload: %s', (_name, payload, ok) => {
    expect(webhookPayload.safeParse(payload).success).toBe(ok);
  });
});
