export interface LensToggleProps {
  /** Whether the page's lens is drawn; null when the page has no lens (not enabled there). */
  on: boolean | null;
  onToggle(): void;
}

/** The side panel's switch for the page overlay (also Alt+Shift+L, and the toolbar menu). */
export function LensToggle({ on, onToggle }: LensToggleProps) {
  if (on === null) return null;
  return (
    <button
      type="button"
      className="lens-toggle"
      aria-pressed={on}
      onClick={onToggle}
      title="Alt+Shift+L"
    >
      {on ? 'Lens on' : 'Lens off'}
    </button>
  );
}
