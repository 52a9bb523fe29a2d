import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * A format's own plural forms as one ICU plural message, and back. Each form's text stays as the
 * format wrote it (its placeholders included), quoted only where ICU would otherwise read `{`,
 * `}`, `#` or `'` as syntax, so the forms come back byte for byte.
 */
export interface PluralForms {
  /** The ICU argument: `count`, or the variable name the file gives (`.stringsdict`). */
  variable: string;
  /** Selector (`one`, `other`, `=0`…) → the form's text, in the message's order. */
  forms: [string, string][];
}

/**
 * Quotes `text` so that ICU reads it back as exactly `text`; `#` is syntax only inside a plural
 * option (elsewhere a quoted `'#'` would keep its apostrophes).
 */
export function escapeIcuText(text: string, inPlural = true): string {
  const SPECIAL = inPlural ? /[{}#']/ : /[{}']/;
  const SYNTAX = inPlural ? /[{}#]/ : /[{}]/;
  let out = '';
  for (let i = 0; i < text.length;) {
    if (!SPECIAL.test(text[i]!)) {
      out += text[i++];
      continue;
    }
    let j = i;
    while (j < text.length && SPECIAL.test(text[j]!)) j++;
    const run = text.slice(i, j);
    if (SYNTAX.test(run)) out += `'${run.replace(/'/g, "''")}'`;
    // A lone apostrophe before ordinary text is literal in ICU; anywhere else it is doubled.
    else if (run === "'" && j < text.length) out += "'";
    else out += run.replace(/'/g, "''");
    i = j;
  }
  return out;
}

/**
 * Builds `{count, plural, one {…} other {…}}`. Where the format has a token that always means the
 * plural's number (`{{count}}` in i18next), it becomes ICU's `#`.
 */
export function pluralMessage(plural: PluralForms, countToken?: string): string {
  const options = plural.forms.map(([selector, text]) => {
    const body = countToken
      ? text
          .split(countToken)
          .map((t) => escapeIcuText(t))
          .join('#')
      : escapeIcuText(text);
    return `${selector} {${body}}`;
  });
  return `{${plural.variable}, plural, ${options.join(' ')}}`;
}

/** A message's top level: literal text and plural arguments; null if it holds anything else. */
export type IcuPart = { text: string } | { plural: PluralForms };

export function icuParts(message: string, poundAs: string): IcuPart[] | null {
  let ast: MessageFormatElement[];
  try {
    ast = parse(message, { captureLocation: true, ignoreTag: true });
  } catch {
    return null;
  }
  const parts: IcuPart[] = [];
  for (const el of ast) {
    if (el.type === TYPE.literal) parts.push({ text: el.value });
    else if (el.type === TYPE.plural && el.pluralType !== 'ordinal' && !el.offset) {
      const forms = Object.entries(el.options).map(([selector, option]): [string, string] => [
        selector,
        renderOption(message, option.value, poundAs),
      ]);
      parts.push({ plural: { variable: el.value, forms } });
    } else return null;
  }
  return parts;
}

/** The plural forms when the whole message is one plural, else null (a plain text). */
export function readPluralMessage(message: string, poundAs: string): PluralForms | null {
  if (!message.startsWith('{') || !message.endsWith('}')) return null;
  const parts = icuParts(message, poundAs);
  if (parts?.length !== 1 || !('plural' in parts[0]!)) return null;
  return parts[0].plural;
}

function renderOption(message: string, elements: MessageFormatElement[], poundAs: string): string {
  return elements
    .map((el) => {
      if (el.type === TYPE.literal) return el.value;
      if (el.type === TYPE.pound) return poundAs;
      // An argument or a nested plural/select a translator wrote: kept as ICU source.
      return el.location ? message.slice(el.location.start.offset, el.location.end.offset) : '';
    })
    .join('');
}

/**
 * A plural's forms keyed by CLDR category for a format that knows only categories: exact
 * selectors `=0`/`=1` stand in for `zero`/`one` when those are missing; other exact ones are
 * dropped (no such format can say them).
 */
export function categoryForms(plural: PluralForms): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [selector, text] of plural.forms) if (!selector.startsWith('=')) out[selector] = text;
  for (const [selector, text] of plural.forms) {
    if (selector === '=0' && out.zero === undefined) out.zero = text;
    if (selector === '=1' && out.one === undefined) out.one = text;
  }
  return out;
}
