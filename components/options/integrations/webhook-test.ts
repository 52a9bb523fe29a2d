import type { WebhookEndpoint } from '../../../lib/contract/webhooks';
import type { Ask } from '../../../lib/messaging/ask';

/**
 * How often and how long a test event's delivery is looked for: the service's delivery lane may
 * have others queued, and one attempt waits up to 10 s for the endpoint.
 */
export const TEST_FOLLOW = { everyMs: 1000, tries: 20 };

export interface TestLanded {
  /** The project's endpoints as last listed. */
  endpoints: WebhookEndpoint[] | null;
  /** The endpoint once an attempt after the test is recorded; null when none came in time. */
  endpoint: WebhookEndpoint | null;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Lists the endpoints until the tested one records a delivery attempt newer than `before` (its
 * last delivery when the test was sent), so the page can say how the test went without a reload.
 */
export async function followTestDelivery(
  ask: Ask,
  projectId: string,
  uuid: string,
  before: number | null,
  follow = TEST_FOLLOW,
): Promise<TestLanded> {
  let endpoints: WebhookEndpoint[] | null = null;
  for (let i = 0; i < follow.tries; i++) {
    await wait(follow.everyMs);
    endpoints = await ask('webhooks.list', { projectId });
    const endpoint = endpoints.find((e) => e.endpoint_uuid === uuid);
    const at = endpoint?.last_delivery_at ?? null;
    if (endpoint && at !== null && (before === null || at > before)) return { endpoints, endpoint };
    if (!endpoint) break;
  }
  return { endpoints, endpoint: null };
}
