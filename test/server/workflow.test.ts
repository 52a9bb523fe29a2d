import { describe, expect, it } from 'vitest';
import { editorWorkflow } from '../../lib/contract/editor';
import { DEMO_USERS } from '../../server/demo/seed';
import {
  expectError,
  expectValidation,
  MASTER,
  PUBLISHABLE,
  useDemoService,
  useDemoSessions,
} from './helpers';

const h = useDemoService();
const sessions = useDemoSessions(h);

const workflow = async (key: string | undefined, locale?: string) => {
  const res = await h.call(
    'GET',
    `/api/integrations/editor/workflow${locale ? `?locale=${locale}` : ''}`,
    { key, headers: { 'x-lr-surface': 'extension' } },
  );
  return res;
};
const ok = async (key: string, locale?: string) => {
  const res = await workflow(key, locale);
  expect(res.status).toBe(200);
  return editorWorkflow.parse(res.body);
};

describe('GET /api/integrations/editor/workflow', () => {
  it('describes the project workflow (translate_review) without a locale', async () => {
    const wf = await ok(MASTER);
    expect(wf).toMatchObject({
      workflow_key: 'translate_review',
      workflow_mode: 'per_row',
      work_stage_count: 2,
      locale: null,
    });
    expect(wf.stages).toEqual([
      { index: 0, name: 'Translation', role: 'translator', is_postreview: false },
      { index: 1, name: 'Review', role: 'reviewer', is_postreview: false },
      { index: 2, name: 'Postreview', role: 'reviewer', is_postreview: true },
    ]);
  });

  it("describes de's override (translate_review_proofread) with ?locale=de, and the project's for other locales", async () => {
    const de = await ok(MASTER, 'de');
    expect(de).toMatchObject({
      workflow_key: 'translate_review_proofread',
      work_stage_count: 3,
      locale: 'de',
    });
    expect(de.stages.map((s) => [s.index, s.name, s.is_postreview])).toEqual([
      [0, 'Translation', false],
      [1, 'Review', false],
      [2, 'Proofreading', false],
      [3, 'Postreview', true],
    ]);
    expect(de.stages[2]!.role).toBe('proofreader');
    for (const locale of ['es', 'fr', 'ja', 'it', 'en']) {
      expect(await ok(MASTER, locale)).toMatchObject({
        workflow_key: 'translate_review',
        work_stage_count: 2,
      });
    }
  });

  it("lists the project's target languages, archived ones marked, to the publishable key too", async () => {
    expect((await ok(PUBLISHABLE, 'de')).target_locales).toEqual([
      { locale: 'de', archived: false },
      { locale: 'es', archived: false },
      { locale: 'fr', archived: false },
      { locale: 'it', archived: true },
      { locale: 'ja', archived: false },
    ]);
  });

  it('reports the assigned stages of each user, per locale', async () => {
    expect((await ok(sessions.translator)).user_assigned_stages).toEqual([0]);
    expect((await ok(sessions.translator, 'de')).user_assigned_stages).toEqual([0]);
    expect((await ok(sessions.reviewer)).user_assigned_stages).toEqual([1, 2]);
    expect((await ok(sessions.reviewer, 'es')).user_assigned_stages).toEqual([1, 2]);
    expect((await ok(sessions.reviewer, 'de')).user_assigned_stages).toEqual([1, 2, 3]);
  });

  it('reports is_pm_admin for the project manager and the master key (with no assigned stages), not for others', async () => {
    expect(await ok(sessions.pm, 'de')).toMatchObject({
      is_pm_admin: true,
      user_assigned_stages: [],
      caller_kind: 'session',
      user_id: DEMO_USERS.pm.user_id,
    });
    expect(await ok(MASTER)).toMatchObject({
      is_pm_admin: true,
      user_assigned_stages: [],
      caller_kind: 'master',
    });
    expect(await ok(sessions.translator)).toMatchObject({
      is_pm_admin: false,
      caller_kind: 'session',
      user_id: DEMO_USERS.translator.user_id,
    });
    expect(await ok(sessions.reviewer, 'de')).toMatchObject({ is_pm_admin: false });
    // A publishable key reads the workflow but is no project manager: it may not write.
    expect(await ok(PUBLISHABLE)).toMatchObject({
      is_pm_admin: false,
      caller_kind: 'publishable',
      work_stage_count: 2,
    });
  });

  it('answers 404 for a locale the project does not have, 422 for an empty one, 401 without a key', async () => {
    expectError(await workflow(MASTER, 'xx'), 404, 'LOCALE_NOT_FOUND', 'not_found');
    expectValidation(await workflow(MASTER, '%20'));
    expectError(await workflow(undefined), 401, 'MISSING_API_KEY');
    expectError(await workflow('lr_bogus'), 401, 'INVALID_API_KEY');
  });
});
