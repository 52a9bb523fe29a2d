import { comparePlaceholders, placeholdersDiffer } from '../placeholders/compare';

export const PLACEHOLDER_HOLD =
  'Its placeholders differ from the source: fix them, or tick “Confirm anyway”';

/**
 * Why Confirm waits for the user: the text to confirm lacks or adds placeholders of the source,
 * and the user has not said the difference is right for this language. Null: nothing holds it.
 */
export function placeholderHold(
  source: string | null,
  text: string,
  overridden: boolean,
): string | null {
  if (overridden || source === null || text === '') return null;
  return placeholdersDiffer(comparePlaceholders(source, text)) ? PLACEHOLDER_HOLD : null;
}
