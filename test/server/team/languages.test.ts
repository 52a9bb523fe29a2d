import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidation, waitForJob } from '../helpers';
import { inviteAndAccept, useTeamService } from './team-helpers';

const t = useTeamService();
const langs = (bearer = t.owner) =>
  t.h.call('GET', `/api/projects/${t.projectId}/languages`, { bearer });
const act = (locale: string, action: string, bearer = t.owner) =>
  t.h.call('POST', `/api/projects/${t.projectId}/languages/${locale}/${action}`, { bearer });

describe('a project created with its languages', () => {
  it('answers and lists the source and the targets it was created with', async () => {
    const res = await t.h.call('POST', '/api/continuous/projects', {
      bearer: t.owner,
      body: { name: 'Docs', source_locale: 'de', target_locales: ['en-gb', 'ja', 'de', 'ja'] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ source_locale: 'de', target_locales: ['en-GB', 'ja'] });
    const listed = await t.h.call('GET', '/api/projects', { bearer: t.owner });
    const docs = listed.body.projects.find((p: { name: string }) => p.name === 'Docs');
    expect(docs.source_locale).toBe('de');
    expect(docs.locales.map((l: { locale: string }) => l.locale)).toEqual(['en-GB', 'ja']);
  });

  it('refuses a language tag that is not BCP 47 (400, validation body)', async () => {
    const res = await t.h.call('POST', '/api/continuous/projects', {
      bearer: t.owner,
      body: { name: 'Bad', target_locales: ['not a tag'] },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail[0].loc).toEqual(['body', 'target_locales', 0]);
  });
});

describe('languages of a project', () => {
  let master: string;
  let publishable: string;
  let member: string;
  beforeAll(async () => {
    const key = (kind: string) =>
      t.h.call('POST', '/api/integration-keys', {
        bearer: t.owner,
        body: { project_id: t.projectId, kind, name: kind },
      });
    master = (await key('master')).body.secret;
    publishable = (await key('publishable')).body.secret;
    member = (await inviteAndAccept(t, 'linguist@team.test')).bearer;
    const sync = await t.h.call('POST', '/api/integrations/sync/batch', {
      key: master,
      body: {
        translations: [
          { key: 'en:common:hello', value: 'Hello' },
          { key: 'fr:common:hello', value: 'Bonjour' },
        ],
      },
    });
    expect((await waitForJob(t.h, sync.body.job_id, master)).status).toBe('completed');
    const locked = await t.h.call('POST', '/api/integrations/targets/transition', {
      key: master,
      body: { locale: 'fr', namespace: 'common', key: 'hello', action: 'lock' },
    });
    expect(locked.status).toBe(200);
  });
  const status = () =>
    t.h.call('GET', '/api/integrations/targets/status?locale=fr&namespace=common&keys=hello', {
      key: master,
    });
  const served = async () =>
    (await t.h.call('GET', '/translations?locale=fr&namespace=common', { key: publishable })).body
      .translations;

  it('lists the source first, each with its workflow; members may read, not change', async () => {
    const res = await langs(member);
    expect(res.body.languages).toEqual([
      { locale: 'en', source: true, archived: false, workflow_key: 'translate_review' },
      { locale: 'de', source: false, archived: false, workflow_key: 'translate_review' },
      { locale: 'fr', source: false, archived: false, workflow_key: 'translate_review' },
    ]);
    expectError(await act('fr', 'archive', member), 403, 'FORBIDDEN');
    expectError(
      await t.h.call('POST', `/api/projects/${t.projectId}/languages`, {
        bearer: member,
        body: { locale: 'it' },
      }),
      403,
      'FORBIDDEN',
    );
  });

  it('adds a language with its own workflow, once; the source cannot be added', async () => {
    const add = (body: unknown) =>
      t.h.call('POST', `/api/projects/${t.projectId}/languages`, { bearer: t.owner, body });
    const res = await add({ locale: 'pt-br', workflow_key: 'translate' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      locale: 'pt-BR',
      source: false,
      archived: false,
      workflow_key: 'translate',
    });
    const workflow = await t.h.call('GET', '/api/integrations/editor/workflow?locale=pt-BR', {
      key: master,
    });
    expect(workflow.body.workflow_key).toBe('translate');
    expectError(await add({ locale: 'pt-BR' }), 409, 'LANGUAGE_EXISTS');
    expectError(await add({ locale: 'en' }), 409, 'LANGUAGE_EXISTS');
    expectValidation(await add({ locale: 'de', workflow_key: 'nope' }));
  });

  it('archives a language: null entries, archived, nothing to create or serve; rows kept', async () => {
    expect((await status()).body.translations.hello).toMatchObject({ text: 'Bonjour' });
    expect(await served()).toEqual({ hello: 'Bonjour' });
    const archived = await act('fr', 'archive');
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ locale: 'fr', archived: true });
    const res = await status();
    expect(res.body).toMatchObject({
      translations: { hello: null },
      archived: true,
      can_create: false,
    });
    expect(await served()).toEqual({});
    const listed = await t.h.call('GET', '/api/projects', { bearer: t.owner });
    const shop = listed.body.projects.find(
      (p: { project_id: string }) => p.project_id === t.projectId,
    );
    expect(shop.locales).toContainEqual({ locale: 'fr', live: false, archived: true });
  });

  it('restores it with its rows as they were', async () => {
    const restored = await act('fr', 'restore');
    expect(restored.body).toMatchObject({ locale: 'fr', archived: false });
    const res = await status();
    expect(res.body.archived).toBe(false);
    expect(res.body.translations.hello).toMatchObject({ text: 'Bonjour', isLocked: true });
    expect(await served()).toEqual({ hello: 'Bonjour' });
  });

  it('refuses to archive the source, and answers 404 for a language the project lacks', async () => {
    expectError(await act('en', 'archive'), 409, 'SOURCE_LANGUAGE');
    expectError(await act('sv', 'archive'), 404, 'NOT_FOUND');
    expectError(
      await t.h.call('GET', '/api/projects/no-such-project/languages', { bearer: t.owner }),
      404,
      'NOT_FOUND',
    );
  });

  it("changes a language's workflow: rows in postreview stay in postreview", async () => {
    const confirm = () =>
      t.h.call('POST', '/api/integrations/targets/transition', {
        key: master,
        body: { locale: 'de', namespace: 'common', key: 'hello', action: 'confirm' },
      });
    const save = await t.h.call('POST', '/api/integrations/targets/save', {
      key: master,
      body: { locale: 'de', namespace: 'common', rows: [{ key: 'hello', text: 'Hallo' }] },
    });
    expect(save.body.results.hello.ok).toBe(true);
    expect((await confirm()).body.entry.stageIndex).toBe(1);
    expect((await confirm()).body.entry.stageIndex).toBe(2); // postreview of translate_review
    const res = await t.h.call('PUT', `/api/projects/${t.projectId}/languages/de`, {
      bearer: t.owner,
      body: { workflow_key: 'translate_review_proofread' },
    });
    expect(res.body).toMatchObject({ locale: 'de', workflow_key: 'translate_review_proofread' });
    const entry = await t.h.call(
      'GET',
      '/api/integrations/targets/status?locale=de&namespace=common&keys=hello',
      { key: master },
    );
    expect(entry.body.translations.hello.stageIndex).toBe(3);
  });
});
