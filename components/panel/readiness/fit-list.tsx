import { refId } from '../../../lib/messaging/ref-id';
import type { KeyRef } from '../../../lib/messaging/types';
import { fitOrder, useFit } from './use-fit';
import type { Ask } from '../../../lib/panel/transport';
import { useText } from '../../../lib/panel/use-text';
import { KeyJump } from './key-jump';

export interface FitListProps {
  ask: Ask;
  tabId: number | null;
  /** The page's URL: another page forgets the last measurement. */
  url: string | undefined;
  /** A key was clicked: select it and show it on the page. */
  onSelect(ref: KeyRef): void;
  /** The pseudo-translation's share, as the page preview has it. */
  expansion?: number;
}

/** "Fit in every language": per language, the page's keys whose text does not fit its element. */
export function FitList({ ask, tabId, url, onSelect, expansion }: FitListProps) {
  const t = useText();
  const fit = useFit(ask, tabId, url, expansion);
  if (tabId === null) return null;
  const locales = fit.data ? fitOrder(fit.data) : [];
  return (
    <section className="fit-list" aria-label={t('fit.title')}>
      <p>
        <button type="button" disabled={fit.isPending} onClick={() => fit.mutate()}>
          {fit.isPending ? t('fit.checking') : t('fit.check')}
        </button>
      </p>
      {fit.error && <p role="alert">{fit.error.message}</p>}
      {fit.data && (
        <p className="counts" role="status">
          {locales.every((l) => l.misfits.length === 0) ? `${t('fit.allFit')} ` : ''}
          {t('fit.measured', { keys: fit.data.keys, ms: fit.data.ms })}
        </p>
      )}
      {locales.map((l) => (
        <details key={l.locale} className="fit-locale" open={l.misfits.length > 0}>
          <summary>
            {t(l.pseudo ? 'fit.pseudoLocale' : 'fit.locale', {
              locale: l.locale,
              count: l.misfits.length,
            })}
          </summary>
          <ul>
            {l.misfits.map((m) => (
              <li key={refId(m)}>
                <KeyJump keyRef={m} onSelect={onSelect} /> — {t(`fit.reason.${m.reason}`)} (
                {t(`fit.kind.${m.kind}`)}): <q dir="auto">{m.text}</q>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </section>
  );
}
