import type { KeyRef } from '../../../lib/messaging/types';
import { useText } from '../../../lib/panel/use-text';

/** A key in a readiness list: its name, a jump to it on the page, and its namespace. */
export function KeyJump({ keyRef, onSelect }: { keyRef: KeyRef; onSelect(ref: KeyRef): void }) {
  const t = useText();
  return (
    <>
      <button
        type="button"
        className="link"
        title={t('readiness.show', { key: `${keyRef.namespace}:${keyRef.key}` })}
        onClick={() => onSelect(keyRef)}
      >
        {keyRef.key}
      </button>{' '}
      <span className="ns">{keyRef.namespace}</span>
    </>
  );
}
