import type { LocaleLensClient } from '../../contract/client';
import type { rowContextMessages } from '../../messaging/protocol/row-context';
import type { AreaHandlers } from './types';

/**
 * A row's context and comments, asked with the session's own credentials (editor session or
 * integration key): whatever may read the row may read its context, and the service decides who
 * may comment.
 */
export function createRowContextHandlers(
  client: () => Pick<LocaleLensClient, 'call'>,
): AreaHandlers<typeof rowContextMessages> {
  return {
    'row.context': ({ locale, namespace, key }) =>
      client().call('targetContext', { query: { locale, namespace, key } }),
    'row.comment': ({ locale, namespace, key, text }) =>
      client().call('addComment', { body: { locale, namespace, key, text } }),
  };
}
