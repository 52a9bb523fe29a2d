import { describe, expect, it } from 'vitest';
import { entriesOf, MASTER, useDemoService, waitForJob } from './helpers';
import { seedRows } from './seed-rows';

/** Machine translation where the editor meets it: the v1 fill and the sync batch's auto_translate. */
const h = useDemoService();

describe('machine translation in fills and syncs (Apertium)', () => {
  it('fills the empty Spanish rows with real translations, marked machine_translated, and leaves text alone', async () => {
    const holes = [...seedRows('es', 'empty', 'common'), ...seedRows('es', 'missing', 'common')];
    const kept = seedRows('es', 'draft', 'common');
    const res = await h.call('POST', '/api/integrations/targets/fill', {
      key: MASTER,
      body: { locale: 'es', mode: 'machine_translation', namespace: 'common' },
    });
    expect(res.status).toBe(202);
    expect((await waitForJob(h, res.body.job_id)).status).toBe('completed');
    const after = await entriesOf(h, MASTER, 'es', [...holes, ...kept]);
    for (const row of holes) {
      const entry = after[`${row.namespace}:${row.key}`];
      expect(entry).toMatchObject({ rowState: 'machine_translated', isReady: false });
      expect(entry.text).not.toBe('');
      // A translation, not a copy (Apertium changes at least one word of every demo source).
      expect(entry.text).not.toBe(row.source);
    }
    for (const row of kept) expect(after[`${row.namespace}:${row.key}`].text).toBe(row.text);
  });

  it('fills French through Spanish (no direct pair is installed)', async () => {
    const [hole] = seedRows('fr', 'empty', 'common');
    const res = await h.call('POST', '/api/integrations/targets/fill', {
      key: MASTER,
      body: { locale: 'fr', mode: 'machine_translation', namespace: 'common' },
    });
    expect((await waitForJob(h, res.body.job_id)).status).toBe('completed');
    const entry = (await entriesOf(h, MASTER, 'fr', [hole!]))[`common:${hole!.key}`];
    expect(entry.rowState).toBe('machine_translated');
    expect(entry.text).not.toBe(hole!.source);
  });

  it('auto_translate fills the new source keys into every language an engine reaches, and says which', async () => {
    const res = await h.call('POST', '/api/integrations/sync/batch', {
      key: MASTER,
      body: {
        translations: [
          { key: 'en:common:auto.greeting', value: 'Welcome back, {name}!' },
          { key: 'en:common:auto.cart', value: 'Your cart is empty' },
        ],
        auto_translate: true,
      },
    });
    expect(res.status).toBe(202);
    expect(res.body.message).toBe('Queued 2 keys; then machine translation into es, fr');
    expect((await waitForJob(h, res.body.job_id)).status).toBe('completed');
    // The fills run after the sync, each keeping its language busy until it ends (a busy machine
    // translating on PostgreSQL takes seconds).
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      const rows = await h.call(
        'GET',
        '/api/integrations/targets/status?locale=fr&namespace=common&keys=auto.greeting,auto.cart',
        { key: MASTER },
      );
      if (!rows.body.busy && rows.body.translations['auto.cart']) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    for (const locale of ['es', 'fr']) {
      const rows = await h.call(
        'GET',
        `/api/integrations/targets/status?locale=${locale}&namespace=common&keys=auto.greeting,auto.cart`,
        { key: MASTER },
      );
      const greeting = rows.body.translations['auto.greeting'];
      expect(greeting).toMatchObject({ rowState: 'machine_translated' });
      expect(greeting.text).toContain('{name}');
      expect(rows.body.translations['auto.cart'].text).not.toBe('Your cart is empty');
    }
    const de = await h.call(
      'GET',
      '/api/integrations/targets/status?locale=de&namespace=common&keys=auto.cart',
      { key: MASTER },
    );
    expect(de.body.translations['auto.cart']).toBeNull();
  });
});
