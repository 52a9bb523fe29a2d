import { describe, expect, it } from 'vitest';
import { saveResponse } from '../../lib/contract/editor';
import { DEMO_USERS } from '../../server/demo/seed';
import { type Harness } from './harness';
import {
  entryOf,
  expectError,
  expectValidation,
  MASTER,
  PUBLISHABLE,
  save,
  statusOf,
  transition,
  translations,
  waitForJob,
  useDemoService,
  useDemoSessions,
} from './helpers';
import { rowPicker, seedRows, type SeedRow } from './seed-rows';

const h = useDemoService();
const sessions = useDemoSessions(h);

/** The gates around every write (archived, read-only, busy, conflict) and the happy path. */
const pick = rowPicker();

const results = (res: Awaited<ReturnType<Harness['call']>>) => {
  expect(res.status).toBe(200);
  return saveResponse.parse(res.body).results;
};
/** Saves one row (base_text optional) and returns its result. */
const saveOne = async (key: string, row: SeedRow, text: string, base_text?: string | null) =>
  results(
    await save(
      h,
      key,
      row.locale,
      [{ key: row.key, text, ...(base_text !== undefined ? { base_text } : {}) }],
      row.namespace,
    ),
  )[row.key]!;
const act = (key: string, row: SeedRow, action: string) =>
  transition(h, key, row.locale, row.key, action, row.namespace);
const entry = (row: SeedRow) => entryOf(h, row.locale, row.key, row.namespace);

describe('archived locale', () => {
  it('refuses every save row with ARCHIVED and every transition with 403 ARCHIVED', async () => {
    const [a, b] = seedRows('it', 'delivered', 'common');
    for (const key of [MASTER, sessions.pm, sessions.translator]) {
      const r = results(
        await save(h, key, 'it', [
          { key: a!.key, text: 'Nuovo' },
          { key: b!.key, text: 'Nuovo' },
        ]),
      );
      expect(r[a!.key]).toMatchObject({ ok: false, code: 'ARCHIVED' });
      expect(r[b!.key]).toMatchObject({ ok: false, code: 'ARCHIVED' });
      for (const action of ['confirm', 'reject', 'approve', 'unapprove', 'lock', 'unlock']) {
        expectError(await act(key, a!, action), 403, 'ARCHIVED', 'permission_error');
      }
    }
    // Nothing changed: the pm's view of it is still all null, the translations read empty.
    expect((await statusOf(h, sessions.pm, 'it', [a!.key])).body).toMatchObject({
      archived: true,
      translations: { [a!.key]: null },
    });
  });
});

describe('publishable key', () => {
  it('is read only: 403 READ_ONLY_KEY on save, transition and fill', async () => {
    const [draft, locked] = [pick('draft'), pick('locked')];
    expectError(
      await save(h, PUBLISHABLE, draft.locale, [{ key: draft.key, text: 'x' }], draft.namespace),
      403,
      'READ_ONLY_KEY',
      'permission_error',
    );
    expectError(await act(PUBLISHABLE, locked, 'unlock'), 403, 'READ_ONLY_KEY');
    const fill = await h.call('POST', '/api/integrations/targets/fill', {
      key: PUBLISHABLE,
      body: { locale: 'es', mode: 'copy_source' },
    });
    expectError(fill, 403, 'READ_ONLY_KEY');
    expect(await entry(locked)).toMatchObject({ isLocked: true });
    expect(await entry(draft)).toMatchObject({ text: draft.text });
    expect((await statusOf(h, MASTER, 'es', ['x'])).body.busy).toBe(false);
  });
});

