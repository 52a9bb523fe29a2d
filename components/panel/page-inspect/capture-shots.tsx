import type { Ask } from '../../../lib/panel/transport';
import { useCaptureShots } from '../../../lib/panel/use-row-shots';
import { useText } from '../../../lib/panel/use-text';

/** The panel's button that attaches a screenshot to every key in view (also Alt+Shift+S). */
export function CaptureShots({ ask, tabId }: { ask: Ask; tabId: number | null }) {
  const t = useText();
  const capture = useCaptureShots(ask, tabId);
  if (tabId === null) return null;
  const done = capture.data;
  return (
    <p className="capture-shots">
      <button
        type="button"
        disabled={capture.isPending}
        onClick={() => capture.mutate()}
        title={t('shots.shortcut')}
      >
        {capture.isPending ? t('shots.capturing') : t('shots.capture')}
      </button>{' '}
      {done && (
        <span role="status">
          {t('shots.captured', {
            language: done.locale,
            attached: done.attached,
            failed: done.failed,
          })}
        </span>
      )}
      {capture.error && <span role="alert">{capture.error.message}</span>}
    </p>
  );
}
