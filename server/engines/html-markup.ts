import type { Segment } from '../../lib/placeholders/segments';
import { placeholdersOf } from './units';

/**
 * A unit as HTML for engines that translate HTML and leave markup alone (LibreTranslate, DeepL,
 * a chat model told to): placeholders become `<var>N</var>` by index, tags stay as written.
 */
const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function encodeAsHtml(unit: readonly Segment[]): string {
  let placeholder = 0;
  return unit
    .map((s) =>
      s.kind === 'text'
        ? escapeHtml(s.text)
        : s.kind === 'placeholder'
          ? `<var>${placeholder++}</var>`
          : s.raw,
    )
    .join('');
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function unescapeHtml(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Back from the engine's HTML: placeholders restored, text unescaped, tags kept as returned. */
export function decodeFromHtml(html: string, unit: readonly Segment[]): string {
  const placeholders = placeholdersOf(unit);
  let out = '';
  // Tags are copied; text between them is unescaped; `<var>N</var>` is the placeholder N.
  const parts = html.split(/(<var>\s*\d+\s*<\/var>|<[^>]*>)/i);
  for (const part of parts) {
    const v = /^<var>\s*(\d+)\s*<\/var>$/i.exec(part);
    if (v) out += placeholders[Number(v[1])] ?? '';
    else if (part.startsWith('<')) out += part;
    else out += unescapeHtml(part);
  }
  return out.trim();
}
