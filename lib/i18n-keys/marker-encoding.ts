/**
 * Writing zero-width markers (Tolgee full-key and i18next-subliminal), for tests, fixtures and the
 * benchmark; the extension itself only reads them (invisible-markers.ts). Every UTF-8 byte is its
 * 8 bits, most significant first, plus one 0 pad bit.
 */
export type MarkerAlphabet = 'client' | 'server';

export interface KeyMeta {
  key: string;
  namespace?: string;
  locale?: string;
  fallback?: boolean;
}

const SYMBOLS: Record<MarkerAlphabet, readonly [string, string]> = {
  client: ['\u200C', '\u200D'],
  server: ['\u200B', '\u200C'],
};
export const BYTE_SYMBOLS = 9;
export const START_MARKER = 'subliminal:start';

export function encodeString(value: string, alphabet: MarkerAlphabet): string {
  const [zero, one] = SYMBOLS[alphabet];
  let out = '';
  for (const byte of new TextEncoder().encode(value)) {
    for (let bit = 7; bit >= 0; bit--) out += (byte >> bit) & 1 ? one : zero;
    out += zero;
  }
  return out;
}

/** Tolgee full-key encoding: the text followed by `{"k","n"}` and a line feed, all invisible. */
export function encodeTolgee(text: string, meta: KeyMeta, alphabet: MarkerAlphabet = 'client') {
  const json = JSON.stringify({ k: meta.key, n: meta.namespace });
  return text + encodeString(`${json}\n`, alphabet);
}

/** i18next-subliminal: start marker, the text, then `{"k","n","l","s"}`. */
export function encodeSubliminal(text: string, meta: KeyMeta, alphabet: MarkerAlphabet = 'client') {
  const json = JSON.stringify({
    k: meta.key,
    n: meta.namespace,
    l: meta.locale,
    s: meta.fallback ? 'fallback' : 'translated',
  });
  return encodeString(START_MARKER, alphabet) + text + encodeString(json, alphabet);
}
