import { segment, type Segment } from './segments';

/**
 * Placeholders a translation must keep from its source: ICU/i18next `{x}` and `{{x}}`, printf
 * `%s`, `%d`, `%1$s`, inline tags (`<b>`, `</b>`, `<br/>`) and ICU plural/select constructs.
 * Compared as multisets, so a dropped second `{name}` is reported too.
 */

/** The canonical spelling of a token: inner spaces trimmed, tag attributes dropped. */
function normalise(s: Exclude<Segment, { kind: 'text' }>): string {
  if (s.kind === 'icu') return s.head;
  if (s.kind === 'tag') {
    if (s.role === 'close') return `</${s.name}>`;
    // `<br>`, `<br/>` and `<br />` are the same line break.
    return s.role === 'void' ? `<${s.name}/>` : `<${s.name}>`;
  }
  const token = s.raw;
  if (token.startsWith('{{')) return `{{${token.slice(2, -2).trim()}}}`;
  if (token.startsWith('{')) return `{${token.slice(1, -1).trim()}}`;
  return token;
}

/**
 * Every placeholder and inline tag of `text`, in order, normalised. `%%` is a literal percent. An
 * ICU construct counts once, with the placeholders of its options once each (a language may need
 * other plural options than the source, so their number is not compared).
 */
export function extractPlaceholders(text: string): string[] {
  const found: string[] = [];
  const visit = (segments: readonly Segment[], into: string[]) => {
    for (const s of segments) {
      if (s.kind === 'text' || (s.kind === 'placeholder' && s.raw === '#')) continue;
      into.push(normalise(s));
      if (s.kind === 'icu') {
        const inner: string[] = [];
        for (const option of s.options) visit(option.message, inner);
        into.push(...new Set(inner));
      }
    }
  };
  visit(segment(text), found);
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
