import { z } from 'zod';

/**
 * Offers: a project manager offers a project file target's stage to a user; the offeree
 * accepts, declines or counters. The record and the states are in docs/api-decisions.md; who may move an offer
 * from which state is a rule, for lib/workflow.
 */

/**
 * At most `max` characters, counted in code points as the real service (Python) counts them, so
 * 1000 emoji pass where `z.string().max(1000)` (UTF-16 units) would refuse 501.
 */
const maxChars = (max: number, name: string) =>
  z.string().refine((s) => [...s].length <= max, { message: `${name}: at most ${max} characters` });

export const pricingModel = z.enum(['per_word', 'per_character', 'per_page']);
export type PricingModel = z.infer<typeof pricingModel>;

export const OFFER_STATES = [
  'offer',
  'accepted',
  'confirmed',
  'declined',
  'withdrawn',
  'expired',
] as const;
export const offerState = z.enum(OFFER_STATES);
export type OfferState = z.infer<typeof offerState>;

/** The interface's active states: at most one offer in them per project file target. */
export const ACTIVE_OFFER_STATES = [
  'offer',
  'accepted',
  'confirmed',
] as const satisfies readonly OfferState[];
export const isActiveOffer = (state: OfferState) =>
  (ACTIVE_OFFER_STATES as readonly OfferState[]).includes(state);

export const DEFAULT_CURRENCY = 'EUR';
export const DEFAULT_OFFER_VALID_HOURS = 168;
export const PM_NOTES_MAX_CHARS = 1000;

const amount = z.number().min(0);
/** ISO 4217: three letters; lower case is accepted and upper-cased. */
const currency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'currency must be an ISO 4217 code such as EUR');

/**
 * One offer of `POST /api/projects/{project_id}/offers`. Target, offeree, rate and volume are
 * required here (an offer without them cannot be priced or sent); `estimated_total` is accepted
 * but always recomputed as rate × volume. `offer_expires_at` wins over `offer_valid_until_hours`.
 */
export const offerItem = z.object({
  project_file_target_id: z.number().int().positive(),
  /** A user id (the interface: UUIDv7; any RFC 9562 UUID is accepted). */
  offered_to_user_id: z.uuid(),
  role: z.string().trim().min(1).max(50),
  stage_index: z.number().int().min(0),
  pricing_model: pricingModel.optional(),
  rate: amount,
  currency: currency.default(DEFAULT_CURRENCY),
  estimated_volume: amount,
  estimated_total: amount.optional(),
  /** A Unix timestamp (the interface); wins over offer_valid_until_hours. */
  offer_expires_at: z.number().int().positive().optional(),
  offer_valid_until_hours: z
    .number()
    .positive()
    .max(24 * 365)
    .default(DEFAULT_OFFER_VALID_HOURS),
  pm_notes: maxChars(PM_NOTES_MAX_CHARS, 'pm_notes').optional(),
});
export type OfferItem = z.infer<typeof offerItem>;

export const createOffersRequest = z.object({
  offers: z
    .array(offerItem)
    .min(1, 'offers must hold at least one offer')
    .max(100, 'at most 100 offers per request')
    // Two offers for one target in one request could never both be active.
    .refine(
      (offers) => new Set(offers.map((o) => o.project_file_target_id)).size === offers.length,
      { message: 'each project_file_target_id may appear only once' },
    ),
});
export type CreateOffersRequest = z.infer<typeof createOffersRequest>;

/**
 * The offeree's counter. The interface leaves required-ness open: every field is optional, but a
 * counter must propose a rate, a volume or a deadline. Omitted terms are copied from the offer;
 * `estimated_total` is recomputed.
 */
export const counterOfferRequest = z
  .object({
    rate: amount.optional(),
    estimated_volume: amount.optional(),
    estimated_total: amount.optional(),
    /** A Unix timestamp, as the offer's own times. */
    deadline: z.number().int().positive().optional(),
    counter_notes: maxChars(PM_NOTES_MAX_CHARS, 'counter_notes').optional(),
  })
  .refine(
    (c) => c.rate !== undefined || c.estimated_volume !== undefined || c.deadline !== undefined,
    { message: 'a counter-offer proposes a rate, an estimated_volume or a deadline' },
  );
