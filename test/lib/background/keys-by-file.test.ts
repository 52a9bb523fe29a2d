import { describe, expect, it } from 'vitest';
import { KeysByFile } from '../../../lib/background/keys-by-file';

const held = (m: KeysByFile<number>, files: [string, string][], keys: string[]) =>
  files.flatMap(([l, ns]) =>
    keys.filter((k) => m.get(l, ns, k) !== undefined).map((k) => `${l}|${ns}|${k}`),
  );

describe('values per key of a file', () => {
  it('keeps a value per locale, namespace and key, and counts them', () => {
    const m = new KeysByFile<number>();
    m.set('de', 'common', 'a', 1);
    m.set('de', 'shop', 'a', 2);
    m.set('fr', 'common', 'a', 3);
    m.set('de', 'common', 'a', 4);
    expect([
      m.get('de', 'common', 'a'),
      m.get('de', 'shop', 'a'),
      m.get('fr', 'common', 'a'),
    ]).toEqual([4, 2, 3]);
    expect(m.size).toBe(3);
    expect([...(m.file('de', 'common') ?? [])]).toEqual([['a', 4]]);
    m.delete('de', 'common', 'a');
    m.delete('de', 'common', 'a');
    expect([m.get('de', 'common', 'a'), m.file('de', 'common'), m.size]).toEqual([
      undefined,
      undefined,
      2,
    ]);
  });

  it.each<[string, string | undefined, string[]]>([
    ['a locale', undefined, ['fr|common|a']],
    ['one file of it', 'common', ['de|shop|a', 'fr|common|a']],
    ['a file it does not have', 'none', ['de|common|a', 'de|shop|a', 'fr|common|a']],
  ])('forgets %s', (_, namespace, left) => {
    const m = new KeysByFile<number>();
    m.set('de', 'common', 'a', 1);
    m.set('de', 'shop', 'a', 2);
    m.set('fr', 'common', 'a', 3);
    m.forget('de', namespace);
    expect(
      held(
        m,
        [
          ['de', 'common'],
          ['de', 'shop'],
          ['fr', 'common'],
        ],
        ['a'],
      ),
    ).toEqual(left);
    expect(m.size).toBe(left.length);
  });

  it.each<[string, boolean, string[]]>([
    ['keys set again last in their file', false, ['de|common|a', 'de|shop|x', 'de|shop|y']],
    ['a touched file after the others', true, ['de|common|a', 'de|common|b', 'de|common|c']],
  ])('forgets the oldest first: %s', (_, touched, left) => {
    const m = new KeysByFile<number>();
    for (const k of ['a', 'b', 'c']) m.set('de', 'common', k, 1);
    for (const k of ['x', 'y']) m.set('de', 'shop', k, 1);
    m.set('de', 'common', 'a', 2);
    if (touched) m.touch('de', 'common');
    m.cap(3);
    expect(
      held(
        m,
        [
          ['de', 'common'],
          ['de', 'shop'],
        ],
        ['a', 'b', 'c', 'x', 'y'],
      ),
    ).toEqual(left);
    expect(m.size).toBe(3);
  });
});
