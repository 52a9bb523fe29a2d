import { describe, expect, it } from 'vitest';
import { pageVolume, wordCount } from '../../../../components/panel/offers/offer-volume';
import type { PanelRow } from '../../../../lib/panel/key-list';
import { entry } from '../../../lib/panel/fixtures';

const row = (namespace: string, source: string | null, e: PanelRow['entry']): PanelRow =>
  ({ namespace, source, entry: e }) as PanelRow;

describe('the volume to offer', () => {
  it('counts words, not placeholders or punctuation', () => {
    expect(wordCount('Hello {name}, you have %s new items!')).toBe(5);
    expect(wordCount("Don't <b>stop</b>")).toBe(2);
  });

  it('counts only rows that still need work, per namespace', () => {
    const v = pageVolume([
      row('checkout', 'Pay now', null),
      row('checkout', 'Card number', entry({ text: 'Kartennummer', isReady: true })),
      row('checkout', 'Gift wrap', entry({ text: 'Geschenk', isReady: false })),
      row('common', 'Home', entry({ text: 'Start', isLocked: true })),
    ]);
    expect(v.get('checkout')).toEqual({ words: 4, keys: 2 });
    expect(v.has('common')).toBe(false);
  });

  it('counts a row made again with another source text again', () => {
    const first = row('common', 'Add to cart', null);
    expect(pageVolume([first]).get('common')?.words).toBe(3);
    expect(pageVolume([first]).get('common')?.words).toBe(3);
    expect(pageVolume([{ ...first, source: 'Buy' }]).get('common')?.words).toBe(1);
  });
});
