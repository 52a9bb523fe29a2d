import { Fragment, type ReactNode } from 'react';
import { messageParts } from '../../lib/ui-text/parts';

/** A translated message with elements in its `{slots}`; a slot it does not name stays as text. */
export function FilledMessage({ text, slots }: { text: string; slots: Record<string, ReactNode> }) {
  return (
    <>
      {messageParts(text).map((part, i) => (
        <Fragment key={i}>
          {'text' in part ? part.text : (slots[part.slot] ?? `{${part.slot}}`)}
        </Fragment>
      ))}
    </>
  );
}
