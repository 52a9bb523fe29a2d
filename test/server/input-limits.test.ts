import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import {
  entryOf,
  expectBatchValidation,
  expectError,
  expectValidation,
  MASTER,
  save,
  statusOf,
} from './helpers';
import { seedRows } from './seed-rows';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const LONE = 'x\ud800y';

describe('ill-formed UTF-16 is refused, not silently replaced', () => {
  it('a lone surrogate in any text field of a save is a 422 naming the field', async () => {
    const row = seedRows('de', 'delivered', 'common')[0]!;
    const cases: [Record<string, unknown>, (string | number)[]][] = [
      [{ key: row.key, text: LONE }, ['body', 'rows', 0, 'text']],
      [{ key: row.key, text: 'ok', base_text: LONE }, ['body', 'rows', 0, 'base_text']],
      [{ key: `${row.key}\udfff`, text: 'ok' }, ['body', 'rows', 0, 'key']],
    ];
    for (const [r, loc] of cases) {
      const detail = expectValidation(await save(h, MASTER, 'de', [r as never]));
      expect(detail[0]).toMatchObject({ loc, type: 'string_ill_formed' });
    }
    const badLocale = await h.call('POST', '/api/integrations/targets/save', {
      key: MASTER,
      body: { locale: 'd\ud800e', namespace: 'common', rows: [{ key: row.key, text: 'ok' }] },
    });
    expect(expectValidation(badLocale)[0]!.loc).toEqual(['body', 'locale']);
    expect(await entryOf(h, 'de', row.key)).toMatchObject({ text: row.text });
  });

  it('the sync batch and sign-in refuse it too; well-formed astral text is stored exactly', async () => {
    const batch = await h.call('POST', '/api/integrations/sync/batch', {
      key: MASTER,
      body: { translations: [{ key: 'en:utf:a', value: LONE }] },
    });
    expect(expectBatchValidation(batch).detail[0]!.loc).toEqual([
      'body',
      'translations',
      0,
      'value',
    ]);
    const login = await h.call('POST', '/auth/login', {
      body: { email: 'pm@demo.test', password: `p\udc00` },
    });
    expect(expectValidation(login)[0]!.loc).toEqual(['body', 'password']);

    const row = seedRows('de', 'delivered', 'common')[1]!;
    const text = 'Grüße 😀 𝄞';
    const saved = await save(h, MASTER, 'de', [{ key: row.key, text, base_text: row.text }]);
    expect(saved.body.results[row.key]).toMatchObject({ ok: true, entry: { text } });
    // What was acknowledged is what a later save must name as its base.
    const next = await save(h, MASTER, 'de', [{ key: row.key, text: 'Danach', base_text: text }]);
    expect(next.body.results[row.key]).toMatchObject({ ok: true });
  });
});

describe('an error answer stays small whatever the request held', () => {
  it('a sync batch of 10,000 bad items gets 100 details and a count of the rest', async () => {
    const translations = Array.from({ length: 10_000 }, (_, i) => ({ key: i, value: null }));
    const res = await h.call('POST', '/api/integrations/sync/batch', {
      key: MASTER,
      body: { translations },
    });
    const error = expectBatchValidation(res);
    expect(JSON.stringify(res.body).length).toBeLessThan(40_000);
    expect(error.detail).toHaveLength(101);
    expect(error.detail[100]).toMatchObject({
      type: 'too_many_errors',
      ctx: { omitted: 19_900, total: 20_000 },
    });
    expect(error.message).toContain('19999 more');
  });

  it('bad composite keys are capped the same way, their echoed input too', async () => {
    const long = 'k'.repeat(20_000);
    const translations = Array.from({ length: 150 }, (_, i) => ({
      key: `${long}${i}`,
      value: 'v',
    }));
    const res = await h.call('POST', '/api/integrations/sync/batch', {
      key: MASTER,
      body: { translations },
    });
    expectBatchValidation(res);
    expect(JSON.stringify(res.body).length).toBeLessThan(60_000);
  });

  it('a huge locale is not echoed back whole', async () => {
    const locale = 'x'.repeat(200_000);
    const status = await statusOf(h, MASTER, locale, ['a']);
    expectError(status, 404, 'LOCALE_NOT_FOUND');
    expect(status.body.error.message.length).toBeLessThan(500);
    const saved = await save(h, MASTER, 'y'.repeat(900_000), [{ key: 'a', text: 'b' }]);
    expectError(saved, 404, 'LOCALE_NOT_FOUND');
    expect(JSON.stringify(saved.body).length).toBeLessThan(1_000);
    const missing = await h.call('GET', `/${'z'.repeat(100_000)}`);
    expectError(missing, 404, 'NOT_FOUND');
    expect(missing.body.error.message.length).toBeLessThan(500);
  });

  it('a save of 1,000 invalid rows gets 100 details and a count', async () => {
    const rows = Array.from({ length: 1_000 }, () => ({ key: '', text: 5 }));
    const detail = expectValidation(await save(h, MASTER, 'de', rows as never));
    expect(detail).toHaveLength(101);
    expect(detail[100]).toMatchObject({ type: 'too_many_errors', ctx: { omitted: 1_900 } });
  });
});
