import { describe, expect, it } from 'vitest';
import { pageResult, siteReport, type PageResult } from '../../../lib/readiness/site-report';
import { siteMarkdown, summaryText } from '../../../lib/readiness/site-format';
import { page } from '../panel/fixtures';

const URL = 'http://127.0.0.1/demo/';
const result = (over: Partial<PageResult> = {}): PageResult => ({
  url: URL,
  locale: 'de',
  keys: [{ namespace: 'ns', key: 'a', delivered: true, reason: null, why: null }],
  untranslated: [],
  ...over,
});
const missing = {
  namespace: 'ns',
  key: 'b',
  delivered: false,
  reason: 'no_row',
  why: 'No translation exists yet',
};

describe('pageResult', () => {
  it("reports each key of a page in its language once, with the reason's code and words", () => {
    const r = pageResult(URL, page());
    expect(r.locale).toBe('de');
    expect(r.keys).toHaveLength(7);
    expect(r.keys).toContainEqual({
      namespace: 'checkout',
      key: 'pay.title',
      delivered: false,
      reason: 'in_stage',
      why: 'Still in Review (stage 2 of 2)',
    });
    expect(r.keys.filter((k) => k.delivered).map((k) => k.key)).toEqual([
      'nav.home',
      'footer.copy',
    ]);
  });

  it('counts a key whose status could not be read as not delivered', () => {
    const p = page();
    p.report.keys[1]!.status = 'unknown';
    expect(pageResult(URL, p).keys).toContainEqual({
      namespace: 'common',
      key: 'nav.cart',
      delivered: false,
      reason: 'unknown',
      why: 'Its status could not be read',
    });
  });

  it('says a page in the source language is served as it is, and how to check a translation', () => {
    const r = pageResult(URL, page(undefined, { isSource: true, locale: 'en' }));
    expect(r.keys.every((k) => k.delivered)).toBe(true);
    expect(r.note).toMatch(/source language \(en\): pass --locale/);
  });

  it('counts every key of a page in a language the project lacks as not delivered', () => {
    const p = page(undefined, { locale: null });
    p.report.locale = 'pt';
    const r = pageResult(URL, p);
    expect(r.keys.every((k) => k.reason === 'no_locale' && !k.delivered)).toBe(true);
    expect(r.note).toBe('The project has no language for this page (lang: pt)');
  });

  it('says when the service did not answer', () => {
    const r = pageResult(URL, page(undefined, { problem: 'Cannot reach http://svc' }));
    expect(r.error).toEqual({ kind: 'service', message: 'Cannot reach http://svc' });
  });
});

describe('siteReport', () => {
  it('joins the pages: each key once per language, with the pages it is on', () => {
    const r = siteReport([
      result({ url: 'http://s/1' }),
      result({ url: 'http://s/2', keys: [result().keys[0]!, missing] }),
    ]);
    expect(r.keys).toEqual([
      { ...result().keys[0], locale: 'de', pages: ['http://s/1', 'http://s/2'] },
      { ...missing, locale: 'de', pages: ['http://s/2'] },
    ]);
    expect(r.summary).toEqual({
      pages: 2,
      pagesWithErrors: 0,
      keys: 2,
      delivered: 1,
      notDelivered: 1,
      share: 0.5,
      byReason: { no_row: 1 },
      exitCode: 1,
    });
  });

  it.each([
    ['every key delivered', [result()], 0],
    ['a key not delivered', [result({ keys: [missing] })], 1],
    [
      'a page that did not load',
      [result(), result({ keys: [], error: { kind: 'load', message: 'HTTP 500' } })],
      1,
    ],
    ['no key on any page', [result({ keys: [] })], 1],
    [
      'the service did not answer',
      [result(), result({ keys: [], error: { kind: 'service', message: 'x' } })],
      2,
    ],
  ])('exits with the right code for %s', (_, pages, code) => {
    expect(siteReport(pages).summary.exitCode).toBe(code);
  });

  it('prints and writes what is not delivered, page by page', () => {
    const r = siteReport([
      result({ keys: [missing], untranslated: [{ text: 'Buy | now', path: 'main > p' }] }),
    ]);
    expect(summaryText(r)).toContain('  ns:b — No translation exists yet');
    const md = siteMarkdown(r);
    expect(md).toContain('| b | ns | No translation exists yet |');
    expect(md).toContain('| Buy \\| now | main \\> p |');
  });
});
