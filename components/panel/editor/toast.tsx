import type { Undo } from './use-write-outcomes';
import { useText } from '../../../lib/panel/use-text';

/**
 * The panel's toast: what the last keyboard command or write did, read by screen readers, with
 * Undo beside it while the write it reports can still be taken back.
 */
export function Toast({ text, undo }: { text: string | null; undo: Undo | null }) {
  const t = useText();
  return (
    <p className="notice" role="status" aria-live="polite">
      {text}
      {undo && undo.text === text && (
        <>
          {' '}
          <button type="button" className="link undo" onClick={undo.run}>
            {t('toast.undo')}
          </button>
        </>
      )}
    </p>
  );
}
