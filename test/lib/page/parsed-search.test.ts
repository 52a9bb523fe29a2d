// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEFAULT_NAMESPACE_STAND_IN } from '../../../lib/messaging/default-namespace';
import { searchWhenParsed } from '../../../lib/page/parsed-search';
import type { ParseScan } from '../../../lib/page/first-scan';
import type { ScanResult } from '../../../lib/page/scan';
import { encodeTolgee } from '../i18n-keys/fixtures/marker-encoding';

/** A document still being parsed, holding an attribute's key and a marker's. */
function parsing(): Document {
  const doc = document.implementation.createHTMLDocument('shop');
  doc.body.innerHTML =
    '<span data-tolgee-key-only="nav.home">Start</span>' +
    `<b>${encodeTolgee('Warenkorb', { key: 'cart.title', namespace: 'checkout' })}</b>` +
    '<p>Versand</p>';
  Object.defineProperty(doc, 'readyState', { value: 'loading', configurable: true });
  return doc;
}

const parsed = (doc: Document) => {
  Object.defineProperty(doc, 'readyState', { value: 'interactive' });
  doc.dispatchEvent(new Event('DOMContentLoaded'));
};

describe('the search when the page is parsed', () => {
  it('reports what attributes and markers name, the default namespace as a stand-in', () => {
    const doc = parsing();
    const found: ScanResult[] = [];
    searchWhenParsed(
      doc,
      {},
      () => undefined,
      (r) => found.push(r),
    );
    expect(found).toEqual([]); // nothing before the page is parsed
    parsed(doc);
    expect(found.map((r) => r.hits.map((h) => `${h.namespace}:${h.key}`))).toEqual([
      [`${DEFAULT_NAMESPACE_STAND_IN}:nav.home`, 'checkout:cart.title'],
    ]);
  });

  it.each([
    { left: 'short', finished: true, reported: ['walked:nav.home'] },
    { left: 'long', finished: false, reported: [] },
  ])(
    'reports the begun scan’s own result when what is left of its walk is $left',
    ({ finished, reported }) => {
      const doc = parsing();
      const found: [string[], string | undefined][] = [];
      const result = { hits: [{ namespace: 'walked', key: 'nav.home' }] } as ScanResult;
      const early = {
        locale: 'de',
        finish: () => (finished ? { options: {}, result } : undefined),
      } as unknown as ParseScan;
      searchWhenParsed(
        doc,
        {},
        () => early,
        (r, locale) => found.push([r.hits.map((h) => `${h.namespace}:${h.key}`), locale]),
      );
      parsed(doc);
      expect(found).toEqual(reported.length ? [[reported, 'de']] : []);
    },
  );

  it('does nothing on a page parsed already (the lens scans it at once)', () => {
    const doc = parsing();
    Object.defineProperty(doc, 'readyState', { value: 'complete' });
    const found: ScanResult[] = [];
    searchWhenParsed(
      doc,
      {},
      () => undefined,
      (r) => found.push(r),
    );
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    expect(found).toEqual([]);
  });
});
