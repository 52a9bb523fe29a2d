import { HEADERS } from '../../lib/contract/assumed';
import type { DeliveryOutcome } from '../../lib/contract/webhooks';
import { scheduleAgain, type JobRow } from '../store/jobs';
import type { Db } from '../db/open';
import { getProject } from '../store/projects';
import { checkWebhookUrl } from './address-guard';
import { chatLine } from './chat-text';
import { guardedPost } from './guarded-post';
import { getEndpoint, recordAttempt } from '../store/webhook-endpoints';
import type { DeliveryPayload } from './events';
import { DEACTIVATE_AFTER_FAILURES, retryDelayMs } from './retry-schedule';
import { signDelivery } from './signature';

/** How webhook deliveries may reach out: private addresses only when allowed. */
export interface WebhookSettings {
  allowPrivate: boolean;
  timeoutMs: number;
}

/** What a delivery needs of the job worker's dependencies. */
interface DeliveryDeps {
  db: Db;
  now: () => number;
  webhooks: WebhookSettings;
}

/**
 * One attempt of one delivery (a job of kind `webhook`). A failed attempt puts the same job back
 * in the queue, due after the retry schedule's delay, so the lane is never held and a restart
 * loses nothing; the delivery id stays the same. A deleted or switched-off endpoint drops it.
 */
export async function processWebhook(ctx: DeliveryDeps, job: JobRow): Promise<void> {
  const delivery = JSON.parse(job.payload) as DeliveryPayload;
  const endpoint = await getEndpoint(ctx.db, delivery.endpoint_uuid);
  if (!endpoint || !endpoint.active) return;
  const chat = endpoint.format === 'chat';
  const body = chat
    ? JSON.stringify({
        text: chatLine((await getProject(ctx.db, delivery.project_id))?.name ?? '', delivery),
      })
    : JSON.stringify({
        id: delivery.delivery_id,
        event: delivery.event,
        created_at: delivery.created_at,
        project_id: delivery.project_id,
        data: delivery.data,
      });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (!chat) {
    headers[HEADERS.webhookSignature] = signDelivery(
      endpoint.secret,
      body,
      Math.floor(ctx.now() / 1000),
    );
    headers[HEADERS.webhookEvent] = delivery.event;
    headers[HEADERS.webhookDelivery] = delivery.delivery_id;
  }
  const { outcome, detail } = await attempt(endpoint.url, body, headers, ctx.webhooks);
  const now = ctx.now();
  const failures = await recordAttempt(
    ctx.db,
    endpoint.endpoint_uuid,
    chat ? 'chat' : 'http',
    outcome,
    now,
    DEACTIVATE_AFTER_FAILURES,
  );
  if (outcome === 'ok') return;
  const delay = retryDelayMs(delivery.attempt);
  if (delay === null || failures >= DEACTIVATE_AFTER_FAILURES)
    throw new Error(`Delivery ${delivery.delivery_id} given up: ${detail}`);
  await scheduleAgain(ctx.db, job.job_id, now + delay, {
    ...delivery,
    attempt: delivery.attempt + 1,
  });
}

async function attempt(
  url: string,
  body: string,
  headers: Record<string, string>,
  settings: WebhookSettings,
): Promise<{ outcome: DeliveryOutcome; detail: string }> {
  // Checked again at each attempt: a name that was public at creation can point inward now.
  const verdict = await checkWebhookUrl(url, settings.allowPrivate);
  if (!verdict.ok) return { outcome: 'network_error', detail: verdict.reason };
  try {
    const status = await guardedPost(url, body, headers, settings);
    if (status >= 200 && status < 300) return { outcome: 'ok', detail: '' };
    return { outcome: 'http_error', detail: `HTTP ${status}` };
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      return { outcome: 'timeout', detail: `no answer in ${settings.timeoutMs} ms` };
    return { outcome: 'network_error', detail: (err as Error).message };
  }
}
