import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../../lib/contract/assumed';
import { changesIn, openChanges, rowsOf, type ChangeStream } from './change-stream';
import {
  expectError,
  FREELANCER,
  MASTER,
  PUBLISHABLE,
  save,
  transition,
  waitForJob,
  useDemoService,
  useDemoSessions,
} from './helpers';
import { rowPicker } from './seed-rows';

const h = useDemoService();
const sessions = useDemoSessions(h);
const pick = rowPicker();

const open: ChangeStream[] = [];
const stream = async (key: string, lastEventId?: string) => {
  const s = await openChanges(h, key, lastEventId);
  open.push(s);
  return s;
};
afterEach(() => open.splice(0).forEach((s) => s.close()));

describe('the row-change stream', () => {
  it("brings another user's save to an open stream, with the row's new state and text", async () => {
    const row = pick('draft');
    const s = await stream(sessions.translator);
    expect(s.status).toBe(200);
    const res = await save(
      h,
      sessions.pm,
      row.locale,
      [{ key: row.key, text: 'Nuevo texto' }],
      row.namespace,
    );
    expect(res.body.results[row.key]).toMatchObject({ ok: true });
    const event = await s.next(rowsOf(row.key));
    expect(Number(event.id)).toBeGreaterThan(0);
    expect(changesIn(event)).toContainEqual(
      expect.objectContaining({
        kind: 'row',
        locale: row.locale,
        namespace: row.namespace,
        key: row.key,
        text: 'Nuevo texto',
        row_state: 'edited',
      }),
    );
  });

  it('brings a reviewer’s transition', async () => {
    const row = pick('review');
    const s = await stream(sessions.translator);
    const res = await transition(h, MASTER, row.locale, row.key, 'lock', row.namespace);
    expect(res.status).toBe(200);
    const event = await s.next(rowsOf(row.key));
    expect(changesIn(event)).toContainEqual(
      expect.objectContaining({ key: row.key, is_locked: true }),
    );
  });

  it("brings a fill's rows in place, many rows to an event rather than one each", async () => {
    const keys = Array.from({ length: 120 }, (_, i) => `filled.k${i}`);
    const synced = await h.call('POST', '/api/integrations/sync/batch', {
      key: MASTER,
      body: { translations: keys.map((k) => ({ key: `en:live:${k}`, value: `Source ${k}` })) },
    });
    await waitForJob(h, synced.body.job_id);
    const s = await stream(sessions.translator);
    const res = await h.call('POST', '/api/integrations/targets/fill', {
      key: MASTER,
      body: { locale: 'es', mode: 'copy_source', namespace: 'live' },
    });
    expect(res.status).toBe(202);
    await waitForJob(h, res.body.job_id);
    await s.next((e) => changesIn(e).some((c) => c.kind === 'locale' && c.reason === 'idle'));
    const rows = s.events.flatMap(changesIn).filter((c) => c.kind === 'row');
    expect(new Map(rows.map((c) => [c.key, c]))).toEqual(
      new Map(
        keys.map((k) => [
          k,
          expect.objectContaining({
            locale: 'es',
            namespace: 'live',
            text: `Source ${k}`,
            row_state: 'machine_translated',
          }),
        ]),
      ),
    );
    const rowEvents = s.events.filter((e) => changesIn(e).some((c) => c.kind === 'row'));
    expect(rowEvents.length).toBeLessThanOrEqual(keys.length / 20);
  });

  it('gives a publishable key what changed but not the text', async () => {
    const row = pick('draft');
    const s = await stream(PUBLISHABLE);
    await save(h, MASTER, row.locale, [{ key: row.key, text: 'Secreto' }], row.namespace);
    const [change] = changesIn(await s.next(rowsOf(row.key)));
    expect(change).toMatchObject({ key: row.key, locale: row.locale });
    expect(change).not.toHaveProperty('text');
  });

  it('resumes after a disconnect from Last-Event-ID with what was missed only', async () => {
    const [a, b] = [pick('draft'), pick('draft')];
    const first = await stream(MASTER);
    await save(h, MASTER, a.locale, [{ key: a.key, text: 'Antes' }], a.namespace);
    const seen = await first.next(rowsOf(a.key));
    first.close();
    await save(h, MASTER, b.locale, [{ key: b.key, text: 'Mientras' }], b.namespace);
    const again = await stream(MASTER, seen.id);
    const missed = await again.next(rowsOf(b.key));
    expect(Number(missed.id)).toBeGreaterThan(Number(seen.id));
    expect(again.events.filter(rowsOf(a.key))).toEqual([]);
  });

  it('tells a client whose id is not kept to fetch again', async () => {
    const s = await stream(MASTER, '999999999');
    const event = await s.next((e) => e.event === 'refetch');
    expect(JSON.parse(event.data)).toMatchObject({ code: 'TOO_OLD' });
  });

  it(`refuses a caller more than ${LIMITS.changeStreamsPerCaller} streams at once`, async () => {
    const key = sessions.reviewer;
    for (let i = 0; i < LIMITS.changeStreamsPerCaller; i++)
      expect((await stream(key)).status).toBe(200);
    const refused = await stream(key);
    expectError(
      { status: refused.status, body: refused.body, headers: new Headers() },
      429,
      'TOO_MANY_STREAMS',
    );
    // Another caller is not held by this one's streams.
    expect((await stream(MASTER)).status).toBe(200);
  });

  it("does not give a caller another project's changes", async () => {
    const free = await h.login(FREELANCER);
    const created = await h.call('POST', '/api/continuous/projects', {
      bearer: free,
      body: { name: 'Elsewhere' },
    });
    const other = await h.call('POST', '/api/integrations/editor/sessions', {
      bearer: free,
      body: { project_id: created.body.project_id },
    });
    const theirs = await stream(other.body.session_key);
    const ours = await stream(MASTER);
    const row = pick('draft');
    await save(h, MASTER, row.locale, [{ key: row.key, text: 'Sólo nuestro' }], row.namespace);
    await ours.next(rowsOf(row.key));
    // A change in their project comes after ours: their stream's first change is theirs.
    const added = await h.call('POST', `/api/projects/${created.body.project_id}/languages`, {
      bearer: free,
      body: { locale: 'de' },
    });
    expect(added.status).toBe(201);
    await h.call('POST', `/api/projects/${created.body.project_id}/languages/de/archive`, {
      bearer: free,
    });
    const first = await theirs.next((e) => e.event === 'rows');
    expect(changesIn(first)).toEqual([
      expect.objectContaining({ locale: 'de', reason: 'archived' }),
    ]);
  });

  it('answers 401 without a key', async () => {
    const s = await stream('');
    expect(s.status).toBe(401);
  });
});
