import type { LocaleLensClient } from '../contract/client';
import type { OfferListEntry } from '../contract/offers';
import type { OfferContext, OfferInbox } from '../messaging/offer-types';
import type { Parsed } from '../messaging/protocol';

/** The calls this module makes: the bearer client, or a fake in tests. */
export type OffersClient = Pick<LocaleLensClient, 'call'>;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Whether an offer waits for `me`: an open offer to answer, or (as manager) one to settle. */
export function waitsFor(o: OfferListEntry, me: string, now = nowSeconds()): boolean {
  const open = o.offer_expires_at === null || o.offer_expires_at > now;
  if (o.offered_to_user_id === me) return o.state === 'offer' && open && o.counter === null;
  return o.state === 'accepted' || (o.state === 'offer' && o.counter !== null && open);
}

export async function offerInbox(client: OffersClient, me: string): Promise<OfferInbox> {
  const { offers } = await client.call('listOffers', { query: {} });
  return { me, offers, waiting: offers.filter((o) => waitsFor(o, me)).length };
}

/**
 * Confirmed offers to `me` that were not confirmed when last seen: each is new work, so the
 * caches of what the caller may edit are stale. `seen` is updated in place.
 */
export function newlyConfirmed(inbox: OfferInbox, seen: Set<string>): OfferListEntry[] {
  const fresh = inbox.offers.filter(
    (o) =>
      o.offered_to_user_id === inbox.me && o.state === 'confirmed' && !seen.has(o.assignment_uuid),
  );
  fresh.forEach((o) => seen.add(o.assignment_uuid));
  return fresh;
}

type Act = Parsed<'offers.act'>;

export function actOnOffer(client: OffersClient, req: Act) {
  const params = { assignment_uuid: req.uuid };
  switch (req.action) {
    case 'accept':
      return client.call('acceptOffer', { params });
    case 'decline':
      return client.call('declineOffer', { params });
    case 'withdraw':
      return client.call('withdrawOffer', { params });
    case 'confirm':
      return client.call('confirmOffer', { params });
    case 'accept-counter':
      return client.call('acceptCounterOffer', { params });
  }
}

export function counterOffer(client: OffersClient, req: Parsed<'offers.counter'>) {
  const { uuid, ...body } = req;
  return client.call('counterOffer', { params: { assignment_uuid: uuid }, body });
}

/** The page's language in the project: its file targets and (for managers) the members. */
export async function offerContext(
  client: OffersClient,
  projectId: string,
  locale: string,
): Promise<OfferContext> {
  const params = { project_id: projectId };
  const [{ targets }, { members }] = await Promise.all([
    client.call('projectTargets', { params }),
    client.call('projectMembers', { params }),
  ]);
  return {
    projectId,
    locale,
    members,
    targets: targets
      .filter((t) => t.locale === locale)
      .map((t) => ({
        id: t.project_file_target_id,
        namespace: t.namespace,
        keys: t.keys,
        archived: t.archived,
        activeOffer: t.active_offer
          ? { state: t.active_offer.state, offeredTo: t.active_offer.offered_to_user_id }
          : null,
      })),
  };
}

export function createOffers(client: OffersClient, req: Parsed<'offers.create'>) {
  const { projectId, items, userId, notes, ...terms } = req;
  return client.call('createOffers', {
    params: { project_id: projectId },
    body: {
      offers: items.map((item) => ({
        project_file_target_id: item.targetId,
        offered_to_user_id: userId,
        role: terms.role,
        stage_index: terms.stageIndex,
        pricing_model: 'per_word' as const,
        rate: terms.rate,
        currency: terms.currency,
        estimated_volume: item.volume,
        offer_valid_until_hours: 168,
        ...(notes ? { pm_notes: notes } : {}),
      })),
    },
  });
}
