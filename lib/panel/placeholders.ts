/**
 * Placeholders a translation must keep from its source: ICU/i18next `{x}` and `{{x}}`, printf
 * `%s`, `%d`, `%1$s`, and inline tags (`<b>`, `</b>`, `<br/>`). Compared as multisets, so a
 * dropped second `{name}` is reported too.
 */

// One alternation scanned left to right, so `{{x}}` is never read as `{x}` inside braces.
const TOKEN =
  /\{\{[^{}]*\}\}|\{[^{}]*\}|%%|%(?:\d+\$)?[sdifu@]|<\/?[a-zA-Z][\w-]*(?:\s[^<>]*?)?\s*\/?>/g;

/** The canonical spelling of a token: inner spaces trimmed, tag attributes dropped. */
function normalise(token: string): string {
  if (token.startsWith('{{')) return `{{${token.slice(2, -2).trim()}}}`;
  if (token.startsWith('{')) return `{${token.slice(1, -1).trim()}}`;
  if (token.startsWith('<')) {
    const closing = token.startsWith('</');
    const name = /^<\/?([a-zA-Z][\w-]*)/.exec(token)![1]!.toLowerCase();
    if (closing) return `</${name}>`;
    // `<br>`, `<br/>` and `<br />` are the same line break.
    return token.endsWith('/>') || name === 'br' ? `<${name}/>` : `<${name}>`;
  }
  return token;
}

/** Every placeholder and inline tag of `text`, in order, normalised. `%%` is a literal percent. */
export function extractPlaceholders(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(TOKEN)) {
    if (match[0] === '%%') continue;
    found.push(normalise(match[0]));
  }
  return found;
}

export interface PlaceholderDiff {
  /** In the source but not (or not as often) in the target. */
  missing: string[];
  /** In the target but not (or not as often) in the source. */
  extra: string[];
}

function minus(a: readonly string[], b: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const t of b) left.set(t, (left.get(t) ?? 0) + 1);
  const out: string[] = [];
  for (const t of a) {
    const n = left.get(t) ?? 0;
    if (n > 0) left.set(t, n - 1);
    else out.push(t);
  }
  return out;
}

export function comparePlaceholders(source: string, target: string): PlaceholderDiff {
  const s = extractPlaceholders(source);
  const t = extractPlaceholders(target);
  return { missing: minus(s, t), extra: minus(t, s) };
}

export const placeholdersDiffer = (diff: PlaceholderDiff) =>
  diff.missing.length > 0 || diff.extra.length > 0;
