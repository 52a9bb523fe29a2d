import { textFor, type UiText } from '../ui-text/catalogues';

/**
 * The language the background speaks in what it tells people (errors the panel shows, notices,
 * menu titles): the background's entry point names it once, from the user's choice or the
 * browser's; until then, and in tests, English.
 */
let current: () => UiText = () => textFor('en');

export function speakIn(text: () => UiText): void {
  current = text;
}

/** `words()('key', params)`: a message in the background's language now. */
export const words = (): UiText => current();
