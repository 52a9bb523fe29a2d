/** The review queue's keyboard commands. */
export type Command =
  'next' | 'previous' | 'edit' | 'saveConfirm' | 'reject' | 'approve' | 'cancel';

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
}

const LETTERS: Record<string, Command> = {
  j: 'next',
  k: 'previous',
  e: 'edit',
  r: 'reject',
  a: 'approve',
};

/**
 * The command a key press means, or null. While typing in a field only Ctrl+Enter (⌘+Enter) and
 * Esc act, so letters reach the field.
 */
export function commandFor(event: KeyPress, typing: boolean): Command | null {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey)
    return 'saveConfirm';
  if (event.key === 'Escape') return 'cancel';
  if (typing || event.ctrlKey || event.metaKey || event.altKey) return null;
  return LETTERS[event.key.toLowerCase()] ?? null;
}

/** Whether keys typed at `target` go into a field. */
export function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as (HTMLElement & { type?: string }) | null;
  if (!el || typeof el.tagName !== 'string') return false;
  if (el.isContentEditable) return true;
  const tag = el.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag !== 'input') return false;
  // Checkboxes, radios and buttons take no text: shortcuts stay live on them.
  return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(el.type ?? '');
}
