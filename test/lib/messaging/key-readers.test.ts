import { describe, expect, it } from 'vitest';
import { readFrameKey, readKeyRef } from '../../../lib/messaging/key-readers';
import { protocol } from '../../../lib/messaging/protocol';
import { frameKey } from '../fixtures/frame-key';

const good = frameKey('nav.home');

describe('readFrameKey', () => {
  it.each<[string, unknown]>([
    ['not an object', 'nav.home'],
    ['null', null],
    ['a list', [good]],
    ['an empty namespace', { ...good, namespace: '' }],
    ['a namespace of 201 units', { ...good, namespace: 'n'.repeat(201) }],
    ['a key of 1,001 units', { ...good, key: 'k'.repeat(1001) }],
    ['a key that is a number', { ...good, key: 7 }],
    ['an unknown method', { ...good, method: 'evil' }],
    ['a place on the element not named so', { ...good, where: 'attr:Title' }],
    ['a place of 65 units', { ...good, where: `attr:${'a'.repeat(60)}` }],
    ['a flag that is a string', { ...good, visible: 'true' }],
    ['a missing flag', { ...good, ambiguous: undefined }],
    ['candidates that are not a list', { ...good, candidates: { namespace: 'a', key: 'b' } }],
  ])('refuses %s', (_, value) => {
    expect(readFrameKey(value)).toBeUndefined();
  });

  it.each<[string, unknown, unknown]>([
    ['a key as the content script sends it', good, good],
    ['a key with fields of its own, without them', { ...good, style: 'x' }, good],
    [
      'the longest parts',
      { ...good, namespace: 'n'.repeat(200), key: 'k'.repeat(1000) },
      {
        ...good,
        namespace: 'n'.repeat(200),
        key: 'k'.repeat(1000),
      },
    ],
    [
      'an attribute as the place',
      { ...good, where: 'attr:aria-label' },
      { ...good, where: 'attr:aria-label' },
    ],
    [
      'candidates, the bad ones dropped',
      {
        ...good,
        ambiguous: true,
        candidates: [{ namespace: 'a', key: 'b', x: 1 }, { key: 'c' }, 3],
      },
      { ...good, ambiguous: true, candidates: [{ namespace: 'a', key: 'b' }] },
    ],
  ])('reads %s', (_, value, read) => {
    expect(readFrameKey(value)).toStrictEqual(read);
  });

  it('keeps 50 candidates at most', () => {
    const candidates = Array.from({ length: 80 }, (_, i) => ({ namespace: 'n', key: `c${i}` }));
    expect(readFrameKey({ ...good, candidates })?.candidates).toHaveLength(50);
  });
});

describe('readKeyRef', () => {
  it.each<[unknown, unknown]>([
    [
      { namespace: 'shop', key: 'cart.title' },
      { namespace: 'shop', key: 'cart.title' },
    ],
    [
      { namespace: 'shop', key: 'cart.title', status: 'x' },
      { namespace: 'shop', key: 'cart.title' },
    ],
    [{ namespace: 'shop' }, undefined],
    [{ namespace: 'shop', key: '' }, undefined],
    ['shop:cart.title', undefined],
  ])('reads %j as %j', (value, read) => {
    expect(readKeyRef(value)).toStrictEqual(read);
  });
});

describe("a frame's change", () => {
  const parse = (added: unknown, removed: unknown = [0]) =>
    protocol['frame.changed'].request.safeParse({
      url: 'http://127.0.0.1/',
      locale: 'de',
      shadowRoots: 0,
      unmatchedTextCount: 0,
      base: 1,
      revision: 2,
      removed,
      flipped: [],
      added,
    });

  it('is read with every key it adds', () => {
    expect(parse([good, frameKey('nav.cart')]).data?.added).toEqual([good, frameKey('nav.cart')]);
  });

  it('is refused whole for one bad key, since later positions would shift', () => {
    const res = parse([good, { ...good, method: 'evil' }, frameKey('nav.cart')]);
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toBe('Not a key as a frame reports it');
  });

  it('is refused when it adds more keys than a frame may hold', () => {
    expect(parse(Array.from({ length: 20_001 }, () => good)).success).toBe(false);
    expect(parse('nav.home').success).toBe(false);
  });

  it.each<[string, unknown]>([
    ['a negative position', [-1]],
    ['a fraction', [1.5]],
    ['a position past any frame', [20_001]],
    ['a position written as text', ['3']],
    ['more positions than a frame holds', Array.from({ length: 20_001 }, (_, i) => i)],
  ])('is refused for %s', (_, removed) => {
    expect(parse([good], removed).success).toBe(false);
  });

  it('takes the positions it names, in order', () => {
    expect(parse([], [0, 7, 20_000]).data?.removed).toEqual([0, 7, 20_000]);
  });
});
