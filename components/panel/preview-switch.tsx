import type { PreviewMode } from '../../lib/readiness/preview-texts';

export interface PreviewSwitchProps {
  mode: PreviewMode;
  busy: boolean;
  /** Elements showing another text, once the page answered. */
  elements: number | null;
  onChange(mode: PreviewMode): void;
}

const MODES: [PreviewMode, string][] = [
  ['off', 'As it is'],
  ['delivered', 'As customers would see it'],
  ['pending', 'With every pending text'],
];

/** Shows the page as delivered or with its pending texts: only in this browser, never a write. */
export function PreviewSwitch({ mode, busy, elements, onChange }: PreviewSwitchProps) {
  return (
    <fieldset className="preview-switch" disabled={busy}>
      <legend>Show the page</legend>
      {MODES.map(([value, label]) => (
        <label key={value}>
          <input
            type="radio"
            name="page-preview"
            checked={mode === value}
            onChange={() => onChange(value)}
          />{' '}
          {label}
        </label>
      ))}
      {mode !== 'off' && elements !== null && (
        <p className="counts" role="status">
          {elements} texts replaced on the page
        </p>
      )}
    </fieldset>
  );
}
