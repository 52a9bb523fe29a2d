import { refId } from '../../../lib/messaging/ref-id';
import type { KeyRef } from '../../../lib/messaging/types';
import { EXPORT_TYPES, type ExportFormat } from '../../../lib/readiness/export';
import { shareText, type LocaleReadiness } from '../../../lib/readiness/summary';
import { undeliveredIn } from './undelivered-text';
import { useText } from '../../../lib/panel/use-text';
import { KeyJump } from './key-jump';

export interface ReadinessViewProps {
  locales: readonly LocaleReadiness[];
  allLocales: boolean;
  loading: boolean;
  error: Error | null;
  onAllLocalesChange(all: boolean): void;
  /** A key of the list was clicked: select it and show it on the page. */
  onSelect(ref: KeyRef): void;
  onExport(format: ExportFormat): void;
  /** "Copy link" of a key's row; none while the page's URL is not known. */
  onCopyLink?(ref: KeyRef): void;
}

const FORMATS = Object.keys(EXPORT_TYPES) as ExportFormat[];

interface LocaleBlockProps {
  l: LocaleReadiness;
  onSelect(ref: KeyRef): void;
  onCopyLink?(ref: KeyRef): void;
}

function LocaleBlock({ l, onSelect, onCopyLink }: LocaleBlockProps) {
  const t = useText();
  const missing = l.total - l.delivered;
  return (
    <section className="readiness-locale" aria-label={t('readiness.locale', { locale: l.locale })}>
      <h4>{t('readiness.served', { locale: l.locale, share: shareText(l.share) })}</h4>
      <meter
        min={0}
        max={1}
        value={l.share ?? 0}
        aria-label={t('readiness.meter', { locale: l.locale })}
      />
      <p className="counts">
        {t('readiness.delivered', { delivered: l.delivered, count: l.total })}
        {l.unknown > 0 ? t('readiness.unknown', { count: l.unknown }) : ''}
      </p>
      {missing === 0 && l.total > 0 && <p>{t('readiness.allDelivered')}</p>}
      {l.groups.map((g) => (
        <details key={g.id} className="readiness-group" open>
          <summary>
            {g.keys[0]?.reason ? undeliveredIn(t, g.keys[0].reason) : g.why} (
            {t.number(g.keys.length)})
          </summary>
          <ul>
            {g.keys.map((k) => (
              <li key={refId(k)}>
                <KeyJump keyRef={k} onSelect={onSelect} />
                {onCopyLink && (
                  <>
                    {' '}
                    <button type="button" className="link" onClick={() => onCopyLink(k)}>
                      {t('copyLink.label')}
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        </details>
      ))}
    </section>
  );
}

/** What the page would serve now, per language, and for every other key why not. */
export function ReadinessView(props: ReadinessViewProps) {
  const t = useText();
  const { locales, allLocales } = props;
  return (
    <div className="readiness">
      <label>
        <input
          type="checkbox"
          checked={allLocales}
          onChange={(e) => props.onAllLocalesChange(e.target.checked)}
        />{' '}
        {t('readiness.allLocales')}
      </label>
      {props.error && <p role="alert">{props.error.message}</p>}
      {props.loading && <p className="empty">{t('readiness.asking')}</p>}
      {!props.loading && !props.error && locales.length === 0 && (
        <p className="empty">{allLocales ? t('readiness.noLive') : t('readiness.notTarget')}</p>
      )}
      {locales.map((l) => (
        <LocaleBlock key={l.locale} l={l} onSelect={props.onSelect} onCopyLink={props.onCopyLink} />
      ))}
      {locales.length > 0 && (
        <p className="readiness-export">
          {t('readiness.export')}{' '}
          {FORMATS.map((f) => (
            <button key={f} type="button" onClick={() => props.onExport(f)}>
              {EXPORT_TYPES[f].label}
            </button>
          ))}
        </p>
      )}
    </div>
  );
}
