import { describe, expect, it } from 'vitest';
import { tabFromSearch } from '../../../lib/panel/tab-binding';

describe('tabFromSearch', () => {
  it.each([
    ['?tab=42', 42],
    ['?x=1&tab=7', 7],
    ['', null],
    ['?tab=', null],
    ['?tab=-1', null],
    ['?tab=1.5', null],
    ['?tab=abc', null],
  ])('%s → %s', (search, expected) => expect(tabFromSearch(search)).toBe(expected));
});
