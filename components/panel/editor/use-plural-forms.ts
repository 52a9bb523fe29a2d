import { useMemo, useRef, useState } from 'react';
import { pluralSamples } from '../../../lib/formats/plural-samples';
import {
  formMessage,
  openForms,
  readForms,
  severalConstructs,
  writeForms,
  type FormsMessage,
} from '../../../lib/placeholders/icu-forms';
import { withSamples } from '../../../lib/placeholders/samples';

/** What a form's field says beside it: the numbers that pick it, or the select value. */
export type FormHint =
  | { kind: 'numbers'; numbers: string }
  | { kind: 'exact'; number: string }
  | { kind: 'value'; value: string }
  | { kind: 'other-value' }
  | { kind: 'not-used' };

export interface FormView {
  key: string;
  text: string;
  present: boolean;
  hint: FormHint;
  /** The message as a reader sees it with this form (sample values filled); null while empty. */
  reads: string | null;
  /** The same, before sample values: what the page preview is sent. */
  shown: string;
}

const EXACT = /^=(\d+(?:\.\d+)?)$/;

function views(m: FormsMessage, locale: string): FormView[] {
  const type = m.kind === 'selectordinal' ? 'ordinal' : 'cardinal';
  const samples = new Map<string, number[]>(m.kind === 'select' ? [] : pluralSamples(locale, type));
  const number = new Intl.NumberFormat(locale.replace(/_/g, '-'));
  return m.forms.map((f) => {
    const exact = EXACT.exec(f.key);
    const nums = samples.get(f.key);
    const count = exact ? number.format(Number(exact[1])) : nums ? number.format(nums[0]!) : '3';
    const hint: FormHint =
      m.kind === 'select'
        ? f.key === 'other'
          ? { kind: 'other-value' }
          : { kind: 'value', value: f.key }
        : exact
          ? { kind: 'exact', number: count }
          : nums
            ? { kind: 'numbers', numbers: `${nums.map((n) => number.format(n)).join(', ')}…` }
            : { kind: 'not-used' };
    const shown = formMessage(m, f.key, count);
    return { ...f, hint, shown, reads: f.text === '' ? null : withSamples(shown) };
  });
}

/**
 * The row's text as one field per form, while it is one ICU plural or select (see
 * `lib/placeholders/icu-forms.ts`). The forms last typed are held while the text is the one they
 * wrote: a form half typed (`{` not closed yet) keeps its field instead of falling back to the
 * one text box. Any other change of the text (a draft, a suggestion, the one box) reads it again.
 */
export function usePluralForms(text: string, source: string | null, locale: string | null) {
  const held = useRef<{ m: FormsMessage; built: string } | null>(null);
  const [asText, setAsText] = useState(false);
  const opened = useMemo(
    () => (locale ? openForms(text, source, locale) : null),
    [text, source, locale],
  );
  const m = held.current?.built === text ? held.current.m : opened;
  const forms = useMemo(() => (m && locale ? views(m, locale) : []), [m, locale]);

  /**
   * The message with `next`'s forms, held; and what the page shows: the form being typed (`key`)
   * with its number, else the whole message.
   */
  function write(next: FormsMessage, key?: string): { text: string; shown: string } {
    const built = writeForms(next);
    held.current = { m: next, built };
    const form = key && locale ? views(next, locale).find((f) => f.key === key) : undefined;
    return { text: built, shown: form?.shown ?? built };
  }

  const sourceForms = useMemo(() => (source ? readForms(source) : null), [source]);
  const around = (f: FormsMessage | null) => f !== null && f.before + f.after !== '';

  return {
    message: m,
    forms,
    /** Text outside the construct, in the text or its source: it gets fields of its own. */
    outside: around(m) || around(sourceForms),
    /** The text has plurals or selects, but no fields per form: the editor says why. */
    several: m === null && severalConstructs(text),
    /** Shown per form: the text is one construct and the translator did not ask for one box. */
    perForm: m !== null && !asText,
    asText,
    setAsText,
    write,
  };
}
