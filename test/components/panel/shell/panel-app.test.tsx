// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { draftId, type DraftRef } from '../../../../lib/panel/drafts';
import { auth, entry, outboxEntry, page, workflow } from '../../../lib/panel/fixtures';
import { setup, signedIn, TAB, type World } from './panel-app-harness';
import { accessibleName } from '../accessible-name';

afterEach(cleanup);

const selected = () =>
  screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true');
const box = () => screen.getByRole('textbox', { name: 'Translation' }) as HTMLTextAreaElement;
const ref = (key: string, namespace = 'common'): DraftRef => ({
  project: 'p1',
  locale: 'de',
  namespace,
  key,
});

describe('PanelApp keyboard review queue', () => {
  it('J/K walk the rows I can act on, and the page follows', async () => {
    const { sent } = setup(signedIn('translator'));
    await screen.findByRole('option', { name: 'nav.cart' });
    await userEvent.keyboard('j');
    expect(accessibleName(selected())).toBe('nav.cart');
    await userEvent.keyboard('j');
    expect(accessibleName(selected())).toBe('pay.note');
    await userEvent.keyboard('k');
    expect(accessibleName(selected())).toBe('nav.cart');
    expect(sent('key.reveal').at(-1)).toEqual({
      type: 'key.reveal',
      tabId: TAB,
      ref: { namespace: 'common', key: 'nav.cart' },
    });
  });

  it('E edits, typing previews, Ctrl+Enter saves then confirms', async () => {
    const { sent, saved } = setup(signedIn('translator'));
    await userEvent.click(await screen.findByRole('option', { name: 'nav.cart' }));
    await userEvent.keyboard('e');
    expect(document.activeElement).toBe(box());
    const typed = ' – ein sehr langer Text';
    await userEvent.keyboard(typed);
    // Previews are debounced: the page gets the typed text, not a preview per keystroke (a slow
    // machine may let one through mid-word).
    // The page shows the text as a reader would: {count} filled with a sample number.
    await waitFor(() =>
      expect(sent('preview.set').at(-1)).toMatchObject({
        ref: { key: 'nav.cart' },
        text: box().value.replace('{count}', '3'),
      }),
    );
    expect(sent('preview.set').length).toBeLessThan(typed.length / 4);
    expect(await screen.findByText('The new text overflows its element on the page')).toBeTruthy();
    expect(saved.get(draftId(ref('nav.cart')))?.baseText).toBe('Warenkorb {count}');

    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(sent('row.transition')).toHaveLength(1));
    expect(sent('row.save')).toEqual([
      {
        type: 'row.save',
        locale: 'de',
        namespace: 'common',
        key: 'nav.cart',
        text: 'Warenkorb {count} – ein sehr langer Text',
        baseText: 'Warenkorb {count}',
      },
    ]);
    expect(sent('row.transition')[0]).toMatchObject({ key: 'nav.cart', action: 'confirm' });
  });

  it('Ctrl+Enter only saves when confirming is not allowed after the save', async () => {
    const { sent, world, emit } = setup(signedIn('pm'));
    await userEvent.click(await screen.findByRole('option', { name: 'pay.total' }));
    await userEvent.type(box(), '!');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    // Queued is not saved: the toast waits for the outbox to let go of the write.
    expect(await screen.findByText('Sending…')).toBeTruthy();
    world.outbox = [];
    emit({ type: 'panel.changed', reason: 'outbox' });
    expect(await screen.findByText(/Saved\. Not confirmed: The row is in postreview/)).toBeTruthy();
    expect(sent('row.save')).toHaveLength(1);
    expect(sent('row.transition')).toHaveLength(0);
  });

  it('Esc restores the page and the text without the draft', async () => {
    const { sent, saved } = setup(signedIn('translator'));
    await userEvent.click(await screen.findByRole('option', { name: 'nav.cart' }));
    await userEvent.type(box(), 'xyz');
    await waitFor(() =>
      expect(sent('preview.set').at(-1)).toMatchObject({ text: 'Warenkorb 3xyz' }),
    );
    await userEvent.keyboard('{Escape}');
    expect(box().value).toBe('Warenkorb {count}');
    expect(sent('preview.set').at(-1)).toMatchObject({ ref: { key: 'nav.cart' }, text: null });
    await waitFor(() => expect(saved.size).toBe(0));
    expect(screen.getByRole('button', { name: 'Undo discard' })).toBeTruthy();
  });

  it('A approves and R rejects for the reviewer', async () => {
    const { sent } = setup(signedIn('reviewer'));
    await userEvent.click(await screen.findByRole('option', { name: 'pay.total' }));
    await userEvent.keyboard('a');
    await userEvent.click(screen.getByRole('option', { name: 'pay.title' }));
    await userEvent.keyboard('r');
    // R asks for the reason first; the focus is in its box, so typing goes there.
    const form = await screen.findByRole('dialog', { name: 'Reject' });
    await userEvent.keyboard('Too formal');
    await userEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(sent('row.transition')).toHaveLength(2));
    expect(sent('row.transition')[1]).toMatchObject({ reason: 'Too formal' });
    expect(
      sent('row.transition').map((m) => [
        m.type === 'row.transition' && m.key,
        m.type === 'row.transition' && m.action,
      ]),
    ).toEqual([
      ['pay.total', 'approve'],
      ['pay.title', 'reject'],
    ]);
  });

  it('a refused shortcut says why and sends nothing', async () => {
    const { sent } = setup(signedIn('translator'));
    await userEvent.click(await screen.findByRole('option', { name: 'nav.cart' }));
    await userEvent.keyboard('r');
    expect(
      await screen.findByText('Reject is not available: The row is already in the first stage'),
    ).toBeTruthy();
    expect(sent('row.transition')).toHaveLength(0);
  });
});

