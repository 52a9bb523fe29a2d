import { useId, useState, type FormEvent } from 'react';
import { useText } from '../../../lib/panel/use-text';

export const MAX_REASON = 1000;

export interface RejectReasonProps {
  busy: boolean;
  /** The reason typed (empty when none was given). */
  onReject(reason: string): void;
  onCancel(): void;
}

/** Asked when a row is rejected: why, for the translator, who reads it in the row's context. */
export function RejectReason({ busy, onReject, onCancel }: RejectReasonProps) {
  const id = useId();
  const t = useText();
  const [reason, setReason] = useState('');
  const length = reason.trim().length;
  const tooLong = length > MAX_REASON;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!tooLong) onReject(reason.trim());
  }

  return (
    <form className="confirm-box" role="dialog" aria-label={t('reject.label')} onSubmit={submit}>
      <label className="label" htmlFor={`${id}-r`}>
        {t('reject.reason')}
      </label>
      <textarea
        id={`${id}-r`}
        rows={3}
        autoFocus
        value={reason}
        aria-invalid={tooLong}
        aria-describedby={`${id}-n`}
        onChange={(e) => setReason(e.target.value)}
      />
      <p className={tooLong ? 'why' : 'muted'} id={`${id}-n`}>
        {t('reject.length', { length, max: MAX_REASON })}
        {tooLong && t('reject.tooLong')}
      </p>
      <div className="buttons">
        <button type="submit" className="primary" disabled={busy || tooLong}>
          {t('action.reject')}
        </button>
        <button type="button" disabled={busy} onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
