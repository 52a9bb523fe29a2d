import { useState } from 'react';
import type { ScreenshotInfo } from '../../../lib/contract/screenshots';
import { useText } from '../../../lib/panel/use-text';

export interface RowScreenshotProps {
  shot: ScreenshotInfo | null;
  /** The image as a data: URL, once it came through the background. */
  src: string | null;
  loading: boolean;
  error: string | null;
}

/** The key where it sits on the page: a thumbnail beside the text, enlarged on a click. */
export function RowScreenshot({ shot, src, loading, error }: RowScreenshotProps) {
  const t = useText();
  const [big, setBig] = useState(false);
  if (loading) return null;
  if (error) return <p className="why">{t('context.unavailable', { error })}</p>;
  if (!shot) return <p className="muted shot-none">{t('shots.none')}</p>;
  const page = shot.page_url;
  const alt = t('shots.alt', { page });
  const stale =
    shot.stale === 'text' ? t('shots.staleText') : shot.stale ? t('shots.staleBox') : null;
  return (
    <figure className="row-shot">
      {src && (
        <button
          type="button"
          className="shot-thumb"
          onClick={() => setBig(true)}
          aria-label={t('shots.enlarge')}
        >
          <img src={src} alt={alt} />
        </button>
      )}
      <figcaption className="muted">
        {stale && <span className="shot-stale">{stale} · </span>}
        {t('shots.by', { who: shot.captured_by.name })} ·{' '}
        <time dateTime={new Date(shot.captured_at).toISOString()}>
          {t.dateTime(shot.captured_at)}
        </time>
        <br />
        <span className="shot-page">{page}</span>
      </figcaption>
      {big && src && (
        <div className="shot-big" role="dialog" aria-label={t('shots.label')}>
          <img src={src} alt={alt} />
          <button type="button" onClick={() => setBig(false)} autoFocus>
            {t('shots.close')}
          </button>
        </div>
      )}
    </figure>
  );
}
