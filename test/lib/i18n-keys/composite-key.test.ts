import { describe, expect, it } from 'vitest';
import { formatCompositeKey, parseCompositeKey } from '../../../lib/i18n-keys/composite-key';

describe('parseCompositeKey', () => {
  it.each([
    ['en:common:nav.home', { locale: 'en', namespace: 'common', key: 'nav.home' }],
    [
      'de:checkout:payment.method:card',
      { locale: 'de', namespace: 'checkout', key: 'payment.method:card' },
    ],
    ['pt-BR:app:a:b:c', { locale: 'pt-BR', namespace: 'app', key: 'a:b:c' }],
    ['zh_Hant:ui:按钮.保存', { locale: 'zh_Hant', namespace: 'ui', key: '按钮.保存' }],
    ['ja:common:x', { locale: 'ja', namespace: 'common', key: 'x' }],
  ])('%s', (input, value) => expect(parseCompositeKey(input)).toEqual({ ok: true, value }));

  it.each([
    ['', 'expected locale:namespace:key'],
    ['en', 'expected locale:namespace:key'],
    ['en:common', 'expected locale:namespace:key'],
    ['en:common:', 'the key part is empty'],
    ['en::key', 'is not a namespace'],
    [':common:key', 'is not a locale'],
    ['english:common:key', 'is not a locale'],
    ['e1:common:key', 'is not a locale'],
    ['en:com mon:key', 'is not a namespace'],
    ['en:common: key', 'surrounding whitespace'],
    ['en:common:a,b', 'comma'],
    ['en:common:a\nb', 'control character'],
  ])('rejects %j', (input, reason) => {
    const result = parseCompositeKey(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(reason);
  });
});

/** A small seeded generator: property-style cases that are the same on every run. */
function* randomKeys(seed: number, count: number) {
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const pick = (chars: string, min: number, max: number) =>
    Array.from(
      { length: min + Math.floor(next() * (max - min + 1)) },
      () => chars[Math.floor(next() * chars.length)],
    ).join('');
  const keyChars = 'abcdefghijklmnopqrstuvwxyz0123456789._:-/ßéü日本語{}%$ ';
  for (let i = 0; i < count; i++) {
    const locale =
      pick('abcdefghijklmnopqrstuvwxyz', 2, 3) +
      (next() < 0.3 ? '-' + pick('ABCDEFGHIJ', 2, 2) : '');
    const namespace =
      pick('abcdefghijklmnopqrstuvwxyz', 1, 1) +
      pick('abcdefghijklmnopqrstuvwxyz0123456789_.-', 0, 10);
    const key =
      pick('abcdefghijklmnopqrstuvwxyz', 1, 1) +
      pick(keyChars, 0, 20) +
      pick('abcdefghijklmnopqrstuvwxyz:.', 1, 1);
    yield { locale, namespace, key };
  }
}

describe('composite key round trips (property)', () => {
  it('format then parse gives back the parts, for 2,000 generated keys', () => {
    for (const parts of randomKeys(42, 2000)) {
      expect(parseCompositeKey(formatCompositeKey(parts))).toEqual({ ok: true, value: parts });
    }
  });

  it('the locale and namespace never contain a colon, whatever the key holds', () => {
    for (const parts of randomKeys(7, 500)) {
      const parsed = parseCompositeKey(`${parts.locale}:${parts.namespace}:${parts.key}`);
      expect(parsed.ok && parsed.value.locale.includes(':')).toBe(false);
      expect(parsed.ok && parsed.value.key).toBe(parts.key);
    }
  });

  it('formatting an invalid key throws instead of producing one that parses differently', () => {
    expect(() => formatCompositeKey({ locale: 'en:x', namespace: 'common', key: 'k' })).toThrow();
    expect(() => formatCompositeKey({ locale: 'en', namespace: 'a:b', key: 'k' })).toThrow();
  });
});
