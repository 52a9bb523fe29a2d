import { useText } from '../../lib/panel/use-text';

export interface LensToggleProps {
  /** Whether the page's lens is drawn; null when the page has no lens (not enabled there). */
  on: boolean | null;
  onToggle(): void;
}

/** The side panel's switch for the page overlay (also Alt+Shift+L, and the toolbar menu). */
export function LensToggle({ on, onToggle }: LensToggleProps) {
  const t = useText();
  if (on === null) return null;
  return (
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
}
