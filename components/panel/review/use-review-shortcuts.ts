import { useEffect, useRef } from 'react';
import { commandFor, isTypingTarget, type Command } from './shortcuts';

/** A handler returning false leaves the key to the page (its default is not prevented). */
export type ReviewHandlers = Partial<Record<Command, () => void | false>>;

/**
 * J/K/E/R/A, Ctrl+Enter and Esc on the panel's window. A handled key's default is prevented, so
 * the E that focuses the text box is not also typed into it.
 */
export function useReviewShortcuts(handlers: ReviewHandlers, target: Window = window) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const command = commandFor(event, isTypingTarget(event.target));
      const handler = command && latest.current[command];
      if (handler && handler() !== false) event.preventDefault();
    };
    target.addEventListener('keydown', onKeyDown);
    return () => target.removeEventListener('keydown', onKeyDown);
  }, [target]);
}
