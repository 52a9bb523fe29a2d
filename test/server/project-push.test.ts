import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID } from '../../server/demo/seed';
import { expectError, MASTER, PM, save, TRANSLATOR, useDemoService } from './helpers';

/**
 * A manager's uploads and downloads with their own sign-in (the options page): the same plan as
 * the integration push, with the base taken from the service's journals.
 */
const h = useDemoService();
const NS = 'uploads';
const at = `/api/projects/${DEMO_PROJECT_ID}`;
let pm = '';
beforeAll(async () => {
  pm = await h.login(PM);
});

const file = (locale: string, texts: Record<string, string>) => ({
  locale,
  namespace: NS,
  entries: Object.entries(texts).map(([key, value]) => ({ key, value })),
});
const upload = (files: ReturnType<typeof file>[], options: Record<string, unknown> = {}) =>
  h.call('POST', `${at}/push`, { bearer: pm, body: { files, ...options } });
const actions = (res: { body: { changes: { key: string; action: string }[] } }) =>
  res.body.changes.map((c) => `${c.key}:${c.action}`);

describe("a manager's upload", () => {
  it('is refused without a sign-in, and to a member who does not manage the project', async () => {
    const body = { files: [file('en', { a: 'A' })] };
    expectError(await h.call('POST', `${at}/push`, { body }), 401, 'NOT_AUTHENTICATED');
    const member = await h.login(TRANSLATOR);
    expectError(await h.call('POST', `${at}/push`, { bearer: member, body }), 403, 'FORBIDDEN');
    expectError(await h.call('GET', `${at}/texts?locale=de`, { bearer: member }), 403, 'FORBIDDEN');
  });

  it('creates keys, journaled as the manager, and a restore takes them back', async () => {
    const res = await upload([file('en', { 'up.one': 'One', 'up.two': 'Two' })]);
    expect(res.status).toBe(200);
    expect(actions(res)).toEqual(['up.one:create', 'up.two:create']);
    const journals = await h.call('GET', '/api/integrations/push/journals', { key: MASTER });
    expect(journals.body.journals[0]).toMatchObject({
      journal_id: res.body.journal,
      actor: { name: expect.stringContaining('Priya') },
    });
    const restored = await h.call('POST', `${at}/push/journals/${res.body.journal}/restore`, {
      bearer: pm,
      body: {},
    });
    expect(actions(restored)).toEqual(['up.one:remove', 'up.two:remove']);
    const texts = await h.call('GET', `${at}/texts?locale=en&namespace=${NS}`, { bearer: pm });
    expect(texts.body.texts).toEqual([]);
  });

  it('updates a text the last upload wrote; one changed in the service since is a conflict', async () => {
    await upload([file('en', { 'c.kept': 'Kept', 'c.edited': 'Edited' })]);
    await upload([file('de', { 'c.kept': 'Behalten', 'c.edited': 'Bearbeitet' })]);
    const edit = await save(h, MASTER, 'de', [{ key: 'c.edited', text: 'Im Dienst geändert' }], NS);
    expect(edit.status).toBe(200);
    const plan = await upload([file('de', { 'c.kept': 'Behalten!', 'c.edited': 'Neu' })], {
      dry_run: true,
    });
    expect(plan.body.changes).toMatchObject([
      { key: 'c.kept', action: 'update', from: 'Behalten', to: 'Behalten!', written: false },
      { key: 'c.edited', action: 'conflict', from: 'Im Dienst geändert', to: 'Neu' },
    ]);
    const applied = await upload([file('de', { 'c.kept': 'Behalten!', 'c.edited': 'Neu' })]);
    expect(applied.body.changes.map((c: { written: boolean }) => c.written)).toEqual([true, false]);
    const texts = await h.call('GET', `${at}/texts?locale=de&namespace=${NS}`, { bearer: pm });
    expect(texts.body.texts.map((t: { key: string; text: string }) => [t.key, t.text])).toEqual([
      ['c.edited', 'Im Dienst geändert'],
      ['c.kept', 'Behalten!'],
    ]);
  });

  it('treats a text no upload or push wrote as a conflict when the file differs', async () => {
    const served = await h.call('GET', `${at}/texts?locale=de&namespace=common`, { bearer: pm });
    const row = served.body.texts.find((t: { text: string | null }) => t.text !== null);
    const res = await h.call('POST', `${at}/push`, {
      bearer: pm,
      body: {
        dry_run: true,
        files: [{ locale: 'de', namespace: 'common', entries: [{ key: row.key, value: 'Neu' }] }],
      },
    });
    expect(actions(res)).toEqual([`${row.key}:conflict`]);
  });

  it('answers 404 for a language the project does not have', async () => {
    const res = await h.call('GET', `${at}/texts?locale=xx`, { bearer: pm });
    expectError(res, 404, 'LOCALE_NOT_FOUND');
  });
});
