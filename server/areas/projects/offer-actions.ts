import {
  OFFER_ERROR_CODES,
  type CounterOffer,
  type OfferAction,
} from '../../../lib/contract/offers';
import { checkOfferAction, offerTotal, type OfferParty } from '../../../lib/workflow/offers';
import type { Service } from '../../service-deps';
import { HttpError } from '../../errors';
import type { Serve } from '../../http/serve-routes';
import {
  expireOffers,
  getOffer,
  toOfferRecord,
  updateOffer,
  type OfferRow,
} from '../../store/offers';
import { assignStage, memberRole } from '../../store/projects';
import { ensureMember } from '../../store/members';
import { nowSeconds } from './access';

const REFUSAL = {
  not_party: [403, 'FORBIDDEN', 'You are not the party who may do this'],
  wrong_state: [409, OFFER_ERROR_CODES.wrongState, 'The offer is not in a state that allows this'],
  expired: [409, OFFER_ERROR_CODES.expired, 'The offer has expired'],
  no_counter: [409, OFFER_ERROR_CODES.noCounter, 'The offer has no counter to accept'],
} as const;

/** The actions on one offer: each judged by lib/workflow/offers, each answering the record. */
export function offerActionRoutes(serve: Serve, svc: Service): void {
  const act = async (
    userId: string,
    uuid: string,
    action: OfferAction,
    change: (offer: OfferRow) => Partial<OfferRow>,
  ) => {
    const nowS = nowSeconds(svc);
    return await svc.db.tx(async () => {
      await expireOffers(svc.db, nowS);
      const offer = await getOffer(svc.db, uuid);
      const parties = new Set<OfferParty>();
      if (offer && (await memberRole(svc.db, offer.project_id, userId)) === 'pm')
        parties.add('manager');
      if (offer?.offered_to_user_id === userId) parties.add('offeree');
      // An offer is invisible to everyone but its manager and its offeree.
      if (!offer || parties.size === 0) throw new HttpError(404, 'NOT_FOUND', 'Offer not found');
      const verdict = checkOfferAction(action, offer, parties);
      if (!verdict.allowed) {
        const [status, code, message] = REFUSAL[verdict.reason];
        throw new HttpError(status, code, message);
      }
      const next = { ...offer, ...change(offer), state: verdict.to };
      await updateOffer(svc.db, uuid, next);
      if (verdict.to === 'confirmed') await startWork(svc, next);
      return toOfferRecord((await getOffer(svc.db, uuid))!);
    });
  };

  const simple = [
    ['acceptOffer', 'accept'],
    ['declineOffer', 'decline'],
    ['withdrawOffer', 'withdraw'],
    ['confirmOffer', 'confirm'],
  ] as const;
  for (const [id, action] of simple)
    serve(id, async (c, { caller, params }) =>
      c.json(await act(caller.userId, params.assignment_uuid, action, () => ({}))),
    );

  serve('acceptCounterOffer', async (c, { caller, params }) =>
    c.json(
      await act(caller.userId, params.assignment_uuid, 'accept-counter', (offer) => {
        const counter = JSON.parse(offer.counter!) as CounterOffer;
        return {
          rate: counter.rate,
          estimated_volume: counter.estimated_volume,
          estimated_total: offerTotal(counter.rate, counter.estimated_volume),
        };
      }),
    ),
  );

  serve('counterOffer', async (c, { caller, params, body }) =>
    c.json(
      await act(caller.userId, params.assignment_uuid, 'counter', (offer) => {
        const rate = body.rate ?? offer.rate;
        const volume = body.estimated_volume ?? offer.estimated_volume;
        const counter: CounterOffer = {
          rate,
          estimated_volume: volume,
          estimated_total: offerTotal(rate, volume),
          deadline: body.deadline ?? null,
          counter_notes: body.counter_notes ?? null,
          created_at: nowSeconds(svc),
        };
        return { counter: JSON.stringify(counter) };
      }),
    ),
  );
}

/**
 * A confirmed offer is work: the offeree becomes a member (if not one yet) with the offer's stage
 * on its locale, in its namespace only.
 */
async function startWork(svc: Service, offer: OfferRow): Promise<void> {
  await ensureMember(svc.db, offer.project_id, offer.offered_to_user_id);
  await assignStage(
    svc.db,
    offer.project_id,
    offer.offered_to_user_id,
    offer.locale,
    offer.namespace,
    offer.stage_index,
  );
}
