import { encodeMixed, escapeXmlText, type ContentPiece } from './xml-source';

/**
 * Android resource text as aapt2 reads it: `\'`, `\"`, `\n`, `\t`, `\uXXXX`, `\@`, `\?` escapes;
 * double quotes (removed) keep the whitespace between them; elsewhere runs of ASCII whitespace
 * are one space and the ends are trimmed (a no-break space is text). Inline markup (`<xliff:g>`, `<b>`) stays as it is.
 */
export function decodeAndroid(pieces: ContentPiece[]): string {
  const out: { text: string; soft: boolean }[] = [];
  let quoted = false;
  for (const piece of pieces) {
    if ('markup' in piece) {
      out.push({ text: piece.markup, soft: false });
      continue;
    }
    const s = piece.text;
    for (let i = 0; i < s.length; i++) {
      const c = s[i]!;
      if (c === '\\' && i + 1 < s.length) {
        const next = s[++i]!;
        if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(s.slice(i + 1, i + 5))) {
          out.push({ text: String.fromCharCode(parseInt(s.slice(i + 1, i + 5), 16)), soft: false });
          i += 4;
        } else out.push({ text: next === 'n' ? '\n' : next === 't' ? '\t' : next, soft: false });
      } else if (c === '"') quoted = !quoted;
      else if (!quoted && /[ \t\n\r]/.test(c)) {
        const last = out[out.length - 1];
        if (!last?.soft) out.push({ text: ' ', soft: true });
      } else out.push({ text: c, soft: false });
    }
  }
  while (out[0]?.soft) out.shift();
  while (out[out.length - 1]?.soft) out.pop();
  return out.map((t) => t.text).join('');
}

/** The inverse: text escaped for aapt2 and XML, quoted when its whitespace must be kept. */
export function encodeAndroid(value: string): string {
  const keepSpace = /^[ \t\n\r]|[ \t\n\r]$|[ \t\n\r]{2}|\r/.test(value);
  const escaped = encodeMixed(value, (text) =>
    escapeXmlText(
      text
        .replace(/\\/g, '\\\\')
        .replace(/"/g, '\\"')
        .replace(/'/g, "\\'")
        .replace(/\n/g, '\\n')
        .replace(/\t/g, '\\t'),
    ),
  );
  const lead = /^[@?]/.test(escaped) ? `\\${escaped}` : escaped;
  return keepSpace ? `"${lead}"` : lead;
}
