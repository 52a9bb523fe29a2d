import type { SuggestProgress } from '../../../lib/messaging/suggest-types';
import { phaseText } from './suggest-words';
import { useText } from '../../../lib/panel/use-text';

export interface BulkSuggestProps {
  /** Empty rows on this page that I may fill. */
  count: number;
  running: boolean;
  phase: SuggestProgress['phase'] | 'starting';
  progress: SuggestProgress['progress'];
  /** No machine translation engine reaches the pair: what would, in words. */
  noEngine: string | null;
  error: string | null;
  /** How many suggestions the last run kept as drafts; null before one has finished. */
  kept: number | null;
  onStart(): void;
}

/** One batch job for every empty row of the page; its results wait as drafts to review. */
export function BulkSuggest(props: BulkSuggestProps) {
  const t = useText();
  const { progress } = props;
  if (props.count === 0 && !props.running && props.kept === null && !props.noEngine) return null;
  return (
    <section className="bulk-suggest" aria-label={t('bulkSuggest.label')}>
      <button type="button" onClick={props.onStart} disabled={props.running || props.count === 0}>
        {t('bulkSuggest.start', { n: props.count })}
      </button>
      {props.running && (
        <>
          <span className="suggest-phase" role="status">
            {phaseText(t, props.phase, progress)}
          </span>
          <progress
            aria-label={t('bulkSuggest.progress')}
            max={progress?.total || undefined}
            value={progress?.total ? progress.done : undefined}
          />
        </>
      )}
      {props.error && (
        <p className="banner ro" role="alert">
          {t('suggest.failed', { error: props.error })}
        </p>
      )}
      {props.noEngine && <p className="banner info">{props.noEngine}</p>}
      {props.kept !== null && !props.running && (
        <p className="note" role="status">
          {props.kept === 0 ? t('bulkSuggest.none') : t('bulkSuggest.kept', { count: props.kept })}
        </p>
      )}
    </section>
  );
}
