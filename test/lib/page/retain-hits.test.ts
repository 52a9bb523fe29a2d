// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ScanHit } from '../../../lib/page/hit-table';
import { retainHits } from '../../../lib/page/retain-hits';

function page() {
  document.body.innerHTML = `
    <main id="m"><section id="a"><p id="a1">x</p><p id="a2">y</p></section><section id="b"><p id="b1">z</p></section></main>
    <div id="host"></div>`;
  const host = document.getElementById('host')!;
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = '<p id="s1">in shadow</p>';
  const byId = (id: string) => document.getElementById(id) ?? shadow.getElementById(id)!;
  const hit = (id: string) =>
    ({ key: id, namespace: 'ns', element: byId(id) }) as unknown as ScanHit;
  return { byId, hits: ['a1', 'a2', 'b1', 's1'].map(hit) };
}

describe('retainHits', () => {
  it.each([
    ['nothing changed', [], ['a1', 'a2', 'b1', 's1']],
    ['a section changed: its hits go', ['a'], ['b1', 's1']],
    ['an element changed itself', ['a2'], ['a1', 'b1', 's1']],
    ['a shadow host changed: hits inside its shadow root go', ['host'], ['a1', 'a2', 'b1']],
    ['everything changed', ['m', 'host'], []],
  ])('%s', (_name, changed, kept) => {
    const { byId, hits } = page();
    expect(retainHits(hits, changed.map(byId)).map((h) => h.key)).toEqual(kept);
  });

  it('drops hits whose element left the page', () => {
    const { byId, hits } = page();
    byId('b1').remove();
    expect(retainHits(hits, []).map((h) => h.key)).toEqual(['a1', 'a2', 's1']);
  });
});