describe('busy locale (a v1 fill is pending)', () => {
  it('refuses every save row with TARGET_BUSY and transitions with 423 and Retry-After; writes work again after', async () => {
    const [draft, missing, locked] = [
      pick('draft', 'ja'),
      pick('missing', 'ja'),
      pick('locked', 'ja'),
    ];
    await h.call('POST', '/dev/jobs/pause', { key: MASTER });
    const fill = await h.call('POST', '/api/integrations/targets/fill', {
      key: MASTER,
      body: { locale: 'ja', mode: 'copy_source' },
    });
    expect(fill.status).toBe(202);
    try {
      for (const key of [MASTER, sessions.pm, sessions.translator]) {
        for (const row of [draft, missing, locked])
          expect(await saveOne(key, row, '新しい')).toMatchObject({
            ok: false,
            code: 'TARGET_BUSY',
          });
        // Several rows in one save: every one is refused.
        const many = results(
          await save(
            h,
            key,
            'ja',
            seedRows('ja', 'delivered', 'common')
              .slice(0, 3)
              .map((r) => ({ key: r.key, text: 'x' })),
          ),
        );
        expect(Object.values(many).map((r) => r.ok === false && r.code)).toEqual([
          'TARGET_BUSY',
          'TARGET_BUSY',
          'TARGET_BUSY',
        ]);
      }
      for (const [key, row, action] of [
        [MASTER, locked, 'unlock'],
        [sessions.pm, draft, 'lock'],
        [sessions.translator, draft, 'confirm'],
      ] as const) {
        const res = await act(key, row, action);
        expectError(res, 423, 'TARGET_BUSY', 'locked');
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      // Other locales are not busy.
      expect(await saveOne(sessions.translator, pick('draft', 'es'), 'Otra cosa')).toMatchObject({
        ok: true,
      });
      expect(await entry(missing)).toBeNull();
      expect(await entry(draft)).toMatchObject({ text: draft.text, isLocked: false });
    } finally {
      await h.call('POST', '/dev/jobs/resume', { key: MASTER });
    }
    expect((await waitForJob(h, fill.body.job_id)).status).toBe('completed');
    expect(await saveOne(sessions.translator, draft, '新しい')).toMatchObject({ ok: true });
    expect((await act(sessions.translator, draft, 'confirm')).status).toBe(200);
  });
});

describe('save', () => {
  it('answers CONFLICT with the current entry when base_text is not what the service has', async () => {
    const row = pick('delivered');
    const r = await saveOne(MASTER, row, 'Texto nuevo', 'stale text');
    expect(r).toMatchObject({
      ok: false,
      code: 'CONFLICT',
      entry: { text: row.text, isReady: true },
    });
    expect(await entry(row)).toMatchObject({ text: row.text, isReady: true });
    expect(await saveOne(MASTER, row, 'Texto nuevo', row.text)).toMatchObject({
      ok: true,
      entry: { text: 'Texto nuevo' },
    });
    // null base_text skips the check.
    expect(await saveOne(MASTER, row, 'Otro texto', null)).toMatchObject({
      ok: true,
      entry: { text: 'Otro texto' },
    });
  });

  it('a replayed save of the same text succeeds and is applied once', async () => {
    const row = pick('draft');
    expect(await saveOne(sessions.pm, row, 'Texto corregido', row.text)).toMatchObject({
      ok: true,
    });
    const confirmed = await act(sessions.pm, row, 'confirm');
    expect(confirmed.body.entry).toMatchObject({
      stageIndex: 1,
      confirmedBy: DEMO_USERS.pm.user_id,
    });
    // The outbox sends the same save again: no conflict, and the confirmation is not undone.
    const replay = await saveOne(sessions.pm, row, 'Texto corregido', row.text);
    expect(replay).toMatchObject({
      ok: true,
      entry: { text: 'Texto corregido', stageIndex: 1, confirmedBy: DEMO_USERS.pm.user_id },
    });
    expect(await entry(row)).toMatchObject({ stageIndex: 1, confirmedBy: DEMO_USERS.pm.user_id });
  });

  it('creates a row for a key without one when the caller may create rows; the reviewer may not', async () => {
    const [mine, theirs] = [pick('missing'), pick('missing')];
    expect(await saveOne(sessions.translator, mine, 'Nueva fila', '')).toMatchObject({
      ok: true,
      entry: {
        text: 'Nueva fila',
        rowState: 'edited',
        stageIndex: 0,
        confirmedBy: null,
        canEdit: true,
      },
    });
    expect(await entry(mine)).toMatchObject({ text: 'Nueva fila' });
    expect(await saveOne(sessions.reviewer, theirs, 'Nueva fila')).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
    expect(await entry(theirs)).toBeNull();
  });

  it('answers NOT_FOUND per row for a key the namespace does not have, and judges each row on its own', async () => {
    const row = pick('delivered', 'es', 'common');
    const r = results(
      await save(h, MASTER, 'es', [
        { key: 'no.such.key', text: 'x' },
        { key: row.key, text: 'Cambiado' },
      ]),
    );
    expect(r['no.such.key']).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(r[row.key]).toMatchObject({ ok: true });
    expect(await entryOf(h, 'es', 'no.such.key')).toBeNull();
  });

  it('answers 404 for an unknown locale and 422 for a bad body', async () => {
    expectError(
      await save(h, MASTER, 'xx', [{ key: 'nav.home', text: 'x' }]),
      404,
      'LOCALE_NOT_FOUND',
    );
    expectValidation(await save(h, MASTER, 'es', []));
    expectValidation(
      await h.call('POST', '/api/integrations/targets/save', {
        key: MASTER,
        body: { locale: 'es', rows: [{ key: 'nav.home', text: 'x' }] },
      }),
    );
  });
});

describe('transition', () => {
  it('answers 404 for a key without a row and for an unknown key, 422 for an unknown action', async () => {
    expectError(await act(MASTER, pick('missing'), 'confirm'), 404, 'NOT_FOUND', 'not_found');
    expectError(await transition(h, MASTER, 'es', 'no.such.key', 'lock'), 404, 'NOT_FOUND');
    const detail = expectValidation(await transition(h, MASTER, 'es', 'nav.home', 'publish'));
    expect(detail[0]!.loc).toEqual(['body', 'action']);
  });
});

describe('the whole workflow', () => {
  it('translator writes and confirms, the reviewer reviews, proofreads and approves: GET /translations serves it', async () => {
    // de uses translate_review_proofread: postreview is stage 3; the reviewer holds 1, 2 and 3 there.
    const row = pick('missing', 'de');
    expect(
      (await statusOf(h, sessions.translator, 'de', [row.key], row.namespace)).body,
    ).toMatchObject({
      can_create: true,
      translations: { [row.key]: null },
    });
    expect(await saveOne(sessions.translator, row, 'Mein Konto', '')).toMatchObject({ ok: true });
    const step = async (who: string, action: string) => {
      const res = await act(who, row, action);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.entry;
    };
    const served = async () =>
      (await translations(h, 'de', row.namespace)).body.translations[row.key];
    expect(await step(sessions.translator, 'confirm')).toMatchObject({
      stageIndex: 1,
      confirmedBy: DEMO_USERS.translator.user_id,
    });
    expect(await step(sessions.reviewer, 'confirm')).toMatchObject({
      stageIndex: 2,
      confirmedBy: DEMO_USERS.reviewer.user_id,
    });
    expect(await step(sessions.reviewer, 'confirm')).toMatchObject({
      stageIndex: 3,
      isReady: false,
      isDelivered: false,
      canEdit: false,
    });
    expect(await served()).toBeUndefined();
    expectError(await act(sessions.reviewer, row, 'confirm'), 403, 'POSTREVIEW');
    expect(await step(sessions.reviewer, 'approve')).toMatchObject({
      isReady: true,
      isDelivered: true,
    });
    expect(await served()).toBe('Mein Konto');
    expect((await translations(h, 'de')).body.namespaces[row.namespace][row.key]).toBe(
      'Mein Konto',
    );
  });
});
