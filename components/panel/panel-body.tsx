import type { SiteState } from '../../lib/messaging/types';
import { KeyList, type KeyListProps } from './key-list';
import { ServiceAlert, type ServiceAlertProps } from './service-alert';
import { SiteNotice, type SiteNoticeProps } from './site-notice';

export interface PanelBodyProps {
  /** The tab the panel shows; null while it is not known yet. */
  tabId: number | null;
  site: SiteNoticeProps | null;
  loading: boolean;
  error: Error | null;
  /** The service could not be asked about the page's rows: shown instead of them. */
  service: ServiceAlertProps | null;
  list: KeyListProps;
}

const isOff = (site: SiteState) => site.status === 'off' || site.status === 'unsupported';

/** What the panel's main part shows: where it stands with the page, or the page's keys. */
export function PanelBody({ tabId, site, loading, error, service, list }: PanelBodyProps) {
  if (tabId === null) return <p className="empty">Looking for the active tab…</p>;
  if (site && isOff(site.site)) return <SiteNotice {...site} />;
  if (loading) return <p className="empty">Loading the page’s keys…</p>;
  if (error)
    return (
      <div className="empty">
        <p role="alert">{error.message}</p>
        <p>Reload the page; if this stays, close the panel and open it again.</p>
      </div>
    );
  if (service) return <ServiceAlert {...service} />;
  if (list.total === 0)
    return (
      <div className="empty">
        <p>No translation keys found on this page yet.</p>
        <p>
          Locale Lens finds text the page marks with a key (data-i18n-key, i18next’s data-i18n,
          Tolgee’s markers) and text equal to a delivered translation. If this page has none, there
          is nothing to edit here: try the demo shop.
        </p>
      </div>
    );
  return <KeyList {...list} />;
}
