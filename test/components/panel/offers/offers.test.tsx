// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  OfferLanguageForm,
  resolvePerson,
} from '../../../../components/panel/offers/offer-language-form';
import { OffersInbox } from '../../../../components/panel/offers/offers-inbox';
import type { OfferListEntry } from '../../../../lib/contract/offers';
import type { OfferContext, OfferInbox } from '../../../../lib/messaging/offer-types';
import { workflow, XSS } from '../../../lib/panel/fixtures';

afterEach(cleanup);

const ME = '01936f00-0000-7000-8000-000000000004';
const PM = '01936f00-0000-7000-8000-000000000001';
const future = Math.floor(Date.now() / 1000) + 86_400;

function offer(over: Partial<OfferListEntry> = {}): OfferListEntry {
  return {
    assignment_uuid: 'a-1',
    project_id: 'p-1',
    project_file_target_id: 7,
    offered_to_user_id: ME,
    role: 'translator',
    stage_index: 0,
    pricing_model: 'per_word',
    rate: 0.1,
    currency: 'EUR',
    estimated_volume: 250,
    estimated_total: 25,
    offer_expires_at: future,
    state: 'offer',
    pm_notes: null,
    counter: null,
    created_at: 1,
    project_name: 'Acme Store',
    namespace: 'checkout',
    locale: 'de',
    ...over,
  };
}

function inbox(offers: OfferListEntry[], me = ME): OfferInbox {
  return { me, offers, waiting: 0 };
}

function renderInbox(data: OfferInbox) {
  const onAct = vi.fn();
  const onCounter = vi.fn();
  render(
    <OffersInbox inbox={data} busy={false} error={null} onAct={onAct} onCounter={onCounter} />,
  );
  return { onAct, onCounter };
}

describe('OffersInbox', () => {
  it('shows an offer to me with where, role, stage, rate × volume = total and expiry', () => {
    renderInbox(inbox([offer()]));
    const card = screen.getByRole('listitem', { name: 'Offer de · checkout' });
    expect(card.textContent).toContain('Acme Store');
    expect(card.textContent).toContain('Translator, stage 0');
    expect(card.textContent).toContain('0.10 EUR × 250 = 25.00 EUR');
    expect(card.textContent).toContain('Expires:');
  });

  it('accepts and declines', async () => {
    const { onAct } = renderInbox(inbox([offer()]));
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onAct.mock.calls).toEqual([
      ['a-1', 'accept'],
      ['a-1', 'decline'],
    ]);
  });

  it('counters with a form that shows the new total', async () => {
    const { onCounter } = renderInbox(inbox([offer()]));
    await userEvent.click(screen.getByRole('button', { name: 'Counter…' }));
    const form = screen.getByRole('form', { name: 'Counter-offer' });
    const rate = within(form).getByLabelText('Rate (EUR)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '0.2');
    expect(form.textContent).toContain('Total: 50.00 EUR');
    await userEvent.click(within(form).getByRole('button', { name: 'Send counter' }));
    expect(onCounter).toHaveBeenCalledWith('a-1', { rate: 0.2, estimated_volume: 250 });
  });

  it('offers no answers on an expired offer', () => {
    renderInbox(inbox([offer({ offer_expires_at: 10 })]));
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('lets a manager accept a counter, confirm and withdraw', async () => {
    const countered = offer({
      counter: {
        rate: 0.14,
        estimated_volume: 250,
        estimated_total: 35,
        deadline: null,
        counter_notes: XSS,
        created_at: 2,
      },
    });
    const { onAct } = renderInbox(
      inbox([countered, offer({ assignment_uuid: 'a-2', state: 'accepted' })], PM),
    );
    expect(screen.getByText(/Counter: 0.14 EUR × 250 = 35.00 EUR/).textContent).toContain(XSS);
    expect(document.querySelector('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accept counter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onAct.mock.calls).toEqual([
      ['a-1', 'accept-counter'],
      ['a-2', 'confirm'],
    ]);
    expect(screen.getAllByRole('button', { name: 'Withdraw' })).toHaveLength(2);
  });
});

const CONTEXT: OfferContext = {
  projectId: 'p-1',
  locale: 'de',
  targets: [
    { id: 7, namespace: 'checkout', keys: 40, archived: false, activeOffer: null },
    {
      id: 8,
      namespace: 'common',
      keys: 90,
      archived: false,
      activeOffer: { state: 'offer', offeredTo: PM },
    },
  ],
  members: [
    {
      user_id: '01936f00-0000-7000-8000-000000000002',
      email: 'translator@demo.test',
      name: null,
      surname: null,
      role: 'member',
      assignments: [],
    },
  ],
};

describe('OfferLanguageForm', () => {
  const volumes = new Map([
    ['checkout', { words: 42, keys: 5 }],
    ['common', { words: 10, keys: 2 }],
  ]);

  it('prefills each namespace with its words and says how they were counted', () => {
    render(
      <OfferLanguageForm
        context={CONTEXT}
        stages={workflow('pm').stages}
        volumes={volumes}
        busy={false}
        error={null}
        onCreate={vi.fn()}
      />,
    );
    expect((screen.getByLabelText('Volume for checkout') as HTMLInputElement).value).toBe('42');
    expect(screen.getByText(/not approved yet/)).toBeTruthy();
    // A namespace with an active offer cannot be offered again.
    expect((screen.getByRole('checkbox', { name: /common/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });

  it('sends an offer to a member picked by e-mail', async () => {
    const onCreate = vi.fn();
    render(
      <OfferLanguageForm
        context={CONTEXT}
        stages={workflow('pm').stages}
        volumes={volumes}
        busy={false}
        error={null}
        onCreate={onCreate}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /checkout/ }));
    await userEvent.type(screen.getByLabelText('E-mail or user id'), 'Translator@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(onCreate).toHaveBeenCalledWith(
      expect.objectContaining({
        projectId: 'p-1',
        items: [{ targetId: 7, volume: 42 }],
        userId: '01936f00-0000-7000-8000-000000000002',
        stageIndex: 0,
        rate: 0.1,
      }),
    );
  });

  it('says when an e-mail is no member, and accepts a user id', () => {
    expect(resolvePerson('nobody@x.test', CONTEXT.members)).toBeNull();
    expect(resolvePerson(` ${ME.toUpperCase()} `, CONTEXT.members)).toBe(ME);
  });
});
