import { BulkSuggest } from './bulk-suggest';
import { useBulkSuggestions, type BulkSuggestionsDeps } from './use-bulk-suggestions';

/** Suggestions for every empty row of the page at once, offered when the user may write them. */
export function BulkSuggestSection(deps: BulkSuggestionsDeps) {
  const bulk = useBulkSuggestions(deps);
  return bulk.allowed ? <BulkSuggest {...bulk} onStart={bulk.suggestAll} /> : null;
}
