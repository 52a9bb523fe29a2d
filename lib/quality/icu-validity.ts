import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { isPluralCategory, PLURAL_CATEGORIES, pluralRules } from '../formats/plural-categories';

/**
 * What is wrong with a translation's ICU message, for the target language. Blocking problems break
 * the message in the app (it does not parse, or a plural or select has no `other`); a form the
 * language never uses is only dead text.
 */
export type IcuProblem =
  | { kind: 'syntax'; error: string; at: number }
  | { kind: 'missing-other'; argument: string }
  | { kind: 'unknown-form'; argument: string; form: string; forms: string[] }
  | { kind: 'unused-form'; argument: string; form: string; forms: string[] };

// Only a text with an ICU argument of its own kind is read as ICU: "{{name}}" and "%s" are
// other formats' placeholders, and "{name}" alone is the same in every format.
const ICU_HEAD = /\{\s*[\w.-]+\s*,\s*(?:plural|selectordinal|select|number|date|time)\s*[,}]/;

export const isBlocking = (p: IcuProblem) => p.kind !== 'unused-form';

/** The problems of `text` as an ICU message in `locale`; none for a text that is not ICU. */
export function icuProblems(text: string, locale: string): IcuProblem[] {
  if (!ICU_HEAD.test(text)) return [];
  let ast: MessageFormatElement[];
  try {
    ast = parse(text, { ignoreTag: true, requiresOtherClause: false });
  } catch (e) {
    const at = (e as { location?: { start: { offset: number } } }).location?.start.offset ?? 0;
    return [{ kind: 'syntax', error: e instanceof Error ? e.message : String(e), at }];
  }
  const problems: IcuProblem[] = [];
  visit(ast, locale, problems);
  return problems;
}

function visit(nodes: readonly MessageFormatElement[], locale: string, out: IcuProblem[]): void {
  for (const node of nodes) {
    if (node.type !== TYPE.plural && node.type !== TYPE.select) continue;
    const keys = Object.keys(node.options);
    if (!keys.includes('other')) out.push({ kind: 'missing-other', argument: node.value });
    if (node.type === TYPE.plural) {
      const forms = languageForms(locale, node.pluralType ?? 'cardinal');
      for (const form of keys) {
        if (/^=\d+$/.test(form) || forms.includes(form)) continue;
        const kind = isPluralCategory(form) ? 'unused-form' : 'unknown-form';
        out.push({ kind, argument: node.value, form, forms });
      }
    }
    for (const option of Object.values(node.options)) visit(option.value, locale, out);
  }
}

/** The plural forms `locale` uses, cardinal or ordinal, in CLDR order. */
function languageForms(locale: string, type: Intl.PluralRuleType): string[] {
  const used = new Set<string>(pluralRules(locale, type).resolvedOptions().pluralCategories);
  return PLURAL_CATEGORIES.filter((c) => used.has(c));
}
