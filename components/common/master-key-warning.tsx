import { useText } from '../../lib/panel/use-text';

export interface MasterKeyWarningProps {
  /** What a master key can do, from the background. */
  text: string;
  busy: boolean;
  onKeep(): void;
  onCancel(): void;
}

/** Asked before a master key is kept in the browser: it can do everything in the project. */
export function MasterKeyWarning({ text, busy, onKeep, onCancel }: MasterKeyWarningProps) {
  const t = useText();
  return (
    <div className="confirm-box" role="alertdialog" aria-label={t('master.label')}>
      <p>{text}</p>
      <div className="buttons">
        <button type="button" disabled={busy} onClick={onKeep}>
          {t('master.keep')}
        </button>
        <button type="button" className="primary" disabled={busy} onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
