import { useId, useState, type FormEvent } from 'react';
import type { TargetContext } from '../../../lib/contract/context';
import type { EditorWorkflow } from '../../../lib/contract/editor';
import { stageName, type LensState } from '../../../lib/key-state/key-state';
import { useText } from '../../../lib/panel/use-text';

export interface RowContextProps {
  context: TargetContext | null;
  loading: boolean;
  error: string | null;
  /** The row's own language, left out of "other languages". */
  locale: string | null;
  workflow?: EditorWorkflow;
  commenting: boolean;
  commentError: string | null;
  onComment(text: string): Promise<unknown>;
}

export const MAX_COMMENT = 1000;

type OtherRow = TargetContext['translations'][string];
/** As the lens names it, from what the context carries (it says nothing of locks). */
const stateOf = (t: OtherRow): LensState =>
  t.isDelivered ? 'delivered' : t.isReady ? 'approved' : t.rowState;

/** What a translator needs beside the text: what the key is for, its neighbours, its past. */
export function RowContext(props: RowContextProps) {
  const { context, workflow } = props;
  const id = useId();
  const t = useText();
  // In the extension's language, in the user's own time zone: when matters to whom reads it.
  const at = (ms: number) => <time dateTime={new Date(ms).toISOString()}>{t.dateTime(ms)}</time>;
  const [draft, setDraft] = useState('');
  const trimmed = draft.trim();
  const tooLong = trimmed.length > MAX_COMMENT;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!trimmed || tooLong) return;
    // Kept on failure, so nothing typed is lost; the error is shown below the box.
    await props.onComment(trimmed).then(
      () => setDraft(''),
      () => undefined,
    );
  }

  const others = context
    ? Object.entries(context.translations).filter(([locale]) => locale !== props.locale)
    : [];

  return (
    <section className="row-context" aria-label={t('context.label')}>
      <h3 className="label">{t('context.label')}</h3>
      {props.loading && <p className="muted">{t('context.loading')}</p>}
      {props.error && <p className="why">{t('context.unavailable', { error: props.error })}</p>}
      {context && (
        <>
          <p className={`description${context.description ? '' : ' muted'}`}>
            {context.description ?? t('context.noDescription')}
          </p>
          <div className="ctx-source">
            <span className="muted">{t('context.source', { locale: context.source.locale })} </span>
            <span lang={context.source.locale}>{context.source.text}</span>
          </div>
          <h4 className="label">{t('context.others')}</h4>
          {others.length === 0 ? (
            <p className="muted">{t('context.noOthers')}</p>
          ) : (
            <ul aria-label={t('context.others')} className="ctx-list">
              {others.map(([locale, other]) => (
                <li key={locale}>
                  <b>{locale}</b> <span className="muted">{t(`state.${stateOf(other)}`)}</span>{' '}
                  <span lang={locale}>{other.text || '—'}</span>
                </li>
              ))}
            </ul>
          )}
          <h4 className="label">{t('context.history')}</h4>
          {context.history.length === 0 ? (
            <p className="muted">{t('context.noHistory')}</p>
          ) : (
            <ol aria-label={t('context.history')} className="ctx-list">
              {context.history.map((h, i) => (
                <li key={`${h.at}-${i}`}>
                  {at(h.at)} · <b>{h.actor.name}</b> · {t(`history.${h.action}`)} ·{' '}
                  {stageName(workflow, h.stage_index)}
                  {h.text && <div className="ctx-text">{h.text}</div>}
                </li>
              ))}
            </ol>
          )}
          <h4 className="label">{t('context.comments')}</h4>
          {context.comments.length === 0 ? (
            <p className="muted">{t('context.noComments')}</p>
          ) : (
            <ol aria-label={t('context.comments')} className="ctx-list">
              {context.comments.map((c) => (
                <li key={c.id}>
                  {at(c.at)} · <b>{c.actor.name}</b>
                  <div className="ctx-text">{c.text}</div>
                </li>
              ))}
            </ol>
          )}
          <form onSubmit={(e) => void submit(e)}>
            <label className="label" htmlFor={`${id}-c`}>
              {t('context.addComment')}
            </label>
            <textarea
              id={`${id}-c`}
              rows={2}
              value={draft}
              aria-invalid={tooLong}
              aria-describedby={`${id}-n`}
              onChange={(e) => setDraft(e.target.value)}
            />
            <p className={tooLong ? 'why' : 'muted'} id={`${id}-n`}>
              {t('reject.length', { length: trimmed.length, max: MAX_COMMENT })}
              {tooLong && t('reject.tooLong')}
            </p>
            {props.commentError && (
              <p className="why">{t('context.notSent', { error: props.commentError })}</p>
            )}
            <button type="submit" disabled={!trimmed || tooLong || props.commenting}>
              {t('context.comment')}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
