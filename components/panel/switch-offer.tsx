export interface SwitchOfferProps {
  keyName: string;
  /** The origin of the frame the key is in, when it is not the page's own. */
  origin: string | null;
  onSwitch(): void;
  onStay(): void;
}

/** The page selected another key while you were editing: switching is yours to choose. */
export function SwitchOffer({ keyName, origin, onSwitch, onStay }: SwitchOfferProps) {
  return (
    <div className="switch-offer" role="alert">
      <span>
        The page selected <b>{keyName}</b>
        {origin && ` (in a frame from ${origin})`}. Your edit stays open.
      </span>
      <button type="button" onClick={onSwitch}>
        Switch to {keyName}
      </button>
      <button type="button" onClick={onStay}>
        Keep editing
      </button>
    </div>
  );
}
