import type { PreviewMode } from '../../../lib/readiness/preview-texts';
import { useText } from '../../../lib/panel/use-text';
import type { MessageKey } from '../../../lib/ui-text/catalogues';

export interface PreviewSwitchProps {
  mode: PreviewMode;
  busy: boolean;
  /** Elements showing another text, once the page answered. */
  elements: number | null;
  onChange(mode: PreviewMode): void;
  /** How much longer a pseudo-translation is (a share), and its choice. */
  expansion: number;
  onExpansion(share: number): void;
}

const SHARES = [0.3, 0.4, 0.5];

const MODES: [PreviewMode, MessageKey][] = [
  ['off', 'preview.off'],
  ['delivered', 'preview.delivered'],
  ['pending', 'preview.pending'],
  ['pseudo', 'preview.pseudo'],
  ['pseudoRtl', 'preview.pseudoRtl'],
];

/**
 * Shows the page as delivered, with its pending texts, or pseudo-translated: only in this browser,
 * never a write.
 */
export function PreviewSwitch(props: PreviewSwitchProps) {
  const { mode, busy, elements, onChange } = props;
  const t = useText();
  return (
    <fieldset className="preview-switch" disabled={busy}>
      <legend>{t('preview.legend')}</legend>
      {MODES.map(([value, label]) => (
        <label key={value}>
          <input
            type="radio"
            name="page-preview"
            checked={mode === value}
            onChange={() => onChange(value)}
          />{' '}
          {t(label)}
        </label>
      ))}
      {(mode === 'pseudo' || mode === 'pseudoRtl') && (
        <label>
          {t('preview.longer')}{' '}
          <select
            value={props.expansion}
            onChange={(e) => props.onExpansion(Number(e.currentTarget.value))}
          >
            {SHARES.map((s) => (
              <option key={s} value={s}>
                {t('preview.percent', { percent: Math.round(s * 100) })}
              </option>
            ))}
          </select>
        </label>
      )}
      {mode !== 'off' && elements !== null && (
        <p className="counts" role="status">
          {t('preview.replaced', { count: elements })}
        </p>
      )}
    </fieldset>
  );
}
