import type { SuggestProgress } from '../../lib/messaging/suggest-types';
import { phaseText } from '../../lib/panel/suggest-words';

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

const plural = (n: number) => (n === 1 ? '1 suggestion is' : `${n} suggestions are`);

/** One batch job for every empty row of the page; its results wait as drafts to review. */
export function BulkSuggest(props: BulkSuggestProps) {
  const { progress } = props;
  if (props.count === 0 && !props.running && props.kept === null && !props.noEngine) return null;
  return (
    <section className="bulk-suggest" aria-label="Suggest for empty rows">
      <button type="button" onClick={props.onStart} disabled={props.running || props.count === 0}>
        Suggest for every empty row on this page ({props.count})
      </button>
      {props.running && (
        <>
          <span className="suggest-phase" role="status">
            {phaseText(props.phase, progress)}
          </span>
          <progress
            aria-label="Suggestions for empty rows"
            max={progress?.total || undefined}
            value={progress?.total ? progress.done : undefined}
          />
        </>
      )}
      {props.error && (
        <p className="banner ro" role="alert">
          Suggestions failed: {props.error}
        </p>
      )}
      {props.noEngine && <p className="banner info">{props.noEngine}</p>}
      {props.kept !== null && !props.running && (
        <p className="note" role="status">
          {props.kept === 0
            ? 'No new suggestions: nothing was found, or those rows have drafts already.'
            : `${plural(props.kept)} waiting as drafts: open each row to review and save it. Nothing was saved.`}
        </p>
      )}
    </section>
  );
}
