// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { OfferContext, OfferInbox } from '../../../../lib/messaging/offer-types';
import { auth, PROJECT, USER } from '../../../lib/panel/fixtures';
import { setup, signedIn } from '../shell/panel-app-harness';

afterEach(cleanup);

const INBOX: OfferInbox = { me: USER.user_id, offers: [], waiting: 2 };
const CONTEXT: OfferContext = {
  projectId: 'p1',
  locale: 'de',
  targets: [
    { id: 7, namespace: 'checkout', keys: 3, archived: false, activeOffer: null },
    { id: 8, namespace: 'common', keys: 9, archived: false, activeOffer: null },
  ],
  members: [],
};

const reply = (m: { type: string }) =>
  m.type === 'offers.list' ? INBOX : m.type === 'offers.context' ? CONTEXT : null;

describe('PanelApp offers', () => {
  it('counts the offers waiting, and lets a manager offer the page language', async () => {
    setup({ ...signedIn('pm'), reply });
    await userEvent.click(await screen.findByText('Offers (2 waiting)'));
    await userEvent.click(await screen.findByText('Offer this language (de)'));
    const form = screen.getByRole('form', { name: 'Offer de' });
    // Only namespaces with keys on this page, with the words still to do prefilled.
    expect(within(form).getByRole('checkbox', { name: /checkout/ })).toBeTruthy();
    expect(
      Number((within(form).getByLabelText('Volume for checkout') as HTMLInputElement).value),
    ).toBeGreaterThan(0);
  });

  it('offers a translator no "Offer this language"', async () => {
    setup({ ...signedIn('translator'), reply });
    await userEvent.click(await screen.findByText('Offers (2 waiting)'));
    expect(await screen.findByText(/No offers to you/)).toBeTruthy();
    expect(screen.queryByText(/Offer this language/)).toBeNull();
  });

  it('warns when the password expires within 14 days', async () => {
    setup({
      ...signedIn(),
      reply,
      auth: auth({
        mode: 'signed_in',
        user: { ...USER, password_expires_in_days: 5 },
        project: PROJECT,
        projects: [PROJECT],
      }),
    });
    expect((await screen.findByText(/Your password expires in 5 days/)).textContent).toContain(
      'options page',
    );
  });
});
