import { useText } from '../../../lib/panel/use-text';

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
  const t = useText();
  const cancel = (
    <button type="button" disabled={busy} onClick={() => onAnswer('cancel')}>
      {t('common.cancel')}
    </button>
  );
  if (props.kind === 'lock')
    return (
      <div className="confirm-box" role="alertdialog" aria-label={t('live.lockLabel')}>
        <p>{t('live.lockText')}</p>
        <blockquote>{props.text}</blockquote>
        <div className="buttons">
          <button
            type="button"
            className="primary"
            disabled={busy}
            autoFocus
            onClick={() => onAnswer('lock')}
          >
            {t('live.lockLabel')}
          </button>
          {cancel}
        </div>
      </div>
    );
  return (
    <div className="confirm-box" role="alertdialog" aria-label={t('live.label')}>
      <p>{t('live.now')}</p>
      <blockquote>{props.live}</blockquote>
      <p>
        {t('live.draft')}
        {props.canKeepLive && t('live.keepHint')}
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
            {t('live.keep')}
          </button>
        )}
        <button
          type="button"
          className={props.canKeepLive ? undefined : 'primary'}
          disabled={busy}
          autoFocus={!props.canKeepLive}
          onClick={() => onAnswer('draft')}
        >
          {t('live.saveDraft')}
        </button>
        {cancel}
      </div>
    </div>
  );
}
