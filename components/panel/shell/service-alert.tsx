import { useText } from '../../../lib/panel/use-text';

export interface ServiceAlertProps {
  /** Why the page's translations cannot be shown, in words. */
  problem: string;
  /** Keys found on the page: they are known, only their translations are not. */
  keys: number;
  retrying: boolean;
  onRetry(): void;
}

/** The service did not answer: say so, and no row state is shown in its place. */
export function ServiceAlert({ problem, keys, retrying, onRetry }: ServiceAlertProps) {
  const t = useText();
  return (
    <section className="service-alert" aria-label={t('service.label')}>
      <p role="alert">{problem}</p>
      <p>{keys > 0 ? t('service.keys', { count: keys }) : t('service.noKeys')}</p>
      <button type="button" className="primary" disabled={retrying} onClick={onRetry}>
        {retrying ? t('service.retrying') : t('service.retry')}
      </button>
    </section>
  );
}
