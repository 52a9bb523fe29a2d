// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeTolgee } from '../i18n-keys/fixtures/marker-encoding';
import { buildTextIndex } from '../../../lib/i18n-keys/text-index';
import {
  groupByElement,
  scan,
  scanAll,
  scanInChunks,
  type ScanHit,
  type ScanOptions,
  type ScanResult,
} from '../../../lib/page/scan';
import { fixtures, translations } from './fixtures/scan-fixtures';

const options: ScanOptions = {
  defaultNamespace: 'common',
  textIndex: buildTextIndex(translations),
  ignore: (el) => el.id === 'overlay-host',
};

function describeHit(hit: ScanHit): string {
  const flags = [
    hit.inShadowRoot && 'shadow',
    hit.ambiguous && 'ambiguous',
    hit.fallback && 'fallback',
    hit.locale,
  ].filter(Boolean);
  const id = hit.element.id || hit.element.localName;
  return [`${hit.method} ${hit.where} ${hit.namespace}:${hit.key} @${id}`, ...flags].join(' ');
}

const described = (result: ScanResult) => result.hits.map(describeHit).sort();

function counts(result: ScanResult) {
  const count = (method: string) => result.hits.filter((hit) => hit.method === method).length;
  return {
    attribute: count('attribute'),
    invisible: count('invisible'),
    text: count('text'),
    unmatched: result.unmatchedTextCount,
  };
}

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('scan: fixtures', () => {
  it.each(fixtures)('$name', ({ html, setup, counts: expected, hits }) => {
    document.body.innerHTML = html;
    setup?.(document);
    const before = document.body.innerHTML;
    const result = scan(document, options);
    expect(counts(result)).toEqual(expected);
    expect(described(result)).toEqual(hits);
    expect(document.body.innerHTML).toBe(before); // never rewrites the page
  });

  it.each(fixtures)('scanInChunks gives the same result: $name', async ({ html, setup }) => {
    document.body.innerHTML = html;
    setup?.(document);
    const chunked = await scanInChunks(document, options, { budgetMs: 0, yieldFn: async () => {} });
    expect(chunked).toEqual(scan(document, options));
  });
});

describe('scan: roots and context', () => {
  it('lists the open shadow roots it visited', () => {
    const fixture = fixtures.find((f) => f.name.startsWith('open shadow'))!;
    document.body.innerHTML = fixture.html;
    fixture.setup?.(document);
    const { shadowRoots } = scan(document, options);
    expect(shadowRoots.map((root) => root.host.id)).toEqual(['host', 'inner-host']);
  });

  it('scans an element with the namespace and coverage of its ancestors', () => {
    document.body.innerHTML = `
      <div data-i18n-ns="outer"><section id="sec"><p id="p" data-i18n-key="k">Save</p></section></div>
      <p data-i18n-key="covering"><span id="inner">Save <i>more words</i></span></p>`;
    const section = document.getElementById('sec')!;
    expect(described(scan(section, options))).toEqual(['attribute text outer:k @p']);
    const covered = scan(document.getElementById('inner')!, options);
    expect(covered).toMatchObject({ hits: [], unmatchedTextCount: 0 });
  });

  it("scans a batch of roots at once, each with its own ancestors' context", () => {
    document.body.innerHTML = `
      <div data-i18n-ns="outer">
        <div data-i18n-ns="inner"><p id="a" data-i18n-key="k">x</p></div>
        <div data-i18n-ns=" "><p id="b" data-i18n-key="k">x</p></div>
        <p data-i18n-key="covering"><span id="c">Save</span></p>
      </div>
      <div id="overlay-host"><p id="d" data-i18n-key="k">x</p></div>
      <p id="e" data-i18n-key="k">x</p>`;
    const roots = ['a', 'b', 'c', 'd', 'e'].map((id) => document.getElementById(id)!);
    const result = scanAll(roots, options);
    expect(described(result)).toEqual([
      'attribute text common:k @e',
      'attribute text inner:k @a',
      'attribute text outer:k @b',
    ]);
    expect(result.unmatchedTextCount).toBe(0);
  });

  it('scans a shadow root on its own, flagged as in a shadow root', () => {
    const host = document.body.appendChild(document.createElement('div'));
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<button id="b">Save</button>';
    expect(described(scan(root, options))).toEqual(['text text common:save @b shadow ambiguous']);
  });

  it('finds nothing inside an ignored or skipped ancestor', () => {
    document.body.innerHTML = `<div id="overlay-host"><p id="p" data-i18n-key="k">x</p></div>`;
    expect(scan(document.getElementById('p')!, options).hits).toEqual([]);
  });

  it('works without a text index (no text match)', () => {
    document.body.innerHTML = `<button>Save</button><p data-i18n-key="k">Key</p>`;
    const result = scan(document, { defaultNamespace: 'common' });
    expect(counts(result)).toEqual({ attribute: 1, invisible: 0, text: 0, unmatched: 1 });
  });

  it('groups hits by element', () => {
    document.body.innerHTML = `<input id="in" data-i18n="[title]a" placeholder="Search products">`;
    const groups = groupByElement(scan(document, options).hits);
    expect([...groups.values()].map((hits) => hits.map((h) => h.where))).toEqual([
      ['attr:title', 'attr:placeholder'],
    ]);
  });
});

describe('scanInChunks', () => {
  function bigPage(rows: number): void {
    const html: string[] = [];
    for (let i = 0; i < rows; i++) {
      html.push(
        `<div class="row"><span data-i18n-key="row.${i}">Row ${i}</span>`,
        `<b>${encodeTolgee('Save', { key: `save.${i}` })}</b><i>Home</i><em>Free text ${i}</em></div>`,
      );
    }
    document.body.innerHTML = html.join('');
  }

  it('yields between slices and returns what scan returns', async () => {
    bigPage(500);
    let clock = 0;
    let yields = 0;
    const result = await scanInChunks(document, options, {
      budgetMs: 1,
      now: () => clock++,
      yieldFn: async () => void yields++,
    });
    expect(yields).toBeGreaterThan(10);
    expect(result).toEqual(scan(document, options));
    expect(counts(result)).toEqual({ attribute: 500, invisible: 500, text: 500, unmatched: 500 });
  });

  it('starts over when the page removes the node it paused on', async () => {
    bigPage(300);
    let yields = 0;
    const result = await scanInChunks(document, options, {
      budgetMs: 0,
      yieldFn: async () => {
        if (++yields === 2) document.body.innerHTML = '<p data-i18n-key="after">After</p>';
      },
    });
    expect(described(result)).toEqual(['attribute text common:after @p']);
  });
});