export type CounterOfferRequest = z.infer<typeof counterOfferRequest>;

export const counterOffer = z.object({
  rate: z.number(),
  estimated_volume: z.number(),
  estimated_total: z.number(),
  deadline: z.number().nullable(),
  counter_notes: z.string().nullable(),
  created_at: z.number(),
});
export type CounterOffer = z.infer<typeof counterOffer>;

/**
 * The offer record; every offer operation answers with it. Assumed: its times
 * (`created_at`, `offer_expires_at`, a counter's `deadline` and `created_at`) are Unix seconds,
 * as the interface writes `offer_expires_at`.
 */
export const offerRecord = z.object({
  assignment_uuid: z.string(),
  project_id: z.string(),
  project_file_target_id: z.number().int(),
  offered_to_user_id: z.string(),
  role: z.string(),
  stage_index: z.number().int().min(0),
  pricing_model: pricingModel.nullable(),
  rate: z.number(),
  currency: z.string(),
  estimated_volume: z.number(),
  estimated_total: z.number(),
  offer_expires_at: z.number().nullable(),
  state: offerState,
  pm_notes: z.string().nullable(),
  counter: counterOffer.nullable(),
  created_at: z.number(),
});
export type OfferRecord = z.infer<typeof offerRecord>;

export const createOffersResponse = z.object({ offers: z.array(offerRecord) });
export type CreateOffersResponse = z.infer<typeof createOffersResponse>;

export const offerParams = z.object({ assignment_uuid: z.string().trim().min(1) });
export const projectParams = z.object({ project_id: z.string().trim().min(1) });

/**
 * The actions at `POST /api/projects/offers/{assignment_uuid}/{action}`. Who may take which, and
 * from which state, is a rule and lives in lib/workflow, not here.
 */
export const OFFER_ACTIONS = [
  'accept',
  'decline',
  'withdraw',
  'confirm',
  'accept-counter',
  'counter',
] as const;
export const offerAction = z.enum(OFFER_ACTIONS);
export type OfferAction = z.infer<typeof offerAction>;

/** Assumed error codes of the offer operations (the interface fixes ACTIVE_OFFER_EXISTS). */
export const OFFER_ERROR_CODES = {
  wrongState: 'OFFER_STATE',
  expired: 'OFFER_EXPIRED',
  noCounter: 'NO_COUNTER',
} as const;

/** `GET /api/offers?state=`: offers to the caller and offers of projects the caller manages. */
export const offerListQuery = z.object({ state: offerState.optional() });
export const offerListEntry = offerRecord.extend({
  project_name: z.string(),
  namespace: z.string(),
  locale: z.string(),
});
export type OfferListEntry = z.infer<typeof offerListEntry>;
export const offerListResponse = z.object({ offers: z.array(offerListEntry) });

/** `GET /api/projects/{id}/targets`: every file target (namespace × locale) of the project. */
export const projectFileTarget = z.object({
  project_file_target_id: z.number().int(),
  namespace: z.string(),
  locale: z.string(),
  archived: z.boolean(),
  /** Translatable source keys of the namespace. */
  keys: z.number().int(),
  /** Rows the delivered-translations read serves. */
  delivered: z.number().int(),
  /** Rows by (effective) stage index; keys without a row are not counted. */
  stage_counts: z.record(z.string(), z.number().int()),
  active_offer: offerRecord.nullable(),
});
export type ProjectFileTarget = z.infer<typeof projectFileTarget>;
export const projectTargetsResponse = z.object({ targets: z.array(projectFileTarget) });

/** A stage assignment: a locale ('*' = every locale) and a namespace (null = every namespace). */
export const stageAssignment = z.object({
  locale: z.string(),
  namespace: z.string().nullable(),
  stages: z.array(z.number().int()),
});
export const projectMember = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  role: z.enum(['pm', 'member']),
  assignments: z.array(stageAssignment),
});
export type ProjectMember = z.infer<typeof projectMember>;
export const projectMembersResponse = z.object({ members: z.array(projectMember) });
