import { describe, expect, it } from 'vitest';
import {
  expectError,
  expectValidation,
  MASTER,
  PUBLISHABLE,
  statusOf,
  useDemoService,
  useDemoSessions,
  waitForJob,
} from './helpers';
import { seedRows } from './seed-rows';

/** Context for translators over HTTP: description, other languages, history, comments. */
const h = useDemoService();
const sessions = useDemoSessions(h);

const context = (key: string, q: { locale: string; namespace: string; key: string }) =>
  h.call('GET', `/api/integrations/targets/context?${new URLSearchParams(q)}`, { key });

describe('a row in context', () => {
  it('tells the story of a row: edit, confirm, reject with a reason, newest first, by name', async () => {
    const [row] = seedRows('es', 'draft', 'common');
    const where = { locale: 'es', namespace: 'common', key: row!.key };
    const save = await h.call('POST', '/api/integrations/targets/save', {
      key: sessions.translator,
      body: { ...where, rows: [{ key: row!.key, text: 'Texto nuevo', base_text: row!.text }] },
    });
    expect(save.body.results[row!.key].ok).toBe(true);
    const confirm = await h.call('POST', '/api/integrations/targets/transition', {
      key: sessions.translator,
      body: { ...where, action: 'confirm' },
    });
    expect(confirm.body.entry).toMatchObject({
      confirmedBy: expect.any(String),
      confirmedByName: 'Tomás Translator',
    });
    const reject = await h.call('POST', '/api/integrations/targets/transition', {
      key: sessions.reviewer,
      body: { ...where, action: 'reject', reason: 'Use the formal "usted" form' },
    });
    expect(reject.status).toBe(200);

    const { status, body } = await context(sessions.translator, where);
    expect(status).toBe(200);
    expect(body.source).toEqual({ locale: 'en', text: row!.source });
    expect(
      body.history
        .slice(0, 3)
        .map((e: { action: string; actor: { name: string } }) => [e.action, e.actor.name]),
    ).toEqual([
      ['reject', 'Rin Reviewer'],
      ['confirm', 'Tomás Translator'],
      ['edit', 'Tomás Translator'],
    ]);
    expect(body.history[2]).toMatchObject({ text: 'Texto nuevo', stage_index: 0 });
    expect(body.comments[0]).toMatchObject({
      text: 'Use the formal "usted" form',
      actor: { name: 'Rin Reviewer' },
    });
    expect(body.translations.es).toMatchObject({ text: 'Texto nuevo', stageIndex: 0 });
    expect(Object.keys(body.translations)).toEqual(expect.arrayContaining(['de', 'fr']));
  });

  it("carries the key's description, sent with the source in a sync batch", async () => {
    const sync = await h.call('POST', '/api/integrations/sync/batch', {
      key: MASTER,
      body: {
        translations: [
          {
            key: 'en:common:context.cta',
            value: 'Shop now',
            description: 'Button on the home banner; keep it short',
          },
          { key: 'de:common:context.cta', value: 'Jetzt einkaufen' },
        ],
      },
    });
    expect((await waitForJob(h, sync.body.job_id)).status).toBe('completed');
    const { body } = await context(PUBLISHABLE, {
      locale: 'de',
      namespace: 'common',
      key: 'context.cta',
    });
    expect(body).toMatchObject({
      description: 'Button on the home banner; keep it short',
      source: { text: 'Shop now' },
      translations: { de: { text: 'Jetzt einkaufen' } },
    });
    expect(body.history[0]).toMatchObject({
      action: 'sync',
      text: 'Jetzt einkaufen',
      actor: { name: 'Locale Lens' },
    });
  });

  it('takes comments from sessions and the master key, never the publishable key', async () => {
    const where = { locale: 'de', namespace: 'common', key: 'nav.home' };
    const add = await h.call('POST', '/api/integrations/targets/comments', {
      key: sessions.translator,
      body: { ...where, text: 'Is "Startseite" too long for the menu?' },
    });
    expect(add.status).toBe(201);
    expect(add.body).toMatchObject({
      text: 'Is "Startseite" too long for the menu?',
      actor: { name: 'Tomás Translator' },
    });
    const { body } = await context(MASTER, where);
    expect(body.comments[0].id).toBe(add.body.id);
    expectError(
      await h.call('POST', '/api/integrations/targets/comments', {
        key: PUBLISHABLE,
        body: { ...where, text: 'x' },
      }),
      403,
      'READ_ONLY_KEY',
    );
    expectValidation(
      await h.call('POST', '/api/integrations/targets/comments', {
        key: MASTER,
        body: { ...where, text: 'x'.repeat(1001) },
      }),
    );
    expectError(
      await h.call('POST', '/api/integrations/targets/comments', {
        key: MASTER,
        body: { ...where, key: 'no.such.key', text: 'x' },
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('names the fill in the history of the rows it filled', async () => {
    const [hole] = seedRows('es', 'empty', 'checkout');
    const fill = await h.call('POST', '/api/integrations/targets/fill', {
      key: sessions.pm,
      body: { locale: 'es', mode: 'copy_source', namespace: 'checkout' },
    });
    expect((await waitForJob(h, fill.body.job_id)).status).toBe('completed');
    const { body } = await context(MASTER, { locale: 'es', namespace: 'checkout', key: hole!.key });
    expect(body.history[0]).toMatchObject({
      action: 'fill',
      text: hole!.source,
      actor: { name: 'Priya Manager' },
    });
    const status = await statusOf(h, MASTER, 'es', [hole!.key], 'checkout');
    expect(status.body.translations[hole!.key].rowState).toBe('machine_translated');
  });
});
