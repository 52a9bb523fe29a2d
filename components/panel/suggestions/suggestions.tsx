import { useId } from 'react';
import type { SuggestProgress, Suggestion } from '../../../lib/messaging/suggest-types';
import { changedText, engineLabel, phaseText } from './suggest-words';
import { useText } from '../../../lib/panel/use-text';
import { FilledMessage } from '../../common/filled-message';

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
  const t = useText();
  const id = useId();
  const { suggestions, progress } = props;
  return (
    <section className="suggest" aria-label={t('suggest.label')}>
      <div className="suggest-head">
        <button
          type="button"
          onClick={props.onSuggest}
          disabled={props.running || props.unavailable !== null}
          aria-describedby={props.unavailable ? `${id}-why` : undefined}
        >
          {t('suggest.button')}
        </button>
        {props.running && (
          <span className="suggest-phase" role="status">
            {phaseText(t, props.phase, progress)}
          </span>
        )}
      </div>
      {props.running && progress && progress.total > 0 && (
        <progress aria-label={t('suggest.progress')} max={progress.total} value={progress.done} />
      )}
      {props.unavailable && (
        <p className="why" id={`${id}-why`}>
          {props.unavailable}
        </p>
      )}
      {props.error && (
        <p className="banner ro" role="alert">
          {t('suggest.failed', { error: props.error })}
        </p>
      )}
      {props.noEngine && <p className="banner info">{props.noEngine}</p>}
      {props.failures.map((f) => (
        <p className="note" key={f.model}>
          {t('suggest.engineFailed', {
            engine: engineLabel(t, { model: f.model, pivot: null }),
            error: f.error,
          })}
        </p>
      ))}
      {suggestions &&
        (suggestions.length === 0 ? (
          <p className="note">{t('suggest.none')}</p>
        ) : (
          <ul className="suggestions" aria-label={t('suggest.list')}>
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
          {changedText(t, props.kept)}
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
  const t = useText();
  const label = engineLabel(t, s);
  return (
    <li className="suggestion">
      <div className="engine">
        {label}
        {s.match && (
          <span className="score">{t('suggest.match', { score: Math.round(s.match.score) })}</span>
        )}
      </div>
      <div className="text" lang={locale ?? undefined}>
        {s.text}
      </div>
      {s.match && (
        <div className="matched">
          <FilledMessage
            text={t('suggest.matched')}
            slots={{ source: <span className="text">{s.match.source}</span> }}
          />
        </div>
      )}
      {s.warnings.length > 0 && (
        <ul className="checks" aria-label={t('suggest.checks', { engine: label })}>
          {s.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="link"
        onClick={() => onUse(s)}
        aria-label={t('suggest.insertLabel', { engine: label })}
      >
        {t('suggest.insert')}
      </button>
    </li>
  );
}
