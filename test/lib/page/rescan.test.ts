// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { rescan } from '../../../lib/page/rescan';
import { scan, type ScanOptions } from '../../../lib/page/scan';

const options: ScanOptions = { defaultNamespace: 'ns' };

function page() {
  document.body.innerHTML = `
    <main id="m"><section id="a"><p id="a1" data-i18n-key="a1">x</p><p id="a2" data-i18n-key="a2">y</p></section><section id="b"><p id="b1" data-i18n-key="b1">z</p></section></main>
    <div id="host"></div>`;
  const host = document.getElementById('host')!;
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = '<p id="s1" data-i18n-key="s1">in shadow</p>';
  const byId = (id: string) => document.getElementById(id) ?? shadow.getElementById(id)!;
  return { byId, hits: scan(document, options).hits };
}

const keys = (hits: readonly { key: string }[]) => hits.map((h) => h.key).sort();

describe('rescan', () => {
  it.each([
    ['nothing changed', [], ['a1', 'a2', 'b1', 's1']],
    ['a section changed: its hits are found again, once', ['a'], ['a1', 'a2', 'b1', 's1']],
    ['a shadow host changed: hits inside its shadow root once', ['host'], ['a1', 'a2', 'b1', 's1']],
    ['everything changed', ['m', 'host'], ['a1', 'a2', 'b1', 's1']],
  ])('%s', (_name, changed, expected) => {
    const { byId, hits } = page();
    expect(keys(rescan(hits, changed.map(byId), options, []).hits)).toEqual(expected);
  });

  it('replaces the hits of a changed subtree with what it holds now', () => {
    const { byId, hits } = page();
    byId('a2').setAttribute('data-i18n-key', 'renamed');
    const next = rescan(hits, [byId('a')], options, []).hits;
    expect(keys(next)).toEqual(['a1', 'b1', 'renamed', 's1']);
    expect(next.find((h) => h.key === 'renamed')?.element).toBe(byId('a2'));
  });

  it('a re-rendered element: the old copy goes, the new one is found', () => {
    const { byId, hits } = page();
    const old = byId('b1');
    const fresh = old.cloneNode(true) as Element;
    old.replaceWith(fresh);
    const next = rescan(hits, [fresh], options, [old]).hits;
    expect(keys(next)).toEqual(['a1', 'a2', 'b1', 's1']);
    expect(next.find((h) => h.key === 'b1')?.element).toBe(fresh);
  });

  it.each([
    ['an element with a key', ['b1'], ['a1', 'a2', 's1']],
    ['a section: the keys inside it', ['a'], ['b1', 's1']],
    ['a shadow host: the keys in its shadow root', ['host'], ['a1', 'a2', 'b1']],
    ['everything', ['m', 'host'], []],
  ])('drops the hits of a removed root: %s', (_name, removed, expected) => {
    const { byId, hits } = page();
    const roots = removed.map(byId);
    for (const el of roots) el.remove();
    expect(keys(rescan(hits, [], options, roots).hits)).toEqual(expected);
  });

  it('keeps the hits of an element moved elsewhere, found again where it is now', () => {
    const { byId, hits } = page();
    const moved = byId('b1');
    byId('a').append(moved); // removed from one section and added to the other
    const next = rescan(hits, [byId('a')], options, []).hits;
    expect(keys(next)).toEqual(['a1', 'a2', 'b1', 's1']);
    expect(next.filter((h) => h.element === moved)).toHaveLength(1);
  });

  it('reports the shadow roots under the changed roots', () => {
    const { byId, hits } = page();
    const { shadowRoots } = rescan(hits, [byId('host')], options, []);
    expect(shadowRoots.map((r) => r.host.id)).toEqual(['host']);
  });
});
