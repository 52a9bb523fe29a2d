import { describe, expect, it } from 'vitest';
import { pluralSamples } from '../../../lib/formats/plural-samples';

describe('sample numbers for each plural form of a language', () => {
  it.each([
    [
      'pl',
      'cardinal',
      [
        ['one', [1]],
        ['few', [2, 3, 4]],
        ['many', [0, 5, 6]],
        ['other', [0.5, 1.5, 2.5]],
      ],
    ],
    [
      'ar',
      'cardinal',
      [
        ['zero', [0]],
        ['one', [1]],
        ['two', [2]],
        ['few', [3, 4, 5]],
        ['many', [11, 12, 13]],
        ['other', [100, 101, 102]],
      ],
    ],
    ['ja', 'cardinal', [['other', [0, 1, 2]]]],
    [
      'fr',
      'cardinal',
      [
        ['one', [0, 1, 0.5]],
        ['many', [1_000_000, 2_000_000, 10_000_000]],
        ['other', [2, 3, 4]],
      ],
    ],
    [
      'en',
      'ordinal',
      [
        ['one', [1, 21, 31]],
        ['two', [2, 22, 32]],
        ['few', [3, 23, 33]],
        ['other', [0, 4, 5]],
      ],
    ],
  ] as const)('%s (%s)', (locale, type, expected) => {
    expect(pluralSamples(locale, type)).toEqual(expected);
  });
});
