import { describe, expect, it } from 'vitest';
import type { PageFitResult } from '../../../lib/readiness/fit-report';
import { siteMarkdown, summaryText } from '../../../lib/readiness/site-format';
import { siteReport, type PageResult } from '../../../lib/readiness/site-report';

const page = (url: string, fit?: PageFitResult): PageResult => ({
  url,
  locale: 'de',
  keys: [{ namespace: 'ns', key: 'buy', delivered: true, reason: null, why: null }],
  untranslated: [],
  ...(fit ? { fit } : {}),
});
const buy = { namespace: 'ns', key: 'buy', kind: 'delivered', text: 'Zahlungspflichtig' } as const;
const cutInGerman: PageFitResult = {
  locales: [
    { locale: 'de', pseudo: false, misfits: [{ ...buy, reason: 'cut' }] },
    { locale: 'fr', pseudo: false, misfits: [] },
    { locale: 'en-XA', pseudo: true, misfits: [] },
  ],
};
const pseudoOnly: PageFitResult = {
  locales: [
    { locale: 'de', pseudo: false, misfits: [] },
    {
      locale: 'en-XA',
      pseudo: true,
      misfits: [{ ...buy, reason: 'wrap', kind: 'pseudo', text: '[ßüŷ one]' }],
    },
  ],
};

describe('siteReport with fit', () => {
  it.each([
    ['not measured (no --fit)', [page('http://a/')], 0, undefined],
    ['every key fits', [page('http://a/', { locales: [] })], 0, 0],
    ['a key cut off in German', [page('http://a/', cutInGerman)], 1, 1],
    ['only the pseudo-language misfits (a warning)', [page('http://a/', pseudoOnly)], 0, 0],
    [
      'the same key cut on two pages counts once',
      [page('http://a/', cutInGerman), page('http://a/b', cutInGerman)],
      1,
      1,
    ],
  ])('%s: exit %i', (_, pages, exitCode, notFitting) => {
    const r = siteReport(pages);
    expect(r.summary.exitCode).toBe(exitCode);
    expect(r.summary.notFitting).toBe(notFitting);
  });

  it('lists each key per language with every page and reason, in the text and Markdown', () => {
    const r = siteReport([page('http://a/', cutInGerman), page('http://a/b', pseudoOnly)]);
    expect(r.fit).toEqual([
      {
        ...buy,
        reason: 'cut',
        locale: 'de',
        pseudo: false,
        pages: [{ url: 'http://a/', reason: 'cut' }],
      },
      {
        ...buy,
        reason: 'wrap',
        kind: 'pseudo',
        text: '[ßüŷ one]',
        locale: 'en-XA',
        pseudo: true,
        pages: [{ url: 'http://a/b', reason: 'wrap' }],
      },
    ]);
    const text = summaryText(r);
    expect(text).toContain('Does not fit in de (1):\n  ns:buy — cut off (delivered) on http://a/');
    expect(text).toContain('Does not fit in en-XA (1, pseudo-language: a warning only)');
    expect(text).toContain('ns:buy — wraps onto more lines than the source (pseudo) on http://a/b');
    expect(text.trimEnd().split('\n').pop()).toBe('Some keys do not fit.');
    expect(siteMarkdown(r)).toContain('| buy | ns | cut off | Zahlungspflichtig | http://a/ |');
  });

  it('says so when every key fits', () => {
    const r = siteReport([page('http://a/', { locales: [] })]);
    expect(summaryText(r)).toContain('Every key fits in every language measured.');
    expect(summaryText(r).trimEnd().split('\n').pop()).toBe('Every key found would be delivered.');
  });
});
