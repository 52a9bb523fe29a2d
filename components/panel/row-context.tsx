import { useId, useState, type FormEvent } from 'react';
import type { HistoryAction, TargetContext } from '../../lib/contract/context';
import type { EditorWorkflow } from '../../lib/contract/editor';
import { stageName, STATE_LABEL, type LensState } from '../../lib/key-state/key-state';

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

const ACTION_LABEL: Record<HistoryAction, string> = {
  edit: 'Edited',
  confirm: 'Confirmed',
  reject: 'Rejected',
  approve: 'Approved',
  unapprove: 'Unapproved',
  lock: 'Locked',
  unlock: 'Unlocked',
  fill: 'Filled',
  sync: 'Synced',
};

/** In the user's own language and time zone: when something happened matters to whom reads it. */
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const at = (ms: number) => (
  <time dateTime={new Date(ms).toISOString()}>{when.format(new Date(ms))}</time>
);

export const MAX_COMMENT = 1000;

type OtherRow = TargetContext['translations'][string];
/** As the lens names it, from what the context carries (it says nothing of locks). */
const stateOf = (t: OtherRow): LensState =>
  t.isDelivered ? 'delivered' : t.isReady ? 'approved' : t.rowState;

/** What a translator needs beside the text: what the key is for, its neighbours, its past. */
export function RowContext(props: RowContextProps) {
  const { context, workflow } = props;
  const id = useId();
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
    <section className="row-context" aria-label="Context">
      <h3 className="label">Context</h3>
      {props.loading && <p className="muted">Loading context…</p>}
      {props.error && <p className="why">Context is not available: {props.error}</p>}
      {context && (
        <>
          <p className={`description${context.description ? '' : ' muted'}`}>
            {context.description ?? 'No description for this key.'}
          </p>
          <div className="ctx-source">
            <span className="muted">Source ({context.source.locale}): </span>
            <span lang={context.source.locale}>{context.source.text}</span>
          </div>
          <h4 className="label">Other languages</h4>
          {others.length === 0 ? (
            <p className="muted">No other languages.</p>
          ) : (
            <ul aria-label="Other languages" className="ctx-list">
              {others.map(([locale, t]) => (
                <li key={locale}>
                  <b>{locale}</b> <span className="muted">{STATE_LABEL[stateOf(t)]}</span>{' '}
                  <span lang={locale}>{t.text || '—'}</span>
                </li>
              ))}
            </ul>
          )}
          <h4 className="label">History</h4>
          {context.history.length === 0 ? (
            <p className="muted">No changes yet.</p>
          ) : (
            <ol aria-label="History" className="ctx-list">
              {context.history.map((h, i) => (
                <li key={`${h.at}-${i}`}>
                  {at(h.at)} · <b>{h.actor.name}</b> · {ACTION_LABEL[h.action]} ·{' '}
                  {stageName(workflow, h.stage_index)}
                  {h.text && <div className="ctx-text">{h.text}</div>}
                </li>
              ))}
            </ol>
          )}
          <h4 className="label">Comments</h4>
          {context.comments.length === 0 ? (
            <p className="muted">No comments yet.</p>
          ) : (
            <ol aria-label="Comments" className="ctx-list">
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
              Add a comment
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
              {trimmed.length} / {MAX_COMMENT}
              {tooLong && ' — too long'}
            </p>
            {props.commentError && <p className="why">Not sent: {props.commentError}</p>}
            <button type="submit" disabled={!trimmed || tooLong || props.commenting}>
              Comment
            </button>
          </form>
        </>
      )}
    </section>
  );
}
