import { describe, expect, it } from 'vitest';
import { sharedLost } from '../../bench/load-editors';

/** bench:load's check of contended rows must see a lost update, or its zero means nothing. */
describe('bench:load lost-edit check on shared rows', () => {
  it('a linear chain ending in the stored text loses nothing', () => {
    const acks = [
      { base: '', text: 'a' },
      { base: 'a', text: 'b' },
      { base: 'b', text: 'c' },
    ];
    expect(sharedLost(acks, 'c')).toBe(0);
    expect(sharedLost([], '')).toBe(0);
  });

  it('two acknowledged saves built on the same text: one overwrote the other', () => {
    const acks = [
      { base: '', text: 'a' },
      { base: '', text: 'b' },
    ];
    expect(sharedLost(acks, 'a')).toBeGreaterThan(0);
    expect(sharedLost(acks, 'b')).toBeGreaterThan(0);
  });

  it('a stored text other than the chain end loses the last acknowledged save', () => {
    expect(sharedLost([{ base: '', text: 'a' }], '')).toBe(1);
    expect(
      sharedLost(
        [
          { base: '', text: 'a' },
          { base: 'a', text: 'b' },
        ],
        'a',
      ),
    ).toBe(1);
  });
});
