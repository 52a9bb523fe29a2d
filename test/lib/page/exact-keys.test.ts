// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTextIndex } from '../../../lib/i18n-keys/text-index';
import { addExactKeys } from '../../../lib/page/exact-keys';
import { HitTable } from '../../../lib/page/hit-table';
import { Scan, scan, type ScanHit, type ScanOptions } from '../../../lib/page/scan';
import { encodeTolgee } from '../i18n-keys/fixtures/marker-encoding';
import { fixtures, translations } from './fixtures/scan-fixtures';

const options: ScanOptions = {
  defaultNamespace: 'common',
  textIndex: buildTextIndex(translations),
  ignore: (el) => el.id === 'overlay-host',
};

const described = (hits: readonly ScanHit[]) =>
  hits.map((h) => `${h.method} ${h.where} ${h.namespace}:${h.key} @${h.element.id}`).sort();

type Unread = Parameters<typeof addExactKeys>[1]['unread'];
const exact = (
  read: (node: Node) => boolean = () => false,
  // By default the walk has read nothing yet: it goes on with the document itself. Null: it has
  // walked the whole document.
  unread: Unread | null | 'nothing yet' = 'nothing yet',
) => {
  const table = new HitTable();
  addExactKeys(document, {
    table,
    defaultNamespace: 'common',
    read,
    ignore: options.ignore,
    unread:
      unread === 'nothing yet'
        ? { root: document, node: document, step: 0 }
        : (unread ?? undefined),
  });
  return table.hits;
};

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('addExactKeys', () => {
  it.each(fixtures.filter((f) => !f.setup))(
    'finds what the walk finds by attribute and marker: $name',
    ({ html }) => {
      document.body.innerHTML = html;
      const walked = scan(document, options).hits.filter((h) => h.method !== 'text');
      // Before the walk has read anything.
      const soFar = new Scan([document], options).soFar(document).hits;
      expect(described(soFar)).toEqual(described(walked));
    },
  );

  it("leaves out markers in a script's or a style's text, as the walk does", () => {
    // A framework's state, serialised into the page with its marked strings.
    document.body.innerHTML = `
      <script type="application/json">{"t": "${encodeTolgee('In data', { key: 'data' })}"}</script>
      <style>.a::after { content: "${encodeTolgee('In style', { key: 'style' })}"; }</style>
      <p id="p">${encodeTolgee('Shown', { key: 'shown' })}</p>`;
    expect(described(exact())).toEqual(['invisible text common:shown @p']);
    expect(described(exact())).toEqual(described(scan(document, options).hits));
  });

  it.each([
    // Not visited yet; entered (its attributes read); left.
    { step: 0, markers: ['b', 'c'], attributes: ['b.key', 'c.key'] },
    { step: 1, markers: ['b', 'c'], attributes: ['c.key'] },
    { step: 2, markers: ['c'], attributes: ['c.key'] },
  ])('searches from where the walk goes on (step $step)', ({ step, markers, attributes }) => {
    document.body.innerHTML = ['a', 'b', 'c']
      .map((id) => `<p id="${id}" data-i18n-key="${id}.key">${encodeTolgee(id, { key: id })}</p>`)
      .join('');
    const unread = { root: document, node: document.getElementById('b')!, step };
    const keys = (method: string) =>
      exact(undefined, unread)
        .filter((h) => h.method === method)
        .map((h) => h.key);
    expect(keys('invisible')).toEqual(markers);
    expect(keys('attribute')).toEqual(attributes);
    // Nothing at all once the document is walked.
    expect(exact(undefined, null)).toEqual([]);
  });

  it.each([3, 1100])(
    'finds what follows the walk at every level, with %i rows after it',
    (rows) => {
      const row = (i: number) => `<li id="r${i}"><b data-i18n-key="row${i}">R</b></li>`;
      document.body.innerHTML =
        `<main><ul>${Array.from({ length: rows + 2 }, (_, i) => row(i)).join('')}</ul>` +
        `<p data-i18n-key="after.list">P</p></main><footer data-i18n-key="footer">F</footer>`;
      // The walk stands in the second row, whose key it has read; the first row it has left.
      const at = document.getElementById('r1')!;
      const read = (node: Node) =>
        (node as Element).id === 'r0' || node.parentElement?.id === 'r0' || node === at.firstChild;
      const found = exact(read, { root: document, node: at.firstChild!, step: 2 });
      expect(found.map((h) => h.key)).toEqual([
        ...Array.from({ length: rows }, (_, i) => `row${i + 2}`),
        'after.list',
        'footer',
      ]);
    },
  );

  it('leaves out what the walk has read', () => {
    document.body.innerHTML = `
      <p id="a" data-i18n-key="read.attribute">A</p>
      <p id="b">${encodeTolgee('B', { key: 'read.marker' })}</p>
      <p id="c" data-i18n-key="new.attribute">C</p>
      <p id="d">${encodeTolgee('D', { key: 'new.marker' })}</p>`;
    const read = (node: Node) => {
      const el = node.nodeType === 1 ? (node as Element) : node.parentElement!;
      return el.id === 'a' || el.id === 'b';
    };
    expect(described(exact(read))).toEqual([
      'attribute text common:new.attribute @c',
      'invisible text common:new.marker @d',
    ]);
  });
});

describe('Scan.soFar', () => {
  /** A page long enough for the walk to pause in it: keyed elements, marked texts, a text match. */
  const page = (n: number) =>
    Array.from(
      { length: n },
      (_, i) =>
        `<div><span id="s${i}" data-i18n-key="k${i}">Item</span>` +
        `<b id="m${i}">${encodeTolgee('Marked', { key: `m${i}` })}</b><i id="t${i}">Save</i></div>`,
    ).join('');

  it('has every exact key at once, and the walk keeps those hits and adds the rest', () => {
    document.body.innerHTML = page(200);
    const run = new Scan([document], options);
    // The walk stops at its first look at the clock, early in the page.
    expect(run.step(() => true)).toBe(false);
    const soFar = run.soFar(document);
    const exactKeys = soFar.hits.filter((h) => h.method !== 'text');
    expect(exactKeys).toHaveLength(400);
    expect(soFar.hits.length).toBeLessThan(600); // the text matches wait for the walk

    expect(run.step(() => false)).toBe(true);
    const final = run.result().hits;
    // The same hit objects, so a report of the final result sends only what is new.
    for (const hit of soFar.hits) expect(final).toContain(hit);
    expect(described(final)).toEqual(described(scan(document, options).hits));
    expect(final.filter((h) => h.method === 'text')).toHaveLength(200);
  });
});
