import { z } from 'zod';
import { continuousProjectRequest, type Project } from '../contract/projects';
import { profileUpdateRequest, type passwordStrength, type UserProfile } from '../contract/account';
import {
  integrationKeyCreateRequest,
  type IntegrationKeyRecord,
  type integrationKeyWithSecret,
} from '../contract/integration-keys';
import type { OfferRecord } from '../contract/offers';
import {
  webhookCreateRequest,
  webhookUpdateRequest,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '../contract/webhooks';
import { message } from './message-spec';
import type { OfferContext, OfferInbox } from './offer-types';
import { locale } from './schemas';

/** The messages of the account, offers and a manager's project tools (extension pages only). */
const offerUuid = z.string().min(1).max(100);
const id = z.string().trim().min(1).max(100);
const money = z.number().min(0).max(1_000_000_000);

export const accountMessages = {
  /** Offers to the signed-in user and of the projects they manage; updates the toolbar badge. */
  'offers.list': message<OfferInbox>()('page', z.object({})),
  'offers.act': message<OfferRecord>()(
    'page',
    z.object({
      uuid: offerUuid,
      action: z.enum(['accept', 'decline', 'withdraw', 'confirm', 'accept-counter']),
    }),
  ),
  'offers.counter': message<OfferRecord>()(
    'page',
    z.object({
      uuid: offerUuid,
      rate: money.optional(),
      estimated_volume: money.optional(),
      deadline: z.number().int().positive().optional(),
      counter_notes: z.string().max(1000).optional(),
    }),
  ),
  /** The signed-in user's account, asked with their own token. */
  'account.profile': message<UserProfile>()('page', z.object({})),
  'account.update': message<UserProfile>()('page', profileUpdateRequest),
  'account.strength': message<z.infer<typeof passwordStrength>>()(
    'page',
    z.object({ password: z.string().min(1).max(1024) }),
  ),
  'account.changePassword': message<null>()(
    'page',
    z.object({ current: z.string().min(1).max(1024), next: z.string().min(1).max(1024) }),
  ),
  'account.changeEmail': message<{ message: string; expires_at: number }>()(
    'page',
    z.object({ newEmail: z.email().max(320), currentPassword: z.string().min(1).max(1024) }),
  ),
  'account.confirmEmail': message<UserProfile>()(
    'page',
    z.object({ token: z.string().trim().min(1).max(512) }),
  ),
  /** A project manager's webhook endpoints and integration keys (options page). */
  'hooks.list': message<WebhookEndpoint[]>()('page', z.object({ projectId: id })),
  'hooks.create': message<WebhookEndpointWithSecret>()('page', webhookCreateRequest),
  'hooks.update': message<WebhookEndpoint>()(
    'page',
    z.object({ uuid: id, patch: webhookUpdateRequest }),
  ),
  'hooks.rotate': message<WebhookEndpointWithSecret>()('page', z.object({ uuid: id })),
  'hooks.delete': message<null>()('page', z.object({ uuid: id })),
  'hooks.test': message<{ delivery_id: string; event: string }>()('page', z.object({ uuid: id })),
  'keys.list': message<IntegrationKeyRecord[]>()('page', z.object({ projectId: id })),
  'keys.create': message<z.infer<typeof integrationKeyWithSecret>>()(
    'page',
    integrationKeyCreateRequest,
  ),
  'keys.rotate': message<z.infer<typeof integrationKeyWithSecret>>()(
    'page',
    z.object({ uuid: id }),
  ),
  'keys.delete': message<null>()('page', z.object({ uuid: id })),
  /** A continuous project; the caller becomes its manager. */
  'projects.create': message<Project>()('page', continuousProjectRequest),
  /** The page language's file targets and the project's members, for a manager's offer. */
  'offers.context': message<OfferContext>()('page', z.object({ locale })),
  'offers.create': message<{ offers: OfferRecord[] }>()(
    'page',
    z.object({
      projectId: z.string().min(1).max(100),
      items: z
        .array(z.object({ targetId: z.number().int().positive(), volume: money }))
        .min(1)
        .max(100),
      userId: z.uuid(),
      role: z.string().trim().min(1).max(50),
      stageIndex: z.number().int().min(0).max(20),
      rate: money,
      currency: z.string().regex(/^[A-Z]{3}$/),
      notes: z.string().max(1000).optional(),
    }),
  ),
};
