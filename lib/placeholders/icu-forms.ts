import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { PLURAL_CATEGORIES, pluralRules } from '../formats/plural-categories';
import { join, segment, type Segment } from './segments';

/**
 * An ICU message with one plural, selectordinal or select, as one field per form. The message is
 * cut at the parser's locations, never printed again: every byte outside the edited form (the
 * text around the construct, spacing, quoting, `offset:`) comes back as it was typed, so
 * `writeForms(readForms(m))` is `m`.
 */
export type FormsKind = 'plural' | 'selectordinal' | 'select';

export interface FormField {
  /** `one`, `=0`, `male`, `other`… */
  key: string;
  /** The form's ICU text, between its braces. */
  text: string;
  /** In the message; a form the language needs but the message lacks is a field only. */
  present: boolean;
  /** What goes before the text: spacing, the key and `{`. */
  lead: string;
}

export interface FormsMessage {
  kind: FormsKind;
  argument: string;
  /** Text outside the construct. */
  before: string;
  after: string;
  /** `{count, plural,` (with any `offset:`) and the closing spacing and `}`. */
  head: string;
  tail: string;
  forms: FormField[];
}

type Construct = Extract<MessageFormatElement, { type: TYPE.plural | TYPE.select }>;
const isConstruct = (e: MessageFormatElement): e is Construct =>
  e.type === TYPE.plural || e.type === TYPE.select;

function nests(nodes: readonly MessageFormatElement[]): boolean {
  return nodes.some((n) => isConstruct(n) || (n.type === TYPE.tag && nests(n.children)));
}

/**
 * The forms of `text`; null when it does not parse, or is not exactly one plural/select with no
 * other one inside it (such a message is edited as one text).
 */
export function readForms(text: string): FormsMessage | null {
  let ast: MessageFormatElement[];
  try {
    ast = parse(text, { ignoreTag: true, requiresOtherClause: false, captureLocation: true });
  } catch {
    return null;
  }
  const constructs = ast.filter(isConstruct);
  if (constructs.length !== 1 || !constructs[0]!.location) return null;
  const c = constructs[0]!;
  const options = Object.entries(c.options).sort(
    (a, b) => a[1].location!.start.offset - b[1].location!.start.offset,
  );
  if (options.length === 0 || options.some(([, o]) => nests(o.value))) return null;
  const start = c.location!.start.offset;
  const end = c.location!.end.offset;
  const firstBrace = options[0]![1].location!.start.offset;
  const headEnd = start + /\s*\S+\s*$/.exec(text.slice(start, firstBrace))!.index;
  const forms: FormField[] = [];
  let at = headEnd;
  for (const [key, o] of options) {
    const { start: s, end: e } = o.location!;
    forms.push({
      key,
      text: text.slice(s.offset + 1, e.offset - 1),
      present: true,
      lead: text.slice(at, s.offset + 1),
    });
    at = e.offset;
  }
  const kind: FormsKind =
    c.type === TYPE.select ? 'select' : c.pluralType === 'ordinal' ? 'selectordinal' : 'plural';
  return {
    kind,
    argument: c.value,
    before: text.slice(0, start),
    head: text.slice(start, headEnd),
    forms,
    tail: text.slice(at, end),
    after: text.slice(end),
  };
}

/**
 * The text parses and has plurals or selects, but not as one construct with none inside: it has
 * no fields per form, and the editor says why.
 */
export function severalConstructs(text: string): boolean {
  if (!/\{\s*[\w.-]+\s*,\s*(?:plural|selectordinal|select)\s*,/.test(text)) return false;
  try {
    const ast = parse(text, { ignoreTag: true, requiresOtherClause: false });
    return nests(ast) && readForms(text) === null;
  } catch {
    return false;
  }
}

/** The message again; a form with no text is left out, and with no form left, the construct. */
export function writeForms(m: FormsMessage): string {
  const present = m.forms.filter((f) => f.present);
  if (present.length === 0) return m.before + m.after;
  return m.before + m.head + present.map((f) => `${f.lead}${f.text}}`).join('') + m.tail + m.after;
}

/** `m` with one form's text changed: an emptied form leaves the message, a typed one joins it. */
export function setForm(m: FormsMessage, key: string, text: string): FormsMessage {
  return {
    ...m,
    forms: m.forms.map((f) => (f.key === key ? { ...f, text, present: text !== '' } : f)),
  };
}

const rank = (key: string) => (PLURAL_CATEGORIES as readonly string[]).indexOf(key);

/**
 * `m` with a field for every form the translator should see: each category of the target
 * language's plural rules, and the source's exact numbers (`=0`) or select values. Fields the
 * message lacks are empty and written only once typed into.
 */
export function withLanguageForms(
  m: FormsMessage,
  locale: string,
  source: FormsMessage | null,
): FormsMessage {
  const forms = [...m.forms];
  const add = (key: string) => {
    if (forms.some((f) => f.key === key)) return;
    const field = { key, text: '', present: false, lead: ` ${key} {` };
    // Categories in CLDR order, others (=0, select values) before the first category / `other`.
    const r = rank(key);
    const at = forms.findIndex((f) =>
      r >= 0 ? rank(f.key) > r : rank(f.key) >= 0 || f.key === 'other',
    );
    forms.splice(at < 0 ? forms.length : at, 0, field);
  };
  const sameConstruct = source?.kind === m.kind && source.argument === m.argument;
  if (sameConstruct)
    for (const f of source.forms) if (m.kind === 'select' || /^=\d+$/.test(f.key)) add(f.key);
  if (m.kind !== 'select') {
    const type = m.kind === 'plural' ? 'cardinal' : 'ordinal';
    const used = new Set<string>(pluralRules(locale, type).resolvedOptions().pluralCategories);
    for (const c of PLURAL_CATEGORIES) if (used.has(c)) add(c);
  }
  if (m.kind === 'select') add('other');
  return { ...m, forms };
}

/**
 * The forms to edit for a row: its own text's, or, while it is empty, the source's construct with
 * no form written yet. Null when the text (or the empty text's source) is not one construct.
 */
export function openForms(
  text: string,
  source: string | null,
  locale: string,
): FormsMessage | null {
  const fromSource = source ? readForms(source) : null;
  const own =
    text === '' && fromSource
      ? {
          ...fromSource,
          before: '',
          after: '',
          head: `{${fromSource.argument}, ${fromSource.kind},`,
          tail: '}',
          forms: [],
        }
      : readForms(text);
  return own && withLanguageForms(own, locale, fromSource);
}

/**
 * The message as it reads when `key` is the chosen form, with `count` for its number (`#` and the
 * argument itself): what the page shows while that form is edited. Other placeholders stay, for
 * the preview's sample values.
 */
export function formMessage(m: FormsMessage, key: string, count: string): string {
  const form = m.forms.find((f) => f.key === key)?.text ?? '';
  const arg = new RegExp(`^\\{\\s*${m.argument.replace(/[.-]/g, '\\$&')}\\s*\\}$`);
  const fill = (segments: Segment[]): Segment[] =>
    segments.map((s) =>
      s.kind === 'placeholder' && (s.raw === '#' || arg.test(s.raw))
        ? { kind: 'text', text: count }
        : s,
    );
  if (m.kind === 'select') return m.before + form + m.after;
  return (
    join(fill(segment(m.before))) + join(fill(segment(form, true))) + join(fill(segment(m.after)))
  );
}
