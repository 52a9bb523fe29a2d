import type {
  DeliveryChannel,
  DeliveryOutcome,
  WebhookEndpoint,
  WebhookEvent,
  WebhookFormat,
} from '../../lib/contract/webhooks';
import type { Db } from '../db/open';
import { bool, stmt } from './statements';

/** A webhook endpoint as stored: its secret is kept (deliveries are signed with it). */
export interface EndpointRow {
  endpoint_uuid: string;
  project_id: string;
  url: string;
  format: WebhookFormat;
  events: string;
  namespaces: string;
  active: number;
  secret: string;
  created_at: number;
  last_delivery_channel: DeliveryChannel | null;
  last_delivery_outcome: DeliveryOutcome | null;
  last_delivery_at: number | null;
  last_delivery_ok_at: number | null;
  consecutive_delivery_failures: number;
}

/** The record as answered: never the secret. */
export const toEndpoint = (r: EndpointRow): WebhookEndpoint => ({
  endpoint_uuid: r.endpoint_uuid,
  project_id: r.project_id,
  url: r.url,
  format: r.format,
  events: JSON.parse(r.events) as WebhookEvent[],
  namespaces: JSON.parse(r.namespaces) as string[],
  active: bool(r.active),
  created_at: r.created_at,
  last_delivery_channel: r.last_delivery_channel,
  last_delivery_outcome: r.last_delivery_outcome,
  last_delivery_at: r.last_delivery_at,
  last_delivery_ok_at: r.last_delivery_ok_at,
  consecutive_delivery_failures: r.consecutive_delivery_failures,
});

export const getEndpoint = async (db: Db, uuid: string) =>
  (await stmt(db, 'SELECT * FROM webhook_endpoints WHERE endpoint_uuid = ?').get(uuid)) as
    EndpointRow | undefined;

export const projectEndpoints = async (db: Db, projectId: string) =>
  (await stmt(
    db,
    'SELECT * FROM webhook_endpoints WHERE project_id = ? ORDER BY created_at, endpoint_uuid',
  ).all(projectId)) as EndpointRow[];

export async function insertEndpoint(db: Db, r: EndpointRow): Promise<void> {
  await stmt(
    db,
    `INSERT INTO webhook_endpoints (endpoint_uuid, project_id, url, format, events, namespaces,
       active, secret, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    r.endpoint_uuid,
    r.project_id,
    r.url,
    r.format,
    r.events,
    r.namespaces,
    r.active,
    r.secret,
    r.created_at,
  );
}

export async function updateEndpoint(
  db: Db,
  uuid: string,
  set: { url: string; events: string; namespaces: string; active: number; secret: string },
): Promise<void> {
  // Switching an endpoint back on gives it a fresh count of failures.
  await stmt(
    db,
    `UPDATE webhook_endpoints SET url = ?, events = ?, namespaces = ?, secret = ?,
       consecutive_delivery_failures = CASE WHEN active = 0 AND ? = 1 THEN 0
         ELSE consecutive_delivery_failures END,
       active = ? WHERE endpoint_uuid = ?`,
  ).run(set.url, set.events, set.namespaces, set.secret, set.active, set.active, uuid);
}

/** Drops the deliveries still waiting for an endpoint (deleted, or switched off). */
export async function dropPendingDeliveries(db: Db, uuid: string): Promise<void> {
  await stmt(
    db,
    `DELETE FROM jobs WHERE kind = 'webhook' AND status = 'pending'
       AND ${db.dialect.jsonText('payload', 'endpoint_uuid')} = ?`,
  ).run(uuid);
}

/** Records one attempt's outcome; returns the endpoint's failures in a row after it. */
export async function recordAttempt(
  db: Db,
  uuid: string,
  channel: DeliveryChannel,
  outcome: DeliveryOutcome,
  now: number,
  disableAfter: number,
): Promise<number> {
  const ok = outcome === 'ok';
  await stmt(
    db,
    `UPDATE webhook_endpoints SET last_delivery_channel = ?, last_delivery_outcome = ?,
       last_delivery_at = ?, last_delivery_ok_at = CASE WHEN ? = 1 THEN ? ELSE last_delivery_ok_at END,
       consecutive_delivery_failures = CASE WHEN ? = 1 THEN 0 ELSE consecutive_delivery_failures + 1 END
     WHERE endpoint_uuid = ?`,
  ).run(channel, outcome, now, ok ? 1 : 0, now, ok ? 1 : 0, uuid);
  const row = await getEndpoint(db, uuid);
  const failures = row?.consecutive_delivery_failures ?? 0;
  if (failures >= disableAfter)
    await stmt(db, 'UPDATE webhook_endpoints SET active = 0 WHERE endpoint_uuid = ?').run(uuid);
  return failures;
}

export const setEndpointSecret = (db: Db, uuid: string, secret: string) =>
  stmt(db, 'UPDATE webhook_endpoints SET secret = ? WHERE endpoint_uuid = ?').run(secret, uuid);

export const deleteEndpoint = (db: Db, uuid: string) =>
  stmt(db, 'DELETE FROM webhook_endpoints WHERE endpoint_uuid = ?').run(uuid);

/** Holds the endpoint's row until the transaction ends. */
export const lockEndpoint = (db: Db, uuid: string) =>
  stmt(db, `SELECT 1 FROM webhook_endpoints WHERE endpoint_uuid = ?${db.dialect.forUpdate}`).get(
    uuid,
  );
