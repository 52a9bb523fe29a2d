import { describe, expect, it } from 'vitest';
import {
  encodeInvisible,
  SUBLIMINAL_START,
  tolgeeMarker,
  withSubliminalMarker,
  withTolgeeMarker,
} from '../../server/demo/site/markers.js';

/** An independent decoder: 9 symbols per byte, the 9th a 0 pad bit, UTF-8. */
function decode(symbols: string, zero: string, one: string): string {
  const chars = [...symbols];
  expect(chars.length % 9).toBe(0);
  const bytes: number[] = [];
  for (let i = 0; i < chars.length; i += 9) {
    const group = chars.slice(i, i + 9);
    expect(group[8]).toBe(zero);
    const bits = group
      .slice(0, 8)
      .map((c) => {
        if (c === zero) return '0';
        if (c === one) return '1';
        throw new Error(`unexpected symbol U+${c.codePointAt(0)!.toString(16)}`);
      })
      .join('');
    bytes.push(parseInt(bits, 2));
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
}

const ZERO_WIDTH = /[\u200B\u200C\u200D]/;
const onlySymbols = (s: string, allowed: RegExp) =>
  expect([...s].every((c) => allowed.test(c))).toBe(true);

/** Splits "visible text" from trailing / leading zero-width runs. */
function splitRuns(s: string): { before: string; text: string; after: string } {
  const m = /^([\u200B-\u200D]*)(.*?)([\u200B-\u200D]*)$/su.exec(s)!;
  return { before: m[1]!, text: m[2]!, after: m[3]! };
}

describe('demo site markers', () => {
  it('encodes each UTF-8 byte as 8 bits plus a 0 pad bit', () => {
    expect(encodeInvisible('A')).toBe('\u200C\u200D\u200C\u200C\u200C\u200C\u200C\u200D\u200C');
    expect([...encodeInvisible('ü')]).toHaveLength(18);
    expect(decode(encodeInvisible('Grüße, 日本 🎉'), '\u200C', '\u200D')).toBe('Grüße, 日本 🎉');
  });

  it('round-trips a Tolgee full-key payload, line feed included', () => {
    const marked = withTolgeeMarker('Bezahlen', 'payment.method:card', 'checkout');
    const { before, text, after } = splitRuns(marked);
    expect(before).toBe('');
    expect(text).toBe('Bezahlen');
    onlySymbols(after, /[\u200C\u200D]/);
    const payload = decode(after, '\u200C', '\u200D');
    expect(payload.endsWith('\n')).toBe(true);
    expect(payload).toBe('{"k":"payment.method:card","n":"checkout"}\n');
    expect(JSON.parse(payload)).toEqual({ k: 'payment.method:card', n: 'checkout' });
    expect(tolgeeMarker('payment.method:card', 'checkout')).toBe(after);
  });

  it('round-trips an i18next-subliminal payload with its start marker', () => {
    const meta = { key: 'home.hero_text', namespace: 'common', locale: 'de', fallback: false };
    const marked = withSubliminalMarker('Schlichte Produkte', meta);
    const { before, text, after } = splitRuns(marked);
    expect(text).toBe('Schlichte Produkte');
    onlySymbols(before + after, /[\u200C\u200D]/);
    expect(decode(before, '\u200C', '\u200D')).toBe(SUBLIMINAL_START);
    expect(decode(after, '\u200C', '\u200D')).toBe(
      '{"k":"home.hero_text","n":"common","l":"de","s":"translation"}',
    );
  });

  it('marks a fallback as such', () => {
    const meta = { key: 'x', namespace: 'common', locale: 'en', fallback: true };
    const { after } = splitRuns(withSubliminalMarker('Text', meta));
    expect(JSON.parse(decode(after, '\u200C', '\u200D'))).toEqual({
      k: 'x',
      n: 'common',
      l: 'en',
      s: 'fallback',
    });
  });

  it('uses U+200B for 0 and U+200C for 1 in the server-rendered variant', () => {
    const meta = { key: 'footer.copyright', namespace: 'common', locale: 'ja' };
    const marked = withSubliminalMarker('© 2026 Acme Store', meta, 'server');
    const { before, text, after } = splitRuns(marked);
    expect(text).toBe('© 2026 Acme Store');
    onlySymbols(before + after, /[\u200B\u200C]/);
    expect(marked).not.toContain('\u200D');
    expect(decode(before, '\u200B', '\u200C')).toBe(SUBLIMINAL_START);
    expect(JSON.parse(decode(after, '\u200B', '\u200C'))).toEqual({
      k: 'footer.copyright',
      n: 'common',
      l: 'ja',
      s: 'translation',
    });
  });

  it('leaves the visible text unchanged and adds nothing visible', () => {
    const marked = withTolgeeMarker('Save', 'actions.save', 'common');
    expect(marked.replace(new RegExp(ZERO_WIDTH.source, 'g'), '')).toBe('Save');
  });
});
