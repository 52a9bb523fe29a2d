import { describe, expect, it, vi } from 'vitest';
import type { OfferListEntry } from '../../../lib/contract/offers';
import { createOfferHandlers } from '../../../lib/background/handlers/offers';
import { waitsFor, type OffersClient } from '../../../lib/background/offers';

const ME = 'u-me';
/** Offer messages come from extension pages, which carry no tab. */
const PAGE = {} as never;
const future = Math.floor(Date.now() / 1000) + 3600;
const offer = (over: Partial<OfferListEntry> = {}): OfferListEntry => ({
  assignment_uuid: 'a-1',
  project_id: 'p-1',
  project_file_target_id: 1,
  offered_to_user_id: ME,
  role: 'translator',
  stage_index: 0,
  pricing_model: 'per_word',
  rate: 0.1,
  currency: 'EUR',
  estimated_volume: 10,
  estimated_total: 1,
  offer_expires_at: future,
  state: 'offer',
  pm_notes: null,
  counter: null,
  created_at: 1,
  project_name: 'P',
  namespace: 'checkout',
  locale: 'de',
  ...over,
});

function setup(offers: OfferListEntry[], projectId: string | null = null) {
  const list = { offers };
  const call = vi.fn(async () => list);
  const onConfirmed = vi.fn(async () => undefined);
  const setBadge = vi.fn();
  const h = createOfferHandlers({
    client: () => ({ call }) as unknown as OffersClient,
    me: () => ME,
    projectId: () => projectId,
    onConfirmed,
    setBadge,
  });
  return { h, list, onConfirmed, setBadge };
}

describe('offers in the background', () => {
  it('counts what waits for me: open offers to me, and offers I manage to settle', () => {
    expect(waitsFor(offer(), ME)).toBe(true);
    expect(waitsFor(offer({ offer_expires_at: 5 }), ME)).toBe(false);
    expect(waitsFor(offer({ state: 'accepted' }), ME)).toBe(false);
    expect(waitsFor(offer({ offered_to_user_id: 'other', state: 'accepted' }), ME)).toBe(true);
    expect(waitsFor(offer({ offered_to_user_id: 'other' }), ME)).toBe(false);
  });

  it('puts the count on the badge', async () => {
    const { h, setBadge } = setup([offer(), offer({ assignment_uuid: 'a-2', state: 'declined' })]);
    expect((await h.handlers['offers.list']({}, PAGE)).waiting).toBe(1);
    expect(setBadge).toHaveBeenCalledWith(1);
  });

  it('refreshes edit rights once when an offer to me is confirmed', async () => {
    const { h, list, onConfirmed } = setup([offer()]);
    await h.handlers['offers.list']({}, PAGE);
    expect(onConfirmed).not.toHaveBeenCalled();
    list.offers = [offer({ state: 'confirmed' })];
    await h.handlers['offers.list']({}, PAGE);
    await h.handlers['offers.list']({}, PAGE);
    expect(onConfirmed).toHaveBeenCalledTimes(1);
    expect(onConfirmed).toHaveBeenCalledWith(['p-1']);
  });

  it('needs a password sign-in', async () => {
    const h = createOfferHandlers({
      client: () => ({ call: vi.fn() }) as unknown as OffersClient,
      me: () => null,
      projectId: () => null,
      onConfirmed: vi.fn(),
    });
    await expect(h.handlers['offers.list']({}, PAGE)).rejects.toMatchObject({
      code: 'SIGN_IN_REQUIRED',
    });
  });
});
