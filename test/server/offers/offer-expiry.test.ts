import { describe, expect, it } from 'vitest';
import { expectError, FREELANCER, PM, useDemoService } from '../helpers';
import { offerAction, offerBody, targetId, userIdOf } from './offer-helpers';

let clock = Date.parse('2026-11-01T09:00:00Z');
const h = useDemoService({ now: () => clock });
const HOUR = 3_600_000;

describe('offer expiry', () => {
  it('expires an unanswered offer after its validity, freeing the target', async () => {
    const [pm, free] = await Promise.all([h.login(PM), h.login(FREELANCER)]);
    const pid = await h.projectId();
    const freeId = await userIdOf(h, free);
    const target = await targetId(h, 'es', 'common');
    const path = `/api/projects/${pid}/offers`;
    const created = await h.call('POST', path, {
      bearer: pm,
      body: offerBody(target, freeId, { offer_valid_until_hours: 2 }),
    });
    const offer = created.body.offers[0];
    expect(offer.offer_expires_at).toBe(Math.floor(clock / 1000) + 2 * 3600);

    clock += HOUR;
    expect((await h.call('GET', '/api/offers', { bearer: free })).body.offers[0].state).toBe(
      'offer',
    );
    clock += 2 * HOUR;
    const inbox = await h.call('GET', '/api/offers?state=expired', { bearer: free });
    expect(inbox.body.offers.map((o: { assignment_uuid: string }) => o.assignment_uuid)).toEqual([
      offer.assignment_uuid,
    ]);
    expectError(await offerAction(h, free, offer.assignment_uuid, 'accept'), 409, 'OFFER_EXPIRED');
    expectError(
      await offerAction(h, free, offer.assignment_uuid, 'counter', { rate: 1 }),
      409,
      'OFFER_EXPIRED',
    );
    expectError(await offerAction(h, pm, offer.assignment_uuid, 'withdraw'), 409, 'OFFER_EXPIRED');
    const again = await h.call('POST', path, { bearer: pm, body: offerBody(target, freeId) });
    expect(again.status).toBe(201);
  });

  it('honours an explicit offer_expires_at, and does not expire an accepted offer', async () => {
    const [pm, free] = await Promise.all([h.login(PM), h.login(FREELANCER)]);
    const pid = await h.projectId();
    const at = Math.floor(clock / 1000) + 60;
    const created = await h.call('POST', `/api/projects/${pid}/offers`, {
      bearer: pm,
      body: offerBody(await targetId(h, 'ja', 'checkout'), await userIdOf(h, free), {
        offer_expires_at: at,
        offer_valid_until_hours: 1,
      }),
    });
    const uuid = created.body.offers[0].assignment_uuid;
    expect(created.body.offers[0].offer_expires_at).toBe(at);
    expect((await offerAction(h, free, uuid, 'accept')).body.state).toBe('accepted');
    clock += 2 * HOUR;
    expect((await offerAction(h, pm, uuid, 'confirm')).body.state).toBe('confirmed');
  });
});
