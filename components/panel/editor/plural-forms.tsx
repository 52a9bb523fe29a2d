import { useId, type Ref } from 'react';
import type { FormHint, FormView } from './use-plural-forms';
import { setForm, type FormsMessage } from '../../../lib/placeholders/icu-forms';
import type { UiText } from '../../../lib/ui-text/catalogues';
import { useText } from '../../../lib/panel/use-text';

export interface PluralFormsProps {
  message: FormsMessage;
  forms: readonly FormView[];
  /** The text around the construct has a field when the source or the text has some. */
  outside: boolean;
  readOnly: boolean;
  locale: string | null;
  describedBy?: string;
  /** The first form's field: where the panel's shortcuts put the caret. */
  firstRef?: Ref<HTMLTextAreaElement>;
  /** The forms changed; `key`: the form being typed, which the page shows. */
  onChange(next: FormsMessage, key?: string): void;
}

function hintText(t: UiText, h: FormHint, argument: string): string {
  switch (h.kind) {
    case 'numbers':
      return t('forms.for', { numbers: h.numbers });
    case 'exact':
      return t('forms.exact', { number: h.number });
    case 'value':
      return t('forms.value', { argument, value: h.value });
    case 'other-value':
      return t('forms.otherValue');
    case 'not-used':
      return t('forms.notUsed');
  }
}

/** An ICU plural or select as one field per form, each with its numbers and how it reads. */
export function PluralForms(props: PluralFormsProps) {
  const { message, forms, readOnly } = props;
  const id = useId();
  const t = useText();
  const lang = props.locale ?? undefined;
  const outsideField = (side: 'before' | 'after') => (
    <label className="form-outside">
      {t(side === 'before' ? 'forms.before' : 'forms.after')}
      <input
        value={message[side]}
        readOnly={readOnly}
        lang={lang}
        onChange={(e) => props.onChange({ ...message, [side]: e.target.value })}
      />
    </label>
  );
  return (
    <fieldset
      className="forms"
      aria-label={t('forms.group', { argument: message.argument })}
      aria-describedby={props.describedBy}
    >
      {props.outside && outsideField('before')}
      {forms.map((f, i) => (
        <div className="form" key={f.key}>
          <label htmlFor={`${id}-${i}`}>
            <b>{f.key}</b> <span className="muted">{hintText(t, f.hint, message.argument)}</span>
          </label>
          <textarea
            id={`${id}-${i}`}
            ref={i === 0 ? props.firstRef : undefined}
            aria-label={t('forms.field', { form: f.key })}
            className="translation form-text"
            rows={2}
            value={f.text}
            placeholder={f.present ? undefined : t('forms.notWritten')}
            readOnly={readOnly}
            lang={lang}
            onChange={(e) => props.onChange(setForm(message, f.key, e.target.value), f.key)}
          />
          {f.reads !== null && <p className="note reads">{t('forms.reads', { text: f.reads })}</p>}
        </div>
      ))}
      {props.outside && outsideField('after')}
    </fieldset>
  );
}
