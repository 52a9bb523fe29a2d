import type { LocaleLensClient } from '../../contract/client';
import type { webhookMessages } from '../../messaging/protocol/webhooks';
import type { AreaHandlers } from './types';

/**
 * A project manager's webhook endpoints, asked with the user's bearer token. An endpoint's secret
 * is answered once, to show.
 */
export function createWebhookHandlers(
  client: () => Pick<LocaleLensClient, 'call'>,
): AreaHandlers<typeof webhookMessages> {
  const endpoint = (uuid: string) => ({ params: { endpoint_uuid: uuid } });
  return {
    'webhooks.list': async ({ projectId }) =>
      (await client().call('listWebhookEndpoints', { query: { project_id: projectId } })).endpoints,
    'webhooks.create': (body) => client().call('createWebhookEndpoint', { body }),
    'webhooks.update': ({ uuid, patch }) =>
      client().call('updateWebhookEndpoint', { ...endpoint(uuid), body: patch }),
    'webhooks.rotate': ({ uuid }) => client().call('rotateWebhookSecret', endpoint(uuid)),
    async 'webhooks.delete'({ uuid }) {
      await client().call('deleteWebhookEndpoint', endpoint(uuid));
      return null;
    },
    'webhooks.test': ({ uuid }) => client().call('testWebhookEndpoint', endpoint(uuid)),
  };
}
