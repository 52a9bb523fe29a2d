import { z } from 'zod';
import { HEADERS } from './assumed';
import { syncJob } from './sync';

/**
 * Webhook endpoints and what the service delivers to them. The interface shows the record
 * and rotate/delete; paths and bodies of create, list and update, the event names, the formats,
 * the delivery bookkeeping values and the signature are in docs/api-decisions.md.
 */

export const webhookFormat = z.enum(['generic', 'chat']);
export type WebhookFormat = z.infer<typeof webhookFormat>;

export const WEBHOOK_EVENTS = [
  'translation.updated',
  'translation.confirmed',
  'translation.rejected',
  'translation.approved',
  'sync.completed',
  'sync.failed',
  'fill.completed',
] as const;
export const webhookEvent = z.enum(WEBHOOK_EVENTS);
export type WebhookEvent = z.infer<typeof webhookEvent>;

export const deliveryChannel = z.enum(['http', 'chat']);
export type DeliveryChannel = z.infer<typeof deliveryChannel>;
export const deliveryOutcome = z.enum(['ok', 'http_error', 'timeout', 'network_error']);
export type DeliveryOutcome = z.infer<typeof deliveryOutcome>;

/** The record as listed and patched. Bookkeeping fields are optional in the interface: absent reads as null. */
export const webhookEndpoint = z.object({
  endpoint_uuid: z.string(),
  /** Assumed: the project the endpoint belongs to (the interface's record does not show it). */
  project_id: z.string().optional(),
  url: z.string(),
  format: webhookFormat,
  events: z.array(webhookEvent),
  namespaces: z.array(z.string()),
  active: z.boolean(),
  created_at: z.number(),
  last_delivery_channel: deliveryChannel.nullable().default(null),
  last_delivery_outcome: deliveryOutcome.nullable().default(null),
  last_delivery_at: z.number().nullable().default(null),
  last_delivery_ok_at: z.number().nullable().default(null),
  consecutive_delivery_failures: z.number().int().min(0).nullable().default(null),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

/** Create and rotate only. `secret` is empty for a chat endpoint, whose URL is the credential. */
export const webhookEndpointWithSecret = webhookEndpoint.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecret>;

const projectId = z.string().trim().min(1);
// http too, and any host: a receiver on localhost is a normal development set-up.
const url = z.url({ protocol: /^https?$/ }).max(2048);
const events = z
  .array(webhookEvent)
  .min(1, 'events must name at least one event')
  .max(WEBHOOK_EVENTS.length);
/** Empty means every namespace. */
const namespaces = z.array(z.string().trim().min(1).max(200)).max(100);

export const webhookCreateRequest = z.object({
  project_id: projectId,
  url,
  format: webhookFormat.default('generic'),
  events,
  namespaces: namespaces.default([]),
  active: z.boolean().default(true),
});
export type WebhookCreateRequest = z.infer<typeof webhookCreateRequest>;

/**
 * PATCH: any of url, events, namespaces, active. `format` is fixed at creation: turning a chat
 * endpoint into a generic one would need a secret, which PATCH never returns.
 */
export const webhookUpdateRequest = z
  .object({
    url: url.optional(),
    events: events.optional(),
    namespaces: namespaces.optional(),
    active: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'name at least one of url, events, namespaces, active',
  });
export type WebhookUpdateRequest = z.infer<typeof webhookUpdateRequest>;

export const webhookListQuery = z.object({ project_id: projectId });
export const webhookListResponse = z.object({ endpoints: z.array(webhookEndpoint) });
export type WebhookListResponse = z.infer<typeof webhookListResponse>;

export const webhookEndpointParams = z.object({ endpoint_uuid: z.string().trim().min(1) });

/** `POST …/{uuid}/test`: the delivery is queued; it reaches the endpoint like any other. */
export const webhookTestResponse = z.object({ delivery_id: z.uuid(), event: z.string() });

/* ------------------------------------------------------------------------------------------------
 * Delivery
 * --------------------------------------------------------------------------------------------- */

/** Receivers reject signatures older than this. */
export const WEBHOOK_SIGNATURE_TOLERANCE_S = 5 * 60;
/** Up to 6 attempts; the waits before attempts 2–6 (jitter is added on top). */
export const WEBHOOK_RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;
/** After this many consecutive failed deliveries the endpoint is set inactive. */
export const WEBHOOK_DISABLE_AFTER_FAILURES = 20;

/** `x-lr-signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. */
export const webhookSignature = z
  .string()
  .regex(/^t=\d+,v1=[0-9a-f]{64}$/, 'expected t=<unix seconds>,v1=<64 hex digits>')
  .transform((s) => {
    const [t = '', v1 = ''] = s.split(',').map((part) => part.slice(part.indexOf('=') + 1));
    return { t: Number(t), v1 };
  });

/** The content the HMAC covers: the timestamp, a dot, and the raw body exactly as sent. */
export const signedContent = (t: number, rawBody: string) => `${t}.${rawBody}`;

/** Headers of a generic delivery (names from assumed.ts). A chat delivery carries no signature. */
export const webhookDeliveryHeaders = z.object({
  [HEADERS.webhookSignature]: webhookSignature,
  [HEADERS.webhookEvent]: z.union([webhookEvent, z.literal('endpoint.test')]),
  /** Stable across retries of one delivery, so receivers can drop duplicates. */
  [HEADERS.webhookDelivery]: z.uuid(),
});

/** Assumed: a row event names the row and what it holds after the change. */
export const translationEventData = z.object({
  locale: z.string(),
  namespace: z.string(),
  key: z.string(),
  text: z.string(),
  stage_index: z.number().int().min(0),
  is_ready: z.boolean(),
  /** Who did it; null when a master key did. */
  user_id: z.string().nullable(),
});
export type TranslationEventData = z.infer<typeof translationEventData>;

/**
 * What every generic body carries. `id` is the delivery's id, the same as `x-lr-delivery` and
 * stable across retries; `created_at` is when the event happened (ms, as the service's other
 * times), not when this attempt was sent.
 */
const envelope = {
  id: z.uuid(),
  project_id: z.string(),
  created_at: z.number(),
};

const translationEvent = (event: Extract<WebhookEvent, `translation.${string}`>) =>
  z.object({ ...envelope, event: z.literal(event), data: translationEventData });
const jobEvent = (event: Extract<WebhookEvent, `sync.${string}` | `fill.${string}`>) =>
  z.object({ ...envelope, event: z.literal(event), data: syncJob });

/**
 * Assumed: the event `POST /api/webhooks/endpoints/{uuid}/test` sends to that one endpoint. It is
 * not subscribable, so it is not among WEBHOOK_EVENTS.
 */
export const WEBHOOK_TEST_EVENT = 'endpoint.test';
export const testEventData = z.object({ endpoint_uuid: z.string(), message: z.string() });

/** Body of a generic (signed JSON) delivery, discriminated by `event`. */
export const webhookPayload = z.discriminatedUnion('event', [
  translationEvent('translation.updated'),
  translationEvent('translation.confirmed'),
  translationEvent('translation.rejected'),
  translationEvent('translation.approved'),
  jobEvent('sync.completed'),
  jobEvent('sync.failed'),
  jobEvent('fill.completed'),
  z.object({ ...envelope, event: z.literal(WEBHOOK_TEST_EVENT), data: testEventData }),
]);
export type WebhookPayload = z.infer<typeof webhookPayload>;
export type DeliveredEvent = WebhookPayload['event'];

/** Body of a chat delivery: the incoming-webhook message format chat workspaces accept. */
export const chatWebhookPayload = z.object({ text: z.string().min(1) });
export type ChatWebhookPayload = z.infer<typeof chatWebhookPayload>;
