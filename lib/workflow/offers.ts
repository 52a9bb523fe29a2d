import type { OfferAction, OfferState } from '../contract/offers';

/**
 * Who may take which offer action from which state. Managers create, withdraw, confirm and accept
 * counters; the offeree accepts, declines and counters. The service enforces these and the
 * extension enables its buttons with them.
 */
export type OfferParty = 'manager' | 'offeree';

export const OFFER_RULES: Record<
  OfferAction,
  { by: OfferParty; from: readonly OfferState[]; to: OfferState }
> = {
  accept: { by: 'offeree', from: ['offer'], to: 'accepted' },
  decline: { by: 'offeree', from: ['offer'], to: 'declined' },
  counter: { by: 'offeree', from: ['offer'], to: 'offer' },
  // Only before confirmation: a confirmed offer is work under way.
  withdraw: { by: 'manager', from: ['offer', 'accepted'], to: 'withdrawn' },
  confirm: { by: 'manager', from: ['accepted'], to: 'confirmed' },
  'accept-counter': { by: 'manager', from: ['offer'], to: 'accepted' },
};

export type OfferVerdict =
  | { allowed: true; to: OfferState }
  | { allowed: false; reason: 'not_party' | 'wrong_state' | 'expired' | 'no_counter' };

/** Whether `parties` (what the caller is to this offer) may take `action` now. */
export function checkOfferAction(
  action: OfferAction,
  offer: { state: OfferState; counter: unknown },
  parties: ReadonlySet<OfferParty>,
): OfferVerdict {
  const rule = OFFER_RULES[action];
  if (!parties.has(rule.by)) return { allowed: false, reason: 'not_party' };
  if (!rule.from.includes(offer.state))
    return { allowed: false, reason: offer.state === 'expired' ? 'expired' : 'wrong_state' };
  if (action === 'accept-counter' && offer.counter === null)
    return { allowed: false, reason: 'no_counter' };
  return { allowed: true, to: rule.to };
}

/** rate × volume, to the cent: the only total an offer or a counter carries. */
export const offerTotal = (rate: number, volume: number) => Math.round(rate * volume * 100) / 100;
