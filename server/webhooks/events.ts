import type {
  DeliveredEvent,
  TranslationEventData,
  WebhookEvent,
} from '../../lib/contract/webhooks';
import type { Db } from '../db/open';
import { insertJob } from '../store/jobs';
import type { StoredRow } from '../store/targets';
import { randomUUID } from '../security/tokens';
import { projectEndpoints, type EndpointRow } from '../store/webhook-endpoints';

/** A queued delivery: one event for one endpoint; `attempt` counts from 1. */
export interface DeliveryPayload {
  endpoint_uuid: string;
  delivery_id: string;
  event: DeliveredEvent;
  project_id: string;
  created_at: number;
  data: unknown;
  attempt: number;
}

/** Whether an endpoint wants this event; an event of no one namespace passes any filter. */
function wants(e: EndpointRow, event: WebhookEvent, namespace: string | null): boolean {
  if (!e.active || !(JSON.parse(e.events) as string[]).includes(event)) return false;
  const namespaces = JSON.parse(e.namespaces) as string[];
  return namespaces.length === 0 || namespace === null || namespaces.includes(namespace);
}

/** Queues one delivery, durably: in the caller's transaction when there is one. */
export async function queueDelivery(
  db: Db,
  now: number,
  endpoint: Pick<EndpointRow, 'endpoint_uuid' | 'project_id'>,
  event: DeliveredEvent,
  data: unknown,
): Promise<string> {
  const payload: DeliveryPayload = {
    endpoint_uuid: endpoint.endpoint_uuid,
    delivery_id: randomUUID(),
    event,
    project_id: endpoint.project_id,
    created_at: now,
    data,
    attempt: 1,
  };
  await insertJob(
    db,
    { kind: 'webhook', projectId: endpoint.project_id, locale: null, payload, totalKeys: 1 },
    now,
  );
  return payload.delivery_id;
}

/**
 * Queues the event for every active endpoint of the project that subscribed to it and whose
 * namespace filter lets it through. Returns how many deliveries were queued (the caller then
 * notifies the worker, after its transaction).
 */
export async function emitEvent(
  db: Db,
  now: number,
  projectId: string,
  event: WebhookEvent,
  namespace: string | null,
  data: unknown,
): Promise<number> {
  const sink = eventSink(db, now, projectId);
  await sink.emit(event, namespace, data);
  return sink.queued();
}

/** Emits many events of one project, reading its endpoints once (a save of 1,000 rows). */
export function eventSink(db: Db, now: number, projectId: string) {
  let endpoints: EndpointRow[] | null = null;
  let queued = 0;
  return {
    async emit(event: WebhookEvent, namespace: string | null, data: unknown): Promise<void> {
      endpoints ??= await projectEndpoints(db, projectId);
      for (const e of endpoints)
        if (wants(e, event, namespace)) {
          await queueDelivery(db, now, e, event, data);
          queued += 1;
        }
    },
    queued: () => queued,
  };
}

/** The data of a translation event: the row as it is after the change. */
export const rowEventData = (
  locale: string,
  namespace: string,
  row: StoredRow,
  userId: string | null,
): TranslationEventData => ({
  locale,
  namespace,
  key: row.key,
  text: row.text,
  stage_index: row.stageIndex,
  is_ready: row.isReady,
  user_id: userId,
});
