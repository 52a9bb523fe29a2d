import type { SiteState } from '../../../lib/messaging/types';
import { useText } from '../../../lib/panel/use-text';
import { KeyList, type KeyListProps } from '../key-list/key-list';
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
  const t = useText();
  if (tabId === null) return <p className="empty">{t('body.findingTab')}</p>;
  if (site && isOff(site.site)) return <SiteNotice {...site} />;
  if (loading) return <p className="empty">{t('body.loading')}</p>;
  if (error)
    return (
      <div className="empty">
        <p role="alert">{error.message}</p>
        <p>{t('body.errorNext')}</p>
      </div>
    );
  if (service) return <ServiceAlert {...service} />;
  if (list.total === 0)
    return (
      <div className="empty">
        <p>{t('body.noKeys')}</p>
        <p>{t('body.noKeysNext')}</p>
      </div>
    );
  return <KeyList {...list} />;
}
