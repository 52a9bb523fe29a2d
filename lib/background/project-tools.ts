import type { LocaleLensClient } from '../contract/client';
import type { BackgroundHandlers } from './router';

type ToolMessages =
  | 'hooks.list'
  | 'hooks.create'
  | 'hooks.update'
  | 'hooks.rotate'
  | 'hooks.delete'
  | 'hooks.test'
  | 'keys.list'
  | 'keys.create'
  | 'keys.rotate'
  | 'keys.delete'
  | 'projects.create';

/**
 * A project manager's tools (webhook endpoints, integration keys) and new continuous projects,
 * asked with the user's bearer token. Secrets of endpoints and keys are answered once, to show.
 */
export function createProjectTools(
  client: () => Pick<LocaleLensClient, 'call'>,
  /** A project was created: the project list must be asked again. */
  onProjectCreated: () => void,
): Pick<BackgroundHandlers, ToolMessages> {
  const hook = (uuid: string) => ({ params: { endpoint_uuid: uuid } });
  const key = (uuid: string) => ({ params: { key_uuid: uuid } });
  return {
    'hooks.list': async ({ projectId }) =>
      (await client().call('listWebhookEndpoints', { query: { project_id: projectId } })).endpoints,
    'hooks.create': (body) => client().call('createWebhookEndpoint', { body }),
    'hooks.update': ({ uuid, patch }) =>
      client().call('updateWebhookEndpoint', { ...hook(uuid), body: patch }),
    'hooks.rotate': ({ uuid }) => client().call('rotateWebhookSecret', hook(uuid)),
    async 'hooks.delete'({ uuid }) {
      await client().call('deleteWebhookEndpoint', hook(uuid));
      return null;
    },
    'hooks.test': ({ uuid }) => client().call('testWebhookEndpoint', hook(uuid)),
    'keys.list': async ({ projectId }) =>
      (await client().call('listIntegrationKeys', { query: { project_id: projectId } })).keys,
    'keys.create': (body) => client().call('createIntegrationKey', { body }),
    'keys.rotate': ({ uuid }) => client().call('rotateIntegrationKey', key(uuid)),
    async 'keys.delete'({ uuid }) {
      await client().call('deleteIntegrationKey', key(uuid));
      return null;
    },
    async 'projects.create'(body) {
      const project = await client().call('createContinuousProject', { body });
      onProjectCreated();
      return project;
    },
  };
}
