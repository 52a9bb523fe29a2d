import type {
  CounterOffer,
  OfferRecord,
  OfferState,
  PricingModel,
} from '../../lib/contract/offers';
import type { Db } from '../db/open';
import { stmt } from './statements';

/** An offer as stored, joined with its file target's locale and namespace. */
export interface OfferRow {
  assignment_uuid: string;
  project_id: string;
  file_target_id: number;
  offered_to_user_id: string;
  role: string;
  stage_index: number;
  pricing_model: PricingModel | null;
  rate: number;
  currency: string;
  estimated_volume: number;
  estimated_total: number;
  offer_expires_at: number | null;
  state: OfferState;
  pm_notes: string | null;
  counter: string | null;
  created_at: number;
  locale: string;
  namespace: string;
}

const SELECT = `SELECT o.*, f.locale, f.namespace FROM offers o
  JOIN file_targets f ON f.file_target_id = o.file_target_id`;

export const toOfferRecord = (r: OfferRow): OfferRecord => ({
  assignment_uuid: r.assignment_uuid,
  project_id: r.project_id,
  project_file_target_id: r.file_target_id,
  offered_to_user_id: r.offered_to_user_id,
  role: r.role,
  stage_index: r.stage_index,
  pricing_model: r.pricing_model,
  rate: r.rate,
  currency: r.currency,
  estimated_volume: r.estimated_volume,
  estimated_total: r.estimated_total,
  offer_expires_at: r.offer_expires_at,
  state: r.state,
  pm_notes: r.pm_notes,
  counter: r.counter ? (JSON.parse(r.counter) as CounterOffer) : null,
  created_at: r.created_at,
});

/** Offers past their time become `expired`; run before any offer is read or acted on. */
export async function expireOffers(db: Db, nowS: number): Promise<void> {
  await stmt(
    db,
    `UPDATE offers SET state = 'expired'
     WHERE state = 'offer' AND offer_expires_at IS NOT NULL AND offer_expires_at <= ?`,
  ).run(nowS);
}

export const getOffer = async (db: Db, uuid: string) =>
  (await stmt(db, `${SELECT} WHERE o.assignment_uuid = ?`).get(uuid)) as OfferRow | undefined;

export const activeOfferOf = async (db: Db, fileTargetId: number) =>
  (await stmt(
    db,
    `${SELECT} WHERE o.file_target_id = ? AND o.state IN ('offer', 'accepted', 'confirmed')`,
  ).get(fileTargetId)) as OfferRow | undefined;

export async function insertOffer(
  db: Db,
  r: Omit<OfferRow, 'locale' | 'namespace'>,
): Promise<void> {
  await stmt(
    db,
    `INSERT INTO offers (assignment_uuid, project_id, file_target_id, offered_to_user_id, role,
       stage_index, pricing_model, rate, currency, estimated_volume, estimated_total,
       offer_expires_at, state, pm_notes, counter, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    r.assignment_uuid,
    r.project_id,
    r.file_target_id,
    r.offered_to_user_id,
    r.role,
    r.stage_index,
    r.pricing_model,
    r.rate,
    r.currency,
    r.estimated_volume,
    r.estimated_total,
    r.offer_expires_at,
    r.state,
    r.pm_notes,
    r.counter,
    r.created_at,
  );
}

/** Sets the offer's state and terms (a counter accepted moves its terms into the offer). */
export async function updateOffer(
  db: Db,
  uuid: string,
  set: Pick<OfferRow, 'state' | 'rate' | 'estimated_volume' | 'estimated_total' | 'counter'>,
): Promise<void> {
  await stmt(
    db,
    `UPDATE offers SET state = ?, rate = ?, estimated_volume = ?, estimated_total = ?, counter = ?
     WHERE assignment_uuid = ?`,
  ).run(set.state, set.rate, set.estimated_volume, set.estimated_total, set.counter, uuid);
}

/** Offers to the user and offers of projects the user manages, newest first. */
export async function offersFor(db: Db, userId: string, state: OfferState | null) {
  return (await stmt(
    db,
    `${SELECT.replace('SELECT o.*', 'SELECT o.*, p.name AS project_name')}
     JOIN projects p ON p.project_id = o.project_id
     WHERE (o.offered_to_user_id = ? OR o.project_id IN
       (SELECT project_id FROM project_members WHERE user_id = ? AND role = 'pm'))
       AND (CAST(? AS TEXT) IS NULL OR o.state = ?)
     ORDER BY o.created_at DESC, o.assignment_uuid DESC`,
  ).all(userId, userId, state, state)) as (OfferRow & { project_name: string })[];
}
