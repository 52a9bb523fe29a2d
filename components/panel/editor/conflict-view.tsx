import { useEffect, useRef } from 'react';
import { useText } from '../../../lib/panel/use-text';

export interface ConflictViewProps {
  keyName: string;
  /** What you saved. */
  mine: string;
  /** What the service has now; null when the row was deleted. */
  theirs: string | null;
  /** The text you started from. */
  original: string | null;
  /** A machine fill filled the empty row before the edit was sent: say so, not "someone". */
  byFill?: boolean;
  busy?: boolean;
  onResolve(choice: 'mine' | 'theirs'): void;
  onClose(): void;
}

function Version({ title, text }: { title: string; text: string | null }) {
  const t = useText();
  return (
    <div className="version">
      <h3>{title}</h3>
      <div className={`text${text ? '' : ' none'}`}>
        {text || (text === null ? t('conflict.noRow') : t('conflict.empty'))}
      </div>
    </div>
  );
}

/** A save refused with CONFLICT: yours, theirs and the original side by side; you choose. */
export function ConflictView(props: ConflictViewProps) {
  // The editor it replaces had the focus: keyboard users continue from the heading, which is read.
  const t = useText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      className="conflict"
      role="region"
      aria-label={t('conflict.label', { key: props.keyName })}
    >
      <h2 ref={heading} tabIndex={-1}>
        {t(props.byFill ? 'conflict.titleFill' : 'conflict.title', { key: props.keyName })}
      </h2>
      <p className="hint">{t(props.byFill ? 'conflict.hintFill' : 'conflict.hint')}</p>
      <div className="versions">
        <Version title={t('conflict.yours')} text={props.mine} />
        <Version
          title={t(props.byFill ? 'conflict.theirsFill' : 'conflict.theirs')}
          text={props.theirs}
        />
        <Version title={t('conflict.original')} text={props.original} />
      </div>
      <div className="actions">
        <button
          type="button"
          className="primary"
          disabled={props.busy}
          onClick={() => props.onResolve('mine')}
        >
          {t('conflict.keepMine')}
        </button>
        <button type="button" disabled={props.busy} onClick={() => props.onResolve('theirs')}>
          {t('conflict.takeTheirs')}
        </button>
        <button type="button" className="link" onClick={props.onClose}>
          {t('conflict.back')}
        </button>
      </div>
    </section>
  );
}
