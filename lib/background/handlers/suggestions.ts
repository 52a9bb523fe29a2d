import type { suggestionMessages } from '../../messaging/protocol/suggestions';
import { startSuggestions, suggestionStatus, type ModelJobsClient } from '../suggestions';
import type { AreaHandlers } from './types';

/** Machine suggestions for the panel's rows, asked with the signed-in user's bearer token. */
export function createSuggestionHandlers(
  asUser: () => ModelJobsClient,
): AreaHandlers<typeof suggestionMessages> {
  return {
    'suggest.start': (req) => startSuggestions(asUser(), req),
    'suggest.status': ({ jobs }) => suggestionStatus(asUser(), jobs),
  };
}
