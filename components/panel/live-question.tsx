export type LiveQuestionProps = {
  busy: boolean;
  onAnswer(choice: 'draft' | 'live' | 'lock' | 'cancel'): void;
} & (
  | {
      kind: 'live-edit';
      /** The text customers see now. */
      live: string;
      /** The user may approve the saved text: offer to keep the row on the site. */
      canKeepLive: boolean;
    }
  | { kind: 'lock'; /** The text the lock puts on the site. */ text: string }
);

/** Asked before a write changes what customers see: what they will see, and the choices. */
export function LiveQuestion(props: LiveQuestionProps) {
  const { busy, onAnswer } = props;
  const cancel = (
    <button type="button" disabled={busy} onClick={() => onAnswer('cancel')}>
      Cancel
    </button>
  );
  if (props.kind === 'lock')
    return (
      <div className="confirm-box" role="alertdialog" aria-label="Lock and publish">
        <p>
          Locking serves this text on the site as it is, without review or approval. Customers will
          see:
        </p>
        <blockquote>{props.text}</blockquote>
        <div className="buttons">
          <button
            type="button"
            className="primary"
            disabled={busy}
            autoFocus
            onClick={() => onAnswer('lock')}
          >
            Lock and publish
          </button>
          {cancel}
        </div>
      </div>
    );
  return (
    <div className="confirm-box" role="alertdialog" aria-label="This text is live">
      <p>Customers see this text on the site now:</p>
      <blockquote>{props.live}</blockquote>
      <p>
        Saving makes the row a draft again: it stops being served until it is approved again, and
        until then the site shows its fallback (often the source text).
        {props.canKeepLive && ' Save and keep it live saves and approves it in one step.'}
      </p>
      <div className="buttons">
        {props.canKeepLive && (
          <button
            type="button"
            className="primary"
            disabled={busy}
            autoFocus
            onClick={() => onAnswer('live')}
          >
            Save and keep it live
          </button>
        )}
        <button
          type="button"
          className={props.canKeepLive ? undefined : 'primary'}
          disabled={busy}
          autoFocus={!props.canKeepLive}
          onClick={() => onAnswer('draft')}
        >
          Save as a draft
        </button>
        {cancel}
      </div>
    </div>
  );
}
