import type { SiteState } from '../../../lib/messaging/types';
import { useText } from '../../../lib/panel/use-text';

export interface SiteNoticeProps {
  site: SiteState;
  busy: boolean;
  error: Error | null;
  onEnable(pattern: string): void;
}

/** Why the page shows no keys when Locale Lens does not run there, and the way to turn it on. */
export function SiteNotice({ site, busy, error, onEnable }: SiteNoticeProps) {
  const t = useText();
  if (site.status === 'unsupported') {
    return <p className="empty">{t('site.unsupported')}</p>;
  }
  return (
    <section className="site-off" aria-label={t('site.label')}>
      <p>
        {t('site.offBefore')} <strong>{site.host}</strong>
        {t('site.offAfter')}
      </p>
      <button
        type="button"
        className="primary"
        disabled={busy || !site.pattern}
        onClick={() => site.pattern && onEnable(site.pattern)}
      >
        {t('site.enable', { host: site.host ?? '' })}
      </button>
      {error && <p role="alert">{error.message}</p>}
    </section>
  );
}
