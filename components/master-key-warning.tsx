export interface MasterKeyWarningProps {
  /** What a master key can do, from the background. */
  text: string;
  busy: boolean;
  onKeep(): void;
  onCancel(): void;
}

/** Asked before a master key is kept in the browser: it can do everything in the project. */
export function MasterKeyWarning({ text, busy, onKeep, onCancel }: MasterKeyWarningProps) {
  return (
    <div className="confirm-box" role="alertdialog" aria-label="Master key">
      <p>{text}</p>
      <div className="buttons">
        <button type="button" disabled={busy} onClick={onKeep}>
          Use the master key anyway
        </button>
        <button type="button" className="primary" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
