import { useId, useState, type FormEvent } from 'react';
import type { CreateKeyOutcome, NewKey } from './create-key';
import { useText } from '../../../lib/panel/use-text';

export interface CreateKeyFormProps {
  /** The page's text that has no key. */
  text: string;
  namespaces: readonly string[];
  namespace: string;
  suggestedKey: string;
  sourceLocale: string;
  /** The page's language when it is not the source: the page's text becomes its first draft. */
  draftLocale: string | null;
  busy: boolean;
  outcome: CreateKeyOutcome | null;
  asked: Pick<NewKey, 'namespace' | 'key'> | null;
  error: string | null;
  onCreate(k: Pick<NewKey, 'namespace' | 'key' | 'source' | 'draft'>): void;
}

/** A manager gives a text on the page its key: namespace, key, source text, and the first draft. */
export function CreateKeyForm(props: CreateKeyFormProps) {
  const t = useText();
  const listId = useId();
  const [namespace, setNamespace] = useState(props.namespace);
  const [key, setKey] = useState(props.suggestedKey);
  const [source, setSource] = useState(props.draftLocale ? '' : props.text);
  const ready = namespace.trim() !== '' && key.trim() !== '' && source.trim() !== '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready || props.busy) return;
    const draft = props.draftLocale ? { locale: props.draftLocale, text: props.text } : null;
    props.onCreate({ namespace: namespace.trim(), key: key.trim(), source, draft });
  };
  const asked = props.asked && { namespace: props.asked.namespace, key: props.asked.key };
  return (
    <form className="create-key" aria-label={t('createKey.label')} onSubmit={submit}>
      <label>
        {t('createKey.namespace')}
        <input list={listId} value={namespace} onChange={(e) => setNamespace(e.target.value)} />
        <datalist id={listId}>
          {props.namespaces.map((ns) => (
            <option key={ns} value={ns} />
          ))}
        </datalist>
      </label>
      <label>
        {t('createKey.key')}
        <input value={key} onChange={(e) => setKey(e.target.value)} />
      </label>
      <label>
        {t('createKey.source', { locale: props.sourceLocale })}
        <textarea value={source} onChange={(e) => setSource(e.target.value)} rows={2} />
      </label>
      {props.draftLocale && (
        <p className="hint">{t('createKey.draft', { locale: props.draftLocale })}</p>
      )}
      <button type="submit" className="primary" disabled={!ready || props.busy}>
        {props.busy ? t('createKey.creating') : t('createKey.submit')}
      </button>
      {props.error && <p role="alert">{props.error}</p>}
      {asked && props.outcome && (
        <p role="status">
          {props.outcome.created ? t('createKey.created', asked) : t('createKey.exists', asked)}
        </p>
      )}
    </form>
  );
}
