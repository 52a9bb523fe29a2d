import { useId } from 'react';
import type { TransitionAction } from '../../../lib/contract/editor';
import {
  BUTTON_ACTIONS,
  type ButtonAction,
  type PanelVerdict,
} from '../../../lib/panel/row-actions';
import { reasonIn } from '../../../lib/panel/reason-text';
import { useText } from '../../../lib/panel/use-text';
import type { MessageKey } from '../../../lib/ui-text/catalogues';

export interface ActionBarProps {
  verdicts: Record<ButtonAction, PanelVerdict>;
  /** The buttons to show: those the user's role can ever use (all when absent). */
  actions?: readonly ButtonAction[];
  onSave(): void;
  onAction(action: TransitionAction): void;
}

const HINT: Partial<Record<ButtonAction, MessageKey>> = {
  save: 'action.hint.save',
  reject: 'action.hint.reject',
  approve: 'action.hint.approve',
};

/**
 * Save and the workflow's transitions. An action the role can never take is not shown; one the
 * row's state denies stays visible but disabled, and its reason is shown in words on one line,
 * tied to the button (aria-describedby); buttons sharing a reason share the line.
 */
export function ActionBar({
  verdicts,
  actions = BUTTON_ACTIONS,
  onSave,
  onAction,
}: ActionBarProps) {
  const id = useId();
  const t = useText();
  const label = (a: ButtonAction) => t(`action.${a}`);
  const reasons: { text: string; actions: ButtonAction[] }[] = [];
  for (const a of actions) {
    const v = verdicts[a];
    if (v.allowed) continue;
    const same = reasons.find((r) => r.text === v.reason);
    if (same) same.actions.push(a);
    else reasons.push({ text: v.reason, actions: [a] });
  }
  const reasonId = (a: ButtonAction) => {
    const i = reasons.findIndex((r) => r.actions.includes(a));
    return i < 0 ? undefined : `${id}-r${i}`;
  };

  return (
    <div className="actions-wrap">
      <div className="actions" role="group" aria-label={t('action.group')}>
        {actions.map((a) => (
          <button
            key={a}
            type="button"
            className={a === 'save' || a === 'confirm' || a === 'approve' ? 'primary' : undefined}
            disabled={!verdicts[a].allowed}
            aria-describedby={reasonId(a)}
            title={HINT[a] && t(HINT[a])}
            onClick={() => (a === 'save' ? onSave() : onAction(a))}
          >
            {label(a)}
          </button>
        ))}
      </div>
      {reasons.length > 0 && (
        <ul className="reasons">
          {reasons.map((r, i) => (
            <li key={r.text} id={`${id}-r${i}`}>
              <b>{t('action.why', { actions: r.actions.map(label).join(', ') })}</b>{' '}
              {reasonIn(t, r.text)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
