import { useId } from 'react';
import type { SuggestProgress, Suggestion } from '../../lib/messaging/suggest-types';
import { changedText, engineLabel, NO_SUGGESTIONS, phaseText } from '../../lib/panel/suggest-words';

export interface SuggestionsProps {
  /** Why Suggest cannot run here (not signed in, no source), or null. */
  unavailable: string | null;
  running: boolean;
  phase: SuggestProgress['phase'] | 'starting';
  progress: SuggestProgress['progress'];
  /** Null until a run has finished. */
  suggestions: readonly Suggestion[] | null;
  /** No machine translation engine reaches the pair: what would, in words. */
  noEngine: string | null;
  failures: SuggestProgress['failures'];
  error: string | null;
  /** chrF of the last save against the suggestion inserted before it. */
  kept: number | null;
  /** The target language, for the suggestions' `lang`. */
  locale: string | null;
  onSuggest(): void;
  onUse(suggestion: Suggestion): void;
}

/** The Suggest button, its progress, and the suggestions to insert into the editor. */
export function Suggestions(props: SuggestionsProps) {
  const id = useId();
  const { suggestions, progress } = props;
  return (
    <section className="suggest" aria-label="Suggestions">
      <div className="suggest-head">
        <button
          type="button"
          onClick={props.onSuggest}
          disabled={props.running || props.unavailable !== null}
          aria-describedby={props.unavailable ? `${id}-why` : undefined}
        >
          Suggest
        </button>
        {props.running && (
          <span className="suggest-phase" role="status">
            {phaseText(props.phase, progress)}
          </span>
        )}
      </div>
      {props.running && progress && progress.total > 0 && (
        <progress aria-label="Suggestions progress" max={progress.total} value={progress.done} />
      )}
      {props.unavailable && (
        <p className="why" id={`${id}-why`}>
          {props.unavailable}
        </p>
      )}
      {props.error && (
        <p className="banner ro" role="alert">
          Suggestions failed: {props.error}
        </p>
      )}
      {props.noEngine && <p className="banner info">{props.noEngine}</p>}
      {props.failures.map((f) => (
        <p className="note" key={f.model}>
          {engineLabel({ model: f.model, pivot: null })} failed: {f.error}
        </p>
      ))}
      {suggestions &&
        (suggestions.length === 0 ? (
          <p className="note">{NO_SUGGESTIONS}</p>
        ) : (
          <ul className="suggestions" aria-label="Suggested translations">
            {suggestions.map((s) => (
              <SuggestionItem
                key={`${s.model}\u0000${s.text}`}
                suggestion={s}
                locale={props.locale}
                onUse={props.onUse}
              />
            ))}
          </ul>
        ))}
      {props.kept !== null && (
        <p className="note" role="status">
          {changedText(props.kept)}
        </p>
      )}
    </section>
  );
}

function SuggestionItem({
  suggestion: s,
  locale,
  onUse,
}: {
  suggestion: Suggestion;
  locale: string | null;
  onUse(s: Suggestion): void;
}) {
  const label = engineLabel(s);
  return (
    <li className="suggestion">
      <div className="engine">
        {label}
        {s.match && <span className="score"> · {Math.round(s.match.score)} % match</span>}
      </div>
      <div className="text" lang={locale ?? undefined}>
        {s.text}
      </div>
      {s.match && (
        <div className="matched">
          Matched source: <span className="text">{s.match.source}</span>
        </div>
      )}
      {s.warnings.length > 0 && (
        <ul className="checks" aria-label={`Checks of the ${label} suggestion`}>
          {s.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="link"
        onClick={() => onUse(s)}
        aria-label={`Insert ${label}`}
      >
        Insert
      </button>
    </li>
  );
}
