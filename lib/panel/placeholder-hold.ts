import { comparePlaceholders, placeholdersDiffer } from '../placeholders/compare';
import { icuProblems, isBlocking } from '../quality/icu-validity';

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

export const ICU_HOLD = 'Its ICU message is broken: fix it before confirming';

/**
 * An ICU message that does not parse, or a plural or select without `other`, breaks the text in
 * the app: Confirm waits, with no "Confirm anyway". Null: nothing holds it.
 */
export function icuHold(text: string, locale: string | null): string | null {
  if (text === '' || locale === null) return null;
  return icuProblems(text, locale).some(isBlocking) ? ICU_HOLD : null;
}
