import type { Ref } from 'react';
import { usePluralForms } from './use-plural-forms';
import { useText } from '../../../lib/panel/use-text';
import { PluralForms } from './plural-forms';

export interface TranslationFieldProps {
  id: string;
  text: string;
  source: string | null;
  locale: string | null;
  readOnly: boolean;
  describedBy?: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
  /** `shown`: what the page previews, when not the whole text (the form being typed). */
  onTextChange(text: string, shown?: string): void;
}

/**
 * The translation: one field per form while the text (or, empty, its source) is one ICU plural or
 * select, else one text box; the translator switches between the two, and both edit the same
 * text, so the draft keeps whatever was typed in either.
 */
export function TranslationField(props: TranslationFieldProps) {
  const { text, locale, readOnly } = props;
  const t = useText();
  const forms = usePluralForms(text, props.source, locale);
  const switcher = forms.message && (
    <button type="button" className="link" onClick={() => forms.setAsText(!forms.asText)}>
      {t(forms.asText ? 'forms.perForm' : 'forms.asText')}
    </button>
  );
  if (forms.perForm && forms.message) {
    return (
      <>
        <PluralForms
          message={forms.message}
          forms={forms.forms}
          outside={forms.outside}
          readOnly={readOnly}
          locale={locale}
          describedBy={props.describedBy}
          firstRef={props.textareaRef}
          onChange={(next, key) => {
            const { text: written, shown } = forms.write(next, key);
            props.onTextChange(written, shown);
          }}
        />
        <p className="note">{switcher}</p>
      </>
    );
  }
  return (
    <>
      <textarea
        id={props.id}
        ref={props.textareaRef}
        aria-label={t('editor.translation')}
        className="translation"
        rows={4}
        value={text}
        readOnly={readOnly}
        aria-describedby={props.describedBy}
        lang={locale ?? undefined}
        onChange={(e) => {
          // Typed here, the text stays here: the box never turns into fields mid-typing.
          forms.setAsText(true);
          props.onTextChange(e.target.value);
        }}
      />
      {switcher ? (
        <p className="note">{switcher}</p>
      ) : (
        forms.several && <p className="note">{t('forms.oneText')}</p>
      )}
    </>
  );
}
