import { describe, expect, expectTypeOf, it } from 'vitest';
import { LocaleLensClient } from '../../lib/contract/client';
import { ApiError } from '../../lib/contract/errors';
import type { OfferListEntry } from '../../lib/contract/offers';
import type { WebhookEndpointWithSecret } from '../../lib/contract/webhooks';
import { FREELANCER, PM, useDemoService } from './helpers';

const h = useDemoService();

describe('the typed client reaches every operation by route id', () => {
  it('creates, lists and deletes a webhook endpoint; offers; refusals as ApiError', async () => {
    const pm = new LocaleLensClient({ baseUrl: h.url, bearer: await h.login(PM) });
    const projectId = await h.projectId();
    const created = await pm.call('createWebhookEndpoint', {
      body: {
        project_id: projectId,
        url: 'https://hooks.example.com/x',
        events: ['sync.completed'],
      },
    });
    expectTypeOf(created).toEqualTypeOf<WebhookEndpointWithSecret>();
    expect(created.secret).toMatch(/^whsec_/);
    const list = await pm.call('listWebhookEndpoints', { query: { project_id: projectId } });
    expect(list.endpoints.map((e) => e.endpoint_uuid)).toContain(created.endpoint_uuid);
    const gone = await pm.call('deleteWebhookEndpoint', {
      params: { endpoint_uuid: created.endpoint_uuid },
    });
    expect(gone).toBeUndefined();

    const free = new LocaleLensClient({ baseUrl: h.url, bearer: await h.login(FREELANCER) });
    const me = await free.call('getProfile');
    const targets = await pm.call('projectTargets', { params: { project_id: projectId } });
    const target = targets.targets.find((t) => t.locale === 'fr' && t.namespace === 'common')!;
    const { offers } = await pm.call('createOffers', {
      params: { project_id: projectId },
      body: {
        offers: [
          {
            project_file_target_id: target.project_file_target_id,
            offered_to_user_id: me.user_id,
            role: 'translator',
            stage_index: 0,
            rate: 0.1,
            estimated_volume: 100,
          },
        ],
      },
    });
    const inbox = await free.call('listOffers', { query: { state: 'offer' } });
    expectTypeOf(inbox.offers).toEqualTypeOf<OfferListEntry[]>();
    expect(inbox.offers[0]!.assignment_uuid).toBe(offers[0]!.assignment_uuid);
    const refused = await free
      .call('confirmOffer', { params: { assignment_uuid: offers[0]!.assignment_uuid } })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(403);
  });
});
