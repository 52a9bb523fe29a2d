import { afterAll, beforeAll, expect } from 'vitest';
import { errorBody, syncValidationErrorBody, validationErrorBody } from '../../lib/contract/errors';
import { DEMO_KEYS, startHarness, type Harness } from './harness';

export const MASTER = DEMO_KEYS.master;
export const PUBLISHABLE = DEMO_KEYS.publishable;
export const PM = 'pm@demo.test';
export const TRANSLATOR = 'translator@demo.test';
export const REVIEWER = 'reviewer@demo.test';
export const FREELANCER = 'freelancer@demo.test';

type Res = Awaited<ReturnType<Harness['call']>>;

/** An `{error: {type, code, message}}` answer with this status and code. */
export function expectError(res: Res, status: number, code: string, type?: string): void {
  expect({ status: res.status, code: res.body?.error?.code }).toEqual({ status, code });
  expect(errorBody.safeParse(res.body).success).toBe(true);
  if (type) expect(res.body.error.type).toBe(type);
}

/** A pydantic-style 422; returns the detail items. */
export function expectValidation(
  res: Res,
): { loc: (string | number)[]; msg: string; type: string; ctx?: Record<string, unknown> }[] {
  expect(res.status).toBe(422);
  expect(validationErrorBody.safeParse(res.body).success).toBe(true);
  expect(res.body.detail.length).toBeGreaterThan(0);
  return res.body.detail;
}

/** The sync batch's 400 `validation_error` body; returns it. */
export function expectBatchValidation(res: Res): {
  message: string;
  detail: { loc: (string | number)[]; msg: string }[];
} {
  expect(res.status).toBe(400);
  expect(syncValidationErrorBody.safeParse(res.body).success).toBe(true);
  return res.body.error;
}

export function statusOf(
  h: Harness,
  key: string,
  locale: string,
  keys: string[],
  namespace = 'common',
) {
  const q = new URLSearchParams({ locale, namespace, keys: keys.join(',') });
  return h.call('GET', `/api/integrations/targets/status?${q}`, { key });
}

/** The status entry of one row (null when there is no row). */
export async function entryOf(h: Harness, locale: string, key: string, namespace = 'common') {
  const res = await statusOf(h, MASTER, locale, [key], namespace);
  expect(res.status).toBe(200);
  return res.body.translations[key];
}

/** Status entries of rows in any namespaces, keyed `namespace:key`. */
export async function entriesOf(
  h: Harness,
  key: string,
  locale: string,
  rows: readonly { namespace: string; key: string }[],
) {
  const out: Record<string, any> = {}; // eslint-disable-line @typescript-eslint/no-explicit-any -- entries are asserted field by field
  for (const ns of new Set(rows.map((r) => r.namespace))) {
    const res = await statusOf(
      h,
      key,
      locale,
      rows.filter((r) => r.namespace === ns).map((r) => r.key),
      ns,
    );
    expect(res.status).toBe(200);
    for (const [k, e] of Object.entries(res.body.translations)) out[`${ns}:${k}`] = e;
  }
  return out;
}

export function save(
  h: Harness,
  key: string,
  locale: string,
  rows: { key: string; text: string; base_text?: string | null }[],
  namespace = 'common',
) {
  return h.call('POST', '/api/integrations/targets/save', {
    key,
    body: { locale, namespace, rows },
  });
}

export function transition(
  h: Harness,
  key: string,
  locale: string,
  rowKey: string,
  action: string,
  namespace = 'common',
) {
  return h.call('POST', '/api/integrations/targets/transition', {
    key,
    body: { locale, namespace, key: rowKey, action },
  });
}

/** Polls a sync or fill job until it ends. */
export async function waitForJob(h: Harness, jobId: string, key: string = MASTER) {
  // A minute: a 10,000-key sync on PostgreSQL on a busy machine takes seconds.
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const res = await h.call('GET', `/api/integrations/sync/jobs/${jobId}`, { key });
    expect(res.status).toBe(200);
    if (res.body.status === 'completed' || res.body.status === 'failed') return res.body;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`job ${jobId} did not end`);
}

export async function translations(
  h: Harness,
  locale: string,
  namespace?: string,
  headers?: Record<string, string>,
) {
  const q = new URLSearchParams({ locale, ...(namespace ? { namespace } : {}) });
  return h.call('GET', `/translations?${q}`, { key: PUBLISHABLE, headers });
}

export interface DemoSessions {
  pm: string;
  translator: string;
  reviewer: string;
}

/** Editor session keys of the three demo users (each sign-in costs a scrypt hash: all at once). */
export async function demoSessions(h: Harness): Promise<DemoSessions> {
  const [pm, translator, reviewer] = await Promise.all([
    h.session(PM),
    h.session(TRANSLATOR),
    h.session(REVIEWER),
  ]);
  return { pm, translator, reviewer };
}

/**
 * A demo service for the tests of one file: started before them, closed after them. The harness
 * can be held at once but used only once it runs (in tests and in later hooks).
 */
export function useDemoService(options: Parameters<typeof startHarness>[0] = {}): Harness {
  let running: Harness | undefined;
  beforeAll(async () => {
    running = await startHarness(options);
  });
  afterAll(() => running?.close());
  return new Proxy({} as Harness, {
    get: (_, prop) => Reflect.get(running ?? notYet('demo service'), prop),
  });
}

/** The demo users' editor sessions on a service of `useDemoService`, minted before the tests. */
export function useDemoSessions(h: Harness): DemoSessions {
  let sessions: DemoSessions | undefined;
  beforeAll(async () => {
    sessions = await demoSessions(h);
  });
  const read = (who: keyof DemoSessions) => (sessions ?? notYet('demo sessions'))[who];
  return {
    get pm() {
      return read('pm');
    },
    get translator() {
      return read('translator');
    },
    get reviewer() {
      return read('reviewer');
    },
  };
}

function notYet(what: string): never {
  throw new Error(`The ${what} start in beforeAll: use them inside tests and hooks`);
}
