import { describe, expect, it } from 'vitest';
import {
  entryOf,
  expectError,
  FREELANCER,
  PM,
  save,
  statusOf,
  transition,
  useDemoService,
} from '../helpers';
import { offerAction, offerBody, targetId, userIdOf } from './offer-helpers';

const h = useDemoService();

/** Offers de × checkout stage 0 to the freelancer and confirms it; returns their session key. */
async function confirmedFreelancer(): Promise<string> {
  const [pm, free] = await Promise.all([h.login(PM), h.login(FREELANCER)]);
  const pid = await h.projectId();
  const created = await h.call('POST', `/api/projects/${pid}/offers`, {
    bearer: pm,
    body: offerBody(await targetId(h, 'de', 'checkout'), await userIdOf(h, free)),
  });
  const uuid = created.body.offers[0].assignment_uuid;
  expect((await offerAction(h, free, uuid, 'accept')).body.state).toBe('accepted');
  expect((await offerAction(h, pm, uuid, 'confirm')).body.state).toBe('confirmed');
  return h.session(FREELANCER);
}

describe('a confirmed offer is real work', () => {
  it('is no member before: no session, no projects', async () => {
    const free = await h.login(FREELANCER);
    expect((await h.call('GET', '/api/projects', { bearer: free })).body.projects).toEqual([]);
    const res = await h.call('POST', '/api/integrations/editor/sessions', {
      bearer: free,
      body: { project_id: await h.projectId() },
    });
    expectError(res, 403, 'FORBIDDEN');
  });

  it('gives the offeree exactly the offered stage, locale and namespace', async () => {
    const session = await confirmedFreelancer();
    // de × checkout, stage 0: editable, and new rows may be made.
    const status = await statusOf(
      h,
      session,
      'de',
      ['summary.tax_note', 'confirmation.title'],
      'checkout',
    );
    expect(status.body.can_create).toBe(true);
    expect(status.body.translations['summary.tax_note'].canEdit).toBe(true);
    // A stage-1 row of the same file is not theirs.
    expect(status.body.translations['confirmation.title'].canEdit).toBe(false);
    // Another namespace, another language: nothing.
    const common = await statusOf(h, session, 'de', ['home.hero_text'], 'common');
    expect(common.body.can_create).toBe(false);
    expect(common.body.translations['home.hero_text'].canEdit).toBe(false);
    const es = await statusOf(h, session, 'es', ['cart.items_count'], 'checkout');
    expect(es.body.translations['cart.items_count'].canEdit).toBe(false);

    const saved = await save(
      h,
      session,
      'de',
      [
        { key: 'summary.tax_note', text: 'inkl. MwSt.' },
        { key: 'payment.cvc', text: 'Prüfziffer' },
      ],
      'checkout',
    );
    expect(saved.body.results['summary.tax_note'].ok).toBe(true);
    expect(saved.body.results['payment.cvc'].ok).toBe(true);
    const denied = await save(h, session, 'de', [{ key: 'home.hero_text', text: 'x' }], 'common');
    expect(denied.body.results['home.hero_text']).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    const deniedEs = await save(
      h,
      session,
      'es',
      [{ key: 'cart.items_count', text: 'x' }],
      'checkout',
    );
    expect(deniedEs.body.results['cart.items_count']).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });

    const confirmed = await transition(h, session, 'de', 'summary.tax_note', 'confirm', 'checkout');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.entry).toMatchObject({ stageIndex: 1, canEdit: false });
    expect((await entryOf(h, 'de', 'summary.tax_note', 'checkout')).confirmedBy).toBe(
      await userIdOf(h, await h.login(FREELANCER)),
    );
    expectError(
      await transition(h, session, 'de', 'home.hero_text', 'confirm', 'common'),
      403,
      'FORBIDDEN',
    );

    // The workflow names the stages of a namespace when asked for one.
    const wf = (ns?: string) =>
      h.call('GET', `/api/integrations/editor/workflow?locale=de${ns ? `&namespace=${ns}` : ''}`, {
        key: session,
      });
    expect((await wf('checkout')).body.user_assigned_stages).toEqual([0]);
    expect((await wf('common')).body.user_assigned_stages).toEqual([]);
    expect((await wf()).body.user_assigned_stages).toEqual([0]);
    expect(
      (await h.call('GET', '/api/integrations/editor/workflow?locale=fr', { key: session })).body
        .user_assigned_stages,
    ).toEqual([]);
  });
});
