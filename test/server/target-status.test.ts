import { describe, expect, it } from 'vitest';
import { targetStatusResponse } from '../../lib/contract/editor';
import { DEMO_USERS } from '../../server/demo/seed';
import {
  entriesOf,
  expectError,
  expectValidation,
  MASTER,
  PM,
  PUBLISHABLE,
  statusOf,
  waitForJob,
  useDemoService,
  useDemoSessions,
} from './helpers';
import { seedRows, type RowKind, type SeedRow } from './seed-rows';

const h = useDemoService();
const sessions = useDemoSessions(h);

/** One seeded row of each state on a locale (this file only reads them, but for the ja fill). */
const one = (locale: 'es' | 'de', kind: RowKind): SeedRow =>
  seedRows(locale, kind, 'common')[0] ?? seedRows(locale, kind)[0]!;
const id = (r: SeedRow) => `${r.namespace}:${r.key}`;

describe('GET /api/integrations/targets/status', () => {
  it('returns every row (delivered or not) with the per-row fields, and null where there is no row', async () => {
    const [delivered, draft, empty, missing] = (
      ['delivered', 'draft', 'empty', 'missing'] as const
    ).map((k) => seedRows('es', k, 'common')[0]!);
    const keys = [delivered!.key, draft!.key, empty!.key, missing!.key];
    const res = await statusOf(h, MASTER, 'es', keys, 'common');
    expect(res.status).toBe(200);
    const body = targetStatusResponse.parse(res.body);
    expect(body).toMatchObject({
      locale: 'es',
      namespace: 'common',
      can_create: true,
      archived: false,
      busy: false,
    });
    expect(Object.keys(body.translations).sort()).toEqual([...keys].sort());
    expect(body.translations[missing!.key]).toBeNull();
    expect(body.translations[delivered!.key]).toEqual({
      text: delivered!.text,
      rowState: 'edited',
      isReady: true,
      isDelivered: true,
      canEdit: true,
      isLocked: false,
      confirmedBy: DEMO_USERS.reviewer.user_id,
      confirmedByName: 'Rin Reviewer',
      stageIndex: 2,
    });
    expect(body.translations[draft!.key]).toMatchObject({
      text: draft!.text,
      rowState: 'edited',
      isReady: false,
      isDelivered: false,
      stageIndex: 0,
      confirmedBy: null,
    });
    expect(body.translations[empty!.key]).toMatchObject({
      text: '',
      rowState: 'empty',
      isDelivered: false,
    });
  });

  it('reports delivery per row: review rows are not delivered, locked ones are, approved non-translatable ones never', async () => {
    const rows = (['review', 'locked', 'locked_review', 'not_translatable'] as const).map((k) =>
      one('es', k),
    );
    const e = await entriesOf(h, MASTER, 'es', rows);
    expect(e[id(rows[0]!)]).toMatchObject({
      stageIndex: 1,
      confirmedBy: DEMO_USERS.translator.user_id,
      isDelivered: false,
    });
    expect(e[id(rows[1]!)]).toMatchObject({ isLocked: true, isReady: true, isDelivered: true });
    expect(e[id(rows[2]!)]).toMatchObject({
      isLocked: true,
      isReady: false,
      stageIndex: 1,
      isDelivered: true,
    });
    expect(e[id(rows[3]!)]).toMatchObject({ isReady: true, isDelivered: false });
  });

  it('reads the namespace given, and the default namespace (common) without one', async () => {
    const row = seedRows('es', 'delivered', 'checkout').find(
      (r) => !seedRows('es', 'delivered', 'common').some((c) => c.key === r.key),
    )!;
    expect(
      (await statusOf(h, MASTER, 'es', [row.key], 'checkout')).body.translations[row.key],
    ).toMatchObject({ text: row.text });
    // The same key in another namespace is another (here: no) row.
    expect(
      (await statusOf(h, MASTER, 'es', [row.key], 'common')).body.translations[row.key],
    ).toBeNull();
    const common = seedRows('es', 'delivered', 'common')[0]!;
    const bare = await h.call(
      'GET',
      `/api/integrations/targets/status?locale=es&keys=${encodeURIComponent(common.key)}`,
      { key: MASTER },
    );
    expect(bare.body).toMatchObject({
      namespace: 'common',
      translations: { [common.key]: { text: common.text } },
    });
  });

  it('reports an archived locale (it) with every entry null, archived true and can_create false', async () => {
    for (const key of [MASTER, sessions.pm, sessions.translator]) {
      const res = await statusOf(h, key, 'it', ['nav.home', 'nav.shop', 'no.such.key']);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        translations: { 'nav.home': null, 'nav.shop': null, 'no.such.key': null },
        archived: true,
        can_create: false,
      });
    }
  });

  /** canEdit = not archived and (pm or (not locked and not postreview and assigned)), by row state. */
  const CAN_EDIT: Record<'translator' | 'reviewer', Partial<Record<RowKind, boolean>>> = {
    translator: {
      empty: true,
      mt: true,
      draft: true,
      review: false,
      delivered: false,
      locked: false,
      locked_review: false,
      not_translatable: false,
    },
    reviewer: {
      empty: false,
      mt: false,
      draft: false,
      review: true,
      delivered: false,
      locked: false,
      locked_review: false,
      not_translatable: false,
    },
  };
  const DE_CAN_EDIT: Record<'translator' | 'reviewer', Partial<Record<RowKind, boolean>>> = {
    // de: stage 2 is proofreading (the reviewer holds 1, 2 and 3 there); postreview is 3.
    translator: {
      draft: true,
      review: false,
      proofread: false,
      delivered: false,
      locked_review: false,
    },
    reviewer: {
      draft: false,
      review: true,
      proofread: true,
      delivered: false,
      locked_review: false,
    },
  };

  it('computes canEdit per row for editor sessions (pm override, lock, postreview, stage assignment)', async () => {
    for (const [locale, table] of [
      ['es', CAN_EDIT],
      ['de', DE_CAN_EDIT],
    ] as const) {
      const kinds = Object.keys(table.translator) as RowKind[];
      const rows = kinds.map((k) => one(locale, k));
      for (const who of ['translator', 'reviewer'] as const) {
        const e = await entriesOf(h, sessions[who], locale, rows);
        const got = Object.fromEntries(kinds.map((k, i) => [k, e[id(rows[i]!)].canEdit]));
        expect({ locale, who, canEdit: got }).toEqual({ locale, who, canEdit: table[who] });
      }
      // The project manager, and server-side keys (treated as permitted), may edit every row.
      for (const key of [sessions.pm, MASTER, PUBLISHABLE]) {
        const e = await entriesOf(h, key, locale, rows);
        expect(rows.map((r) => e[id(r)].canEdit)).toEqual(rows.map(() => true));
      }
    }
  });

  it('reports can_create per caller: pm, master and stage-0 assignees may create rows, the reviewer may not', async () => {
    const canCreate = async (key: string, locale = 'es') =>
      (await statusOf(h, key, locale, ['any.key'])).body.can_create;
    expect(await canCreate(sessions.pm)).toBe(true);
    expect(await canCreate(sessions.translator)).toBe(true);
    expect(await canCreate(sessions.reviewer)).toBe(false);
    expect(await canCreate(sessions.reviewer, 'de')).toBe(false);
    expect(await canCreate(MASTER)).toBe(true);
  });

  it('accepts 1,000 keys and refuses 1,001 with a 422 naming the limit', async () => {
    const keys = (n: number) => Array.from({ length: n }, (_, i) => `bulk.key_${i}`);
    const ok = await statusOf(h, MASTER, 'es', keys(1000));
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body.translations)).toHaveLength(1000);
    const detail = expectValidation(await statusOf(h, MASTER, 'es', keys(1001)));
    expect(detail[0]!.loc).toEqual(['query', 'keys']);
    expect(detail[0]!.msg).toContain('1000');
    expect(detail[0]!.ctx).toEqual({ limit: 1000 });
  });

  it('answers 422 without locale or keys, and 404 for a locale the project does not have', async () => {
    const noLocale = expectValidation(
      await h.call('GET', '/api/integrations/targets/status?keys=nav.home', { key: MASTER }),
    );
    expect(noLocale[0]!.loc).toEqual(['query', 'locale']);
    const noKeys = expectValidation(
      await h.call('GET', '/api/integrations/targets/status?locale=es', { key: MASTER }),
    );
    expect(noKeys[0]!.loc).toEqual(['query', 'keys']);
    expectValidation(
      await h.call('GET', '/api/integrations/targets/status?locale=es&keys=,,', { key: MASTER }),
    );
    expectError(
      await statusOf(h, MASTER, 'xx', ['nav.home']),
      404,
      'LOCALE_NOT_FOUND',
      'not_found',
    );
  });

  it('answers 401 without a key and with an unknown one', async () => {
    const q = '/api/integrations/targets/status?locale=es&keys=nav.home';
    expectError(await h.call('GET', q), 401, 'MISSING_API_KEY', 'authentication_error');
    expectError(
      await h.call('GET', q, { key: 'lr_not_a_key' }),
      401,
      'INVALID_API_KEY',
      'authentication_error',
    );
    // A user's bearer token is not an integration key.
    expectError(await h.call('GET', q, { bearer: await h.login(PM) }), 401, 'MISSING_API_KEY');
  });

  it('reports busy while a fill of the locale is pending, and not after it ends', async () => {
    const row = seedRows('ja', 'delivered', 'common')[0]!;
    expect((await h.call('POST', '/dev/jobs/pause', { key: MASTER })).status).toBe(200);
    const fill = await h.call('POST', '/api/integrations/targets/fill', {
      key: MASTER,
      body: { locale: 'ja', mode: 'copy_source' },
    });
    expect(fill.status).toBe(202);
    for (const key of [MASTER, PUBLISHABLE, sessions.translator]) {
      expect((await statusOf(h, key, 'ja', [row.key])).body.busy).toBe(true);
    }
    // Permissions are reported ignoring the busy gate; other locales are not busy.
    expect(
      (await statusOf(h, sessions.pm, 'ja', [row.key])).body.translations[row.key].canEdit,
    ).toBe(true);
    expect((await statusOf(h, MASTER, 'es', [row.key])).body.busy).toBe(false);

    expect((await h.call('POST', '/dev/jobs/resume', { key: MASTER })).status).toBe(200);
    expect((await waitForJob(h, fill.body.job_id)).status).toBe('completed');
    expect((await statusOf(h, MASTER, 'ja', [row.key])).body.busy).toBe(false);
  });
});
