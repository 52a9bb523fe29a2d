import { describe, expect, it } from 'vitest';
import { offerListResponse, offerRecord } from '../../../lib/contract/offers';
import {
  expectError,
  expectValidation,
  FREELANCER,
  PM,
  REVIEWER,
  TRANSLATOR,
  useDemoService,
} from '../helpers';
import { offerAction, offerBody, targetId, userIdOf } from './offer-helpers';

const h = useDemoService();

describe('offers: create, counter, accept the counter, confirm', () => {
  it('runs an offer through its states, each step by the party who may take it', async () => {
    const [pm, free, translator] = await Promise.all([
      h.login(PM),
      h.login(FREELANCER),
      h.login(TRANSLATOR),
    ]);
    const pid = await h.projectId();
    const freeId = await userIdOf(h, free);
    const target = await targetId(h, 'de', 'checkout');
    const path = `/api/projects/${pid}/offers`;

    expectError(
      await h.call('POST', path, { bearer: translator, body: offerBody(target, freeId) }),
      403,
      'FORBIDDEN',
    );
    const created = await h.call('POST', path, {
      bearer: pm,
      body: offerBody(target, freeId, { estimated_total: 1, pm_notes: 'Checkout strings' }),
    });
    expect(created.status).toBe(201);
    const offer = created.body.offers[0];
    expect(offerRecord.safeParse(offer).success).toBe(true);
    expect(offer).toMatchObject({
      project_id: pid,
      project_file_target_id: target,
      offered_to_user_id: freeId,
      state: 'offer',
      rate: 0.12,
      currency: 'EUR',
      estimated_volume: 250,
      estimated_total: 30,
      pm_notes: 'Checkout strings',
      counter: null,
    });
    expect(offer.offer_expires_at - offer.created_at).toBe(168 * 3600);
    const uuid = offer.assignment_uuid;

    const again = await h.call('POST', path, { bearer: pm, body: offerBody(target, freeId) });
    expectError(again, 409, 'ACTIVE_OFFER_EXISTS', 'conflict');

    // The inbox: the offeree's and the manager's, with where the work is.
    for (const bearer of [free, pm]) {
      const inbox = await h.call('GET', '/api/offers?state=offer', { bearer });
      expect(offerListResponse.safeParse(inbox.body).success).toBe(true);
      expect(inbox.body.offers[0]).toMatchObject({
        assignment_uuid: uuid,
        project_name: 'Acme Store',
        locale: 'de',
        namespace: 'checkout',
      });
    }
    expect((await h.call('GET', '/api/offers', { bearer: translator })).body.offers).toEqual([]);

    // Who may: strangers do not see it; each side only its own actions.
    expectError(await offerAction(h, translator, uuid, 'accept'), 404, 'NOT_FOUND');
    expectError(await offerAction(h, pm, uuid, 'accept'), 403, 'FORBIDDEN');
    expectError(await offerAction(h, pm, uuid, 'counter', { rate: 1 }), 403, 'FORBIDDEN');
    expectError(await offerAction(h, free, uuid, 'confirm'), 403, 'FORBIDDEN');
    expectError(await offerAction(h, free, uuid, 'withdraw'), 403, 'FORBIDDEN');
    expectError(await offerAction(h, free, uuid, 'accept-counter'), 403, 'FORBIDDEN');
    // Wrong state: nothing to confirm yet, no counter to accept.
    expectError(await offerAction(h, pm, uuid, 'confirm'), 409, 'OFFER_STATE');
    expectError(await offerAction(h, pm, uuid, 'accept-counter'), 409, 'NO_COUNTER');

    expectValidation(await offerAction(h, free, uuid, 'counter', { counter_notes: 'no terms' }));
    const countered = await offerAction(h, free, uuid, 'counter', {
      rate: 0.15,
      estimated_total: 5,
      deadline: 1_900_000_000,
      counter_notes: 'More legal text than it looks',
    });
    expect(countered.status).toBe(200);
    expect(countered.body).toMatchObject({
      state: 'offer',
      rate: 0.12,
      counter: {
        rate: 0.15,
        estimated_volume: 250,
        estimated_total: 37.5,
        deadline: 1_900_000_000,
        counter_notes: 'More legal text than it looks',
      },
    });

    const accepted = await offerAction(h, pm, uuid, 'accept-counter');
    expect(accepted.body).toMatchObject({ state: 'accepted', rate: 0.15, estimated_total: 37.5 });
    expectError(await offerAction(h, free, uuid, 'counter', { rate: 1 }), 409, 'OFFER_STATE');
    expectError(await offerAction(h, free, uuid, 'decline'), 409, 'OFFER_STATE');

    const confirmed = await offerAction(h, pm, uuid, 'confirm');
    expect(confirmed.body.state).toBe('confirmed');
    expectError(await offerAction(h, pm, uuid, 'withdraw'), 409, 'OFFER_STATE');
    expectError(await offerAction(h, pm, uuid, 'confirm'), 409, 'OFFER_STATE');
    expectError(
      await h.call('POST', path, { bearer: pm, body: offerBody(target, freeId) }),
      409,
      'ACTIVE_OFFER_EXISTS',
    );

    // The offeree is now a member with stage 0 of de, in checkout only.
    const members = await h.call('GET', `/api/projects/${pid}/members`, { bearer: pm });
    expect(
      members.body.members.find((m: { user_id: string }) => m.user_id === freeId),
    ).toMatchObject({
      email: FREELANCER,
      role: 'member',
      assignments: [{ locale: 'de', namespace: 'checkout', stages: [0] }],
    });
    expect(
      members.body.members.find((m: { email: string }) => m.email === TRANSLATOR).assignments,
    ).toEqual([{ locale: '*', namespace: null, stages: [0] }]);
    const targets = await h.call('GET', `/api/projects/${pid}/targets`, { bearer: free });
    const t = targets.body.targets.find(
      (x: { project_file_target_id: number }) => x.project_file_target_id === target,
    );
    expect(t.active_offer).toMatchObject({ assignment_uuid: uuid, state: 'confirmed' });
  });

  it('declines and withdraws, after which the target can be offered again', async () => {
    const [pm, free] = await Promise.all([h.login(PM), h.login(FREELANCER)]);
    const pid = await h.projectId();
    const freeId = await userIdOf(h, free);
    const target = await targetId(h, 'fr', 'checkout');
    const path = `/api/projects/${pid}/offers`;
    const first = (await h.call('POST', path, { bearer: pm, body: offerBody(target, freeId) })).body
      .offers[0];
    expect((await offerAction(h, free, first.assignment_uuid, 'decline')).body.state).toBe(
      'declined',
    );
    expectError(await offerAction(h, free, first.assignment_uuid, 'accept'), 409, 'OFFER_STATE');
    const second = (await h.call('POST', path, { bearer: pm, body: offerBody(target, freeId) }))
      .body.offers[0];
    expect((await offerAction(h, free, second.assignment_uuid, 'accept')).body.state).toBe(
      'accepted',
    );
    expect((await offerAction(h, pm, second.assignment_uuid, 'withdraw')).body.state).toBe(
      'withdrawn',
    );
    expectError(await offerAction(h, pm, second.assignment_uuid, 'withdraw'), 409, 'OFFER_STATE');
    const third = await h.call('POST', path, { bearer: pm, body: offerBody(target, freeId) });
    expect(third.status).toBe(201);
    const declined = await h.call('GET', '/api/offers?state=declined', { bearer: free });
    expect(declined.body.offers.map((o: { assignment_uuid: string }) => o.assignment_uuid)).toEqual(
      [first.assignment_uuid],
    );
    const all = (await h.call('GET', '/api/offers', { bearer: free })).body.offers;
    // Newest first.
    expect(all.slice(0, 3).map((o: { assignment_uuid: string }) => o.assignment_uuid)).toEqual([
      third.body.offers[0].assignment_uuid,
      second.assignment_uuid,
      first.assignment_uuid,
    ]);
  });

  it('refuses bad offers: validation, unknown target or user, unknown stage, archived', async () => {
    const [pm, free] = await Promise.all([h.login(PM), h.login(FREELANCER)]);
    const pid = await h.projectId();
    const freeId = await userIdOf(h, free);
    const target = await targetId(h, 'ja', 'common');
    const path = `/api/projects/${pid}/offers`;
    const post = (body: unknown) => h.call('POST', path, { bearer: pm, body });
    expectValidation(await post({ offers: [] }));
    expectValidation(await post(offerBody(target, freeId, { rate: -1 })));
    expectValidation(await post(offerBody(target, 'not-a-uuid')));
    expectValidation(await post(offerBody(target, freeId, { currency: 'euro' })));
    expectValidation(await post(offerBody(target, freeId, { offer_expires_at: 1_000 })));
    expectValidation(
      await post({
        offers: [...offerBody(target, freeId).offers, ...offerBody(target, freeId).offers],
      }),
    );
    const stage = expectValidation(await post(offerBody(target, freeId, { stage_index: 3 })));
    expect(stage[0]).toMatchObject({
      loc: ['body', 'offers', 0, 'stage_index'],
      type: 'stage_unknown',
    });
    expectError(await post(offerBody(999_999, freeId)), 404, 'NOT_FOUND');
    expectError(
      await post(offerBody(target, '01936f00-0000-7000-8000-0000000000ff')),
      404,
      'USER_NOT_FOUND',
    );
    expectError(await post(offerBody(await targetId(h, 'it', 'common'), freeId)), 409, 'ARCHIVED');
    expectError(
      await h.call('POST', '/api/projects/nope/offers', {
        bearer: pm,
        body: offerBody(target, freeId),
      }),
      404,
      'NOT_FOUND',
    );
    expectError(await offerAction(h, pm, 'no-such-offer', 'confirm'), 404, 'NOT_FOUND');
    expectValidation(await h.call('GET', '/api/offers?state=pending', { bearer: pm }));
  });

  it('shows targets to members and members to managers only', async () => {
    const [pm, reviewer] = await Promise.all([h.login(PM), h.login(REVIEWER)]);
    const pid = await h.projectId();
    const targets = await h.call('GET', `/api/projects/${pid}/targets`, { bearer: reviewer });
    expect(targets.status).toBe(200);
    const deCommon = targets.body.targets.find(
      (t: { locale: string; namespace: string }) => t.locale === 'de' && t.namespace === 'common',
    );
    expect(deCommon.keys).toBeGreaterThan(0);
    expect(deCommon.delivered).toBeGreaterThan(0);
    expect(
      Object.values(deCommon.stage_counts as Record<string, number>).reduce((a, b) => a + b, 0),
    ).toBeGreaterThan(0);
    expect(targets.body.targets.find((t: { locale: string }) => t.locale === 'it').archived).toBe(
      true,
    );
    expectError(
      await h.call('GET', `/api/projects/${pid}/members`, { bearer: reviewer }),
      403,
      'FORBIDDEN',
    );
    expect((await h.call('GET', `/api/projects/${pid}/members`, { bearer: pm })).status).toBe(200);
    expectError(
      await h.call('GET', '/api/projects/nope/targets', { bearer: pm }),
      404,
      'NOT_FOUND',
    );
  });
});
