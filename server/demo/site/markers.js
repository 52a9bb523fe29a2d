/**
 * Invisible key markers, as a customer's app would emit them.
 *
 * The Acme demo shop plays the role of a customer's web app that uses Tolgee (full-key encoding)
 * or i18next-subliminal to tag its translated strings, so the Locale Lens extension can find keys
 * on a live page without any help from this site. The shop does not know the extension exists.
 *
 * Both libraries turn a payload into zero-width characters: each UTF-8 byte becomes its 8 bits,
 * most significant first, plus one `0` pad bit (9 symbols per byte).
 * - Tolgee: text + encode(`{"k":key,"n":ns}` + "\n"), bit 0 = U+200C, bit 1 = U+200D.
 * - i18next-subliminal: encode("subliminal:start") + text + encode(`{"k","n","l","s"}`), where
 *   `s` is "translation" or "fallback"; same symbols, except the server-rendered variant, which
 *   uses U+200B for bit 0 and U+200C for bit 1.
 */

export const ZWNJ = '\u200C';
export const ZWJ = '\u200D';
export const ZWSP = '\u200B';

/** Symbols per variant: `[bit0, bit1]`. */
export const CLIENT_SYMBOLS = /** @type {const} */ ([ZWNJ, ZWJ]);
export const SERVER_SYMBOLS = /** @type {const} */ ([ZWSP, ZWNJ]);

export const SUBLIMINAL_START = 'subliminal:start';

/** UTF-8 bytes of a string (kept here so the module has no browser-only dependency). */
function utf8Bytes(text) {
  const bytes = [];
  for (const ch of text) {
    const cp = /** @type {number} */ (ch.codePointAt(0));
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else {
      bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63));
      bytes.push(0x80 | (cp & 63));
    }
  }
  return bytes;
}

/** Encodes `text` as zero-width symbols: 8 bits per byte, most significant first, then a 0. */
export function encodeInvisible(text, symbols = CLIENT_SYMBOLS) {
  const [zero, one] = symbols;
  let out = '';
  for (const byte of utf8Bytes(text)) {
    const bits = byte.toString(2).padStart(8, '0') + '0';
    for (const bit of bits) out += bit === '1' ? one : zero;
  }
  return out;
}

/** Tolgee full-key marker for `key` in `namespace`. */
export function tolgeeMarker(key, namespace) {
  return encodeInvisible(JSON.stringify({ k: key, n: namespace }) + '\n');
}

/** `text` followed by its Tolgee marker. */
export function withTolgeeMarker(text, key, namespace) {
  return text + tolgeeMarker(key, namespace);
}

/**
 * `text` wrapped in i18next-subliminal markers. `meta` is `{key, namespace, locale, fallback}`;
 * `variant` is "client" (U+200C/U+200D) or "server" (U+200B/U+200C).
 */
export function withSubliminalMarker(text, meta, variant = 'client') {
  const symbols = variant === 'server' ? SERVER_SYMBOLS : CLIENT_SYMBOLS;
  const payload = JSON.stringify({
    k: meta.key,
    n: meta.namespace,
    l: meta.locale,
    s: meta.fallback ? 'fallback' : 'translation',
  });
  return encodeInvisible(SUBLIMINAL_START, symbols) + text + encodeInvisible(payload, symbols);
}
