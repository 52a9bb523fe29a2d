import { useEffect, useRef } from 'react';

export interface ConflictViewProps {
  keyName: string;
  /** What you saved. */
  mine: string;
  /** What the service has now; null when the row was deleted. */
  theirs: string | null;
  /** The text you started from. */
  original: string | null;
  busy?: boolean;
  onResolve(choice: 'mine' | 'theirs'): void;
  onClose(): void;
}

function Version({ title, text }: { title: string; text: string | null }) {
  return (
    <div className="version">
      <h3>{title}</h3>
      <div className={`text${text ? '' : ' none'}`}>
        {text || (text === null ? 'No row' : 'Empty')}
      </div>
    </div>
  );
}

/** A save refused with CONFLICT: yours, theirs and the original side by side; you choose. */
export function ConflictView(props: ConflictViewProps) {
  // The editor it replaces had the focus: keyboard users continue from the heading, which is read.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="conflict" role="region" aria-label={`Conflict on ${props.keyName}`}>
      <h2 ref={heading} tabIndex={-1}>
        Someone else changed {props.keyName}
      </h2>
      <p className="hint">
        Your save was not applied because the row changed after you started editing. Choose the
        version to keep.
      </p>
      <div className="versions">
        <Version title="Yours" text={props.mine} />
        <Version title="Theirs (now on the service)" text={props.theirs} />
        <Version title="Original (when you started)" text={props.original} />
      </div>
      <div className="actions">
        <button
          type="button"
          className="primary"
          disabled={props.busy}
          onClick={() => props.onResolve('mine')}
        >
          Keep mine
        </button>
        <button type="button" disabled={props.busy} onClick={() => props.onResolve('theirs')}>
          Take theirs
        </button>
        <button type="button" className="link" onClick={props.onClose}>
          Back to the row
        </button>
      </div>
    </section>
  );
}
