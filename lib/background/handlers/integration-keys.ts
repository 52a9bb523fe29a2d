import type { LocaleLensClient } from '../../contract/client';
import type { integrationKeyMessages } from '../../messaging/protocol/integration-keys';
import type { AreaHandlers } from './types';

/**
 * A project manager's integration keys, asked with the user's bearer token. A key's secret is
 * answered once, to show.
 */
export function createIntegrationKeyHandlers(
  client: () => Pick<LocaleLensClient, 'call'>,
): AreaHandlers<typeof integrationKeyMessages> {
  const key = (uuid: string) => ({ params: { key_uuid: uuid } });
  return {
    'integrationKeys.list': async ({ projectId }) =>
      (await client().call('listIntegrationKeys', { query: { project_id: projectId } })).keys,
    'integrationKeys.create': (body) => client().call('createIntegrationKey', { body }),
    'integrationKeys.rotate': ({ uuid }) => client().call('rotateIntegrationKey', key(uuid)),
    async 'integrationKeys.delete'({ uuid }) {
      await client().call('deleteIntegrationKey', key(uuid));
      return null;
    },
  };
}
