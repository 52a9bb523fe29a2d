import type { SiteState } from '../../lib/messaging/types';

export interface SiteNoticeProps {
  site: SiteState;
  busy: boolean;
  error: Error | null;
  onEnable(pattern: string): void;
}

/** Why the page shows no keys when Locale Lens does not run there, and the way to turn it on. */
export function SiteNotice({ site, busy, error, onEnable }: SiteNoticeProps) {
  if (site.status === 'unsupported') {
    return <p className="empty">Locale Lens works on web pages (http and https) only.</p>;
  }
  return (
    <section className="site-off" aria-label="Locale Lens on this site">
      <p>
        Locale Lens is off on <strong>{site.host}</strong>. It runs on local development servers out
        of the box, and on other sites only once you turn it on for them.
      </p>
      <button
        type="button"
        className="primary"
        disabled={busy || !site.pattern}
        onClick={() => site.pattern && onEnable(site.pattern)}
      >
        Turn on for {site.host}
      </button>
      {error && <p role="alert">{error.message}</p>}
    </section>
  );
}
