import { useText } from '../../../lib/panel/use-text';

export interface LensToggleProps {
  /** Whether the page's lens is drawn; null when the page has no lens (not enabled there). */
  on: boolean | null;
  /** The language pinned in the options, used instead of each page's own; null: none. */
  pinned?: string | null;
  onToggle(): void;
}

/** The side panel's switch for the page overlay (also Alt+Shift+L, and the toolbar menu). */
export function LensToggle({ on, pinned, onToggle }: LensToggleProps) {
  const t = useText();
  if (on === null) return null;
  const toggle = (
    <button
      type="button"
      className="lens-toggle"
      aria-pressed={on}
      onClick={onToggle}
      title={t('lens.shortcut')}
    >
      {on ? t('lens.on') : t('lens.off')}
    </button>
  );
  if (!pinned) return toggle;
  return (
    <p className="lens-pinned">
      {toggle} <span>{t('lens.pinned', { language: pinned })}</span>
    </p>
  );
}
