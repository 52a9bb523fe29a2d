import { useText } from '../../../lib/panel/use-text';

export interface SwitchKeyQuestionProps {
  keyName: string;
  /** The origin of the frame the key is in, when it is not the page's own. */
  origin: string | null;
  onSwitch(): void;
  onStay(): void;
}

/** The page selected another key while you were editing: switching is yours to choose. */
export function SwitchKeyQuestion({ keyName, origin, onSwitch, onStay }: SwitchKeyQuestionProps) {
  const t = useText();
  return (
    <div className="switch-key-question" role="alert">
      <span>
        {t('switch.before')} <b>{keyName}</b>
        {origin && t('switch.frame', { origin })}
        {t('switch.after')}
      </span>
      <button type="button" onClick={onSwitch}>
        {t('switch.to', { key: keyName })}
      </button>
      <button type="button" onClick={onStay}>
        {t('switch.stay')}
      </button>
    </div>
  );
}
