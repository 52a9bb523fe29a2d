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
  return (
    <section className="service-alert" aria-label="Service problem">
      <p role="alert">{problem}</p>
      <p>
        {keys > 0
          ? `${keys} key${keys === 1 ? '' : 's'} found on this page. Their translations and states show once the service answers; nothing you queued is lost.`
          : 'Translations show once the service answers; nothing you queued is lost.'}
      </p>
      <button type="button" className="primary" disabled={retrying} onClick={onRetry}>
        {retrying ? 'Retrying…' : 'Retry now'}
      </button>
    </section>
  );
}