describe('PanelApp', () => {
  it('restores a draft, and saves it against the text editing started from', async () => {
    const { sent } = setup(signedIn('translator'), {
      [draftId(ref('nav.cart'))]: { text: 'Korb (Entwurf)', baseText: 'Alter Korb', updatedAt: 1 },
    });
    await userEvent.click(await screen.findByRole('option', { name: 'nav.cart' }));
    expect(await screen.findByText(/Draft restored/)).toBeTruthy();
    expect(box().value).toBe('Korb (Entwurf)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('row.save')).toHaveLength(1));
    expect(sent('row.save')[0]).toMatchObject({ text: 'Korb (Entwurf)', baseText: 'Alter Korb' });
  });

  it('clears the draft once the outbox has applied the save', async () => {
    const { saved, emit, world } = setup(signedIn('translator'));
    await userEvent.click(await screen.findByRole('option', { name: 'nav.cart' }));
    await userEvent.type(box(), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('1 pending');
    expect(saved.size).toBe(1);
    world.outbox = [];
    emit({ type: 'panel.changed', reason: 'outbox' });
    await screen.findByText('All changes saved');
    await waitFor(() => expect(saved.size).toBe(0));
  });

  it('selects the key picked on the page, without revealing it back', async () => {
    const world = signedIn('translator');
    const { sent, emit } = setup(world);
    await screen.findByRole('option', { name: 'nav.cart' });
    world.page = { ...world.page, selected: { namespace: 'checkout', key: 'pay.title' } };
    emit({ type: 'panel.changed', tabId: TAB, reason: 'selection' });
    await waitFor(() => expect(accessibleName(selected())).toBe('pay.title'));
    expect(sent('key.reveal')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Edit pay.title' })).toBeTruthy();
    // Picking the same key again on the page selects it again.
    await userEvent.click(screen.getByRole('option', { name: 'nav.cart' }));
    emit({ type: 'panel.changed', tabId: TAB, reason: 'selection' });
    await waitFor(() => expect(accessibleName(selected())).toBe('pay.title'));
  });

  it('only offers the key picked on the page while an edit is open, keeping what was typed', async () => {
    const world = signedIn('translator');
    const { emit } = setup(world);
    await userEvent.click(await screen.findByRole('option', { name: 'nav.cart' }));
    await userEvent.type(box(), 'XYZ');
    world.page = { ...world.page, selected: { namespace: 'checkout', key: 'pay.title' } };
    emit({ type: 'panel.changed', tabId: TAB, reason: 'selection' });
    const offer = await screen.findByRole('alert');
    expect(offer.textContent).toContain('The page selected pay.title');
    expect(accessibleName(selected())).toBe('nav.cart');
    expect(box().value).toMatch(/XYZ$/);
    expect(document.activeElement).toBe(box());
    await userEvent.click(screen.getByRole('button', { name: 'Switch to pay.title' }));
    await waitFor(() => expect(accessibleName(selected())).toBe('pay.title'));
    expect(screen.queryByRole('button', { name: 'Switch to pay.title' })).toBeNull();
  });

  it('shows a conflict and resolves it with the choice', async () => {
    const world = signedIn('translator');
    world.outbox = [
      outboxEntry({
        id: 'c1',
        state: 'conflict',
        text: 'Mein Korb',
        theirs: entry({ text: 'Ihr Korb' }),
      }),
    ];
    const { sent } = setup(world);
    await userEvent.click(await screen.findByRole('button', { name: '1 conflict' }));
    expect(screen.getByRole('region', { name: 'Conflict on nav.cart' })).toBeTruthy();
    expect(screen.getByText('Ihr Korb')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Take theirs' }));
    await waitFor(() =>
      expect(sent('outbox.resolve')).toEqual([
        { type: 'outbox.resolve', id: 'c1', choice: 'theirs' },
      ]),
    );
  });

  it('signs in from the read-only demo, explaining a wrong password first', async () => {
    const world: World = { page: page(workflow('publishable')), auth: auth(), outbox: [] };
    world.fail = {
      'auth.signIn': { code: 'INVALID_CREDENTIALS', status: 401, message: 'wrong' },
    };
    const { sent } = setup(world);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'tina@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wrong e-mail or password')).toBeTruthy();
    world.fail = {};
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(sent('auth.signIn')[1]).toMatchObject({ email: 'tina@example.com', password: 'nope' });
  });

  it('refreshes the page when the background says its status changed', async () => {
    const { sent, emit } = setup(signedIn('translator'));
    await screen.findByRole('option', { name: 'nav.cart' });
    const before = sent('panel.page').length;
    emit({ type: 'panel.changed', tabId: TAB, reason: 'status' });
    await waitFor(() => expect(sent('panel.page').length).toBe(before + 1));
  });
});
