import { join, segment, type Segment } from '../../lib/placeholders/segments';

/**
 * A message prepared for an engine: the pieces it translates (no ICU construct inside: each
 * option message of a plural or select is a piece of its own) and how to put the message back
 * together from their translations. Placeholders and tags stay segments, so each engine encodes
 * them in a form it carries through untouched.
 */
export interface PreparedMessage {
  units: Segment[][];
  rebuild(translated: readonly string[]): string;
}

export function prepareMessage(text: string): PreparedMessage {
  const units: Segment[][] = [];
  // Each entry of the template is a literal string or the index of a unit.
  const template: (string | number)[] = [];
  let current: Segment[] = [];
  const endUnit = () => {
    if (current.some((s) => s.kind === 'text' && /\p{L}/u.test(s.text))) {
      template.push(units.length);
      units.push(current);
    } else if (current.length > 0) template.push(join(current));
    current = [];
  };
  const walk = (segments: readonly Segment[]) => {
    for (const s of segments) {
      if (s.kind !== 'icu') {
        current.push(s);
        continue;
      }
      endUnit();
      const head = s.raw.slice(0, s.raw.indexOf(',', s.raw.indexOf(',') + 1) + 1);
      template.push(head);
      for (const option of s.options) {
        template.push(` ${option.key} {`);
        walk(option.message);
        endUnit();
        template.push('}');
      }
      template.push('}');
    }
  };
  walk(segment(text));
  endUnit();
  return {
    units,
    rebuild: (translated) =>
      template.map((t) => (typeof t === 'number' ? (translated[t] ?? '') : t)).join(''),
  };
}

/** The placeholders of a unit in order: engines refer to them by index. */
export const placeholdersOf = (unit: readonly Segment[]): string[] =>
  unit.flatMap((s) => (s.kind === 'placeholder' ? [s.raw] : []));
