import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/demo/seed';
import { startHarness, type Harness } from './harness';
import {
  demoSessions,
  entriesOf,
  expectError,
  MASTER,
  save,
  transition,
  waitForJob,
  type DemoSessions,
} from './helpers';

/**
 * per_file mode through the API: the file target (namespace × locale) holds the
 * stage of all its rows. On `es` (translate_review): 0 translation, 1 review, 2 postreview.
 */
let h: Harness;
let who: DemoSessions;
const NS = 'leaflet';
const KEYS = ['title', 'body', 'footer'];

beforeAll(async () => {
  h = await startHarness();
  who = await demoSessions(h);
  await h.svc.db.prepare("UPDATE projects SET workflow_mode = 'per_file'").run();
  const translations = KEYS.flatMap((k) => [
    { key: `en:${NS}:${k}`, value: `English ${k}` },
    { key: `es:${NS}:${k}`, value: `Español ${k}` },
  ]);
  // An untranslatable key does not hold the file back.
  translations.push({ key: `en:${NS}:brand`, value: 'Acme' });
  const res = await h.call('POST', '/api/integrations/sync/batch', {
    key: MASTER,
    body: { translations },
  });
  expect(res.status).toBe(202);
  expect((await waitForJob(h, res.body.job_id)).status).toBe('completed');
  await h.svc.db
    .prepare('UPDATE source_keys SET translatable = 0 WHERE namespace = ? AND key = ?')
    .run(NS, 'brand');
});
afterAll(() => h.close());

const rows = KEYS.map((key) => ({ namespace: NS, key }));
const field = async (name: 'stageIndex' | 'confirmedBy') => {
  const entries = await entriesOf(h, MASTER, 'es', rows);
  return KEYS.map((k) => entries[`${NS}:${k}`]?.[name]);
};
const stages = () => field('stageIndex');

describe('per_file workflow', () => {
  it('a confirmed row waits for the rest of its file: every row stays at the file stage', async () => {
    const res = await transition(h, who.translator, 'es', 'title', 'confirm', NS);
    expect(res.status).toBe(200);
    expect(res.body.entry).toMatchObject({
      stageIndex: 0,
      confirmedBy: DEMO_USERS.translator.user_id,
    });
    expect(await stages()).toEqual([0, 0, 0]);
  });

  it('the last confirmation moves the whole file on, and each stage confirms anew', async () => {
    await transition(h, who.translator, 'es', 'body', 'confirm', NS);
    expect(await stages()).toEqual([0, 0, 0]);
    const res = await transition(h, who.translator, 'es', 'footer', 'confirm', NS);
    expect(res.body.entry.stageIndex).toBe(1);
    expect(await stages()).toEqual([1, 1, 1]);
    expect(await field('confirmedBy')).toEqual([null, null, null]);
  });

  it("the file is now the reviewer's: the translator can no longer edit any of its rows", async () => {
    const res = await save(h, who.translator, 'es', [{ key: 'title', text: 'Otro' }], NS);
    expect(res.body.results.title).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    const confirm = await transition(h, who.translator, 'es', 'body', 'confirm', NS);
    expectError(confirm, 403, 'FORBIDDEN');
  });

  it('a reject sends the whole file back one stage', async () => {
    const res = await transition(h, who.reviewer, 'es', 'body', 'reject', NS);
    expect(res.status).toBe(200);
    expect(await stages()).toEqual([0, 0, 0]);
    const again = await save(h, who.translator, 'es', [{ key: 'title', text: 'Otro' }], NS);
    expect(again.body.results.title).toMatchObject({ ok: true, entry: { text: 'Otro' } });
  });
});
