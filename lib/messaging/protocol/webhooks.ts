import { z } from 'zod';
import {
  webhookCreateRequest,
  webhookUpdateRequest,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '../../contract/webhooks';
import { message } from '../message-spec';

const id = z.string().trim().min(1).max(100);

/** A project manager's webhook endpoints (options page); a secret is answered once, to show. */
export const webhookMessages = {
  'webhooks.list': message<WebhookEndpoint[]>()('page', z.object({ projectId: id })),
  'webhooks.create': message<WebhookEndpointWithSecret>()('page', webhookCreateRequest),
  'webhooks.update': message<WebhookEndpoint>()(
    'page',
    z.object({ uuid: id, patch: webhookUpdateRequest }),
  ),
  'webhooks.rotate': message<WebhookEndpointWithSecret>()('page', z.object({ uuid: id })),
  'webhooks.delete': message<null>()('page', z.object({ uuid: id })),
  'webhooks.test': message<{ delivery_id: string; event: string }>()(
    'page',
    z.object({ uuid: id }),
  ),
};
