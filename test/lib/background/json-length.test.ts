import { describe, expect, it } from 'vitest';
import { jsonLength } from '../../../lib/background/json-length';
import { frameKey } from '../fixtures/frame-key';

describe('jsonLength', () => {
  it.each<[string, unknown]>([
    ['a plain string', 'product.title'],
    ['an empty string', ''],
    ['quotes and backslashes', 'say "hi" \\ there'],
    ['control characters', 'tab\there\nline\u0001'],
    ['letters beyond ASCII', 'Größe · 商品 · 🙂'],
    ['a lone surrogate', 'broken \ud83d here'],
    [
      'integers, fractions and exponents',
      [0, -0, 7, -12, 3.25, 1e21, 1e-7, Number.MAX_SAFE_INTEGER],
    ],
    ['numbers JSON writes as null', [NaN, Infinity, -Infinity]],
    ['booleans and null', [true, false, null]],
    ['an empty object and array', [{}, []]],
    ['fields JSON leaves out', { a: undefined, b: () => 1, c: Symbol('s'), d: 1 }],
    ['items JSON writes as null', [undefined, () => 1, Symbol('s'), 2]],
    ['names that need escaping', { 'a"b': 1, 'c\nd': 'x', ü: true }],
    ['a date (toJSON)', { at: new Date(0) }],
    ['a map and a set', { m: new Map([[1, 2]]), s: new Set([1]) }],
    ['inherited fields', Object.assign(Object.create({ inherited: 'yes' }), { own: 1 })],
    ['a frame key', frameKey('nav.home')],
    [
      'a frame with candidates',
      {
        url: 'http://127.0.0.1/?q="a"',
        locale: null,
        keys: [{ ...frameKey('a'), ambiguous: true, candidates: [{ namespace: 'n', key: 'k' }] }],
        shadowRoots: 0,
        unmatchedTextCount: 3,
        revision: 17,
      },
    ],
  ])('counts %s as JSON.stringify writes it', (_, value) => {
    expect(jsonLength(value)).toBe(JSON.stringify(value).length);
  });

  it('counts nothing for what JSON writes nothing for', () => {
    expect(jsonLength(undefined)).toBe(0);
    expect(jsonLength(() => 1)).toBe(0);
  });
});
