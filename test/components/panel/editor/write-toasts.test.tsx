// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { entry, outboxEntry } from '../../../lib/panel/fixtures';
import { setup, signedIn } from '../shell/panel-app-harness';

afterEach(cleanup);

const box = () => screen.getByRole('textbox', { name: 'Translation' }) as HTMLTextAreaElement;
const notice = () => document.querySelector('.notice')?.textContent ?? '';

/** Toasts say what happened to a write, never more, and sit below the buttons, not over them. */
describe('write toasts', () => {
  async function saveNavCart() {
    const world = signedIn('translator');
    const harness = setup(world);
    await userEvent.click(await screen.findByRole('option', { name: 'nav.cart' }));
    await userEvent.type(box(), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Sending…');
    return harness;
  }

  it('says Saved only once the service has the text', async () => {
    const { world, emit } = await saveNavCart();
    expect(notice()).toBe('Sending…');
    world.outbox = [];
    emit({ type: 'panel.changed', reason: 'outbox' });
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('says why a refused save was not saved', async () => {
    const { world, emit } = await saveNavCart();
    world.outbox = world.outbox.map((e) => ({
      ...e,
      state: 'failed' as const,
      lastError: 'The row is locked by a project manager',
    }));
    emit({ type: 'panel.changed', reason: 'outbox' });
    expect(
      await screen.findByText('Not saved: The row is locked by a project manager'),
    ).toBeTruthy();
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('names a machine fill as the fill when it filled the row first', async () => {
    const { world, emit } = await saveNavCart();
    world.outbox = world.outbox.map((e) => ({
      ...e,
      baseText: '',
      state: 'conflict' as const,
      theirs: entry({ text: 'Korb {count}', rowState: 'machine_translated' }),
    }));
    emit({ type: 'panel.changed', reason: 'outbox' });
    expect(
      await screen.findByText(
        'Not saved: a machine fill changed this row first; compare the versions',
      ),
    ).toBeTruthy();
    const region = await screen.findByRole('region', { name: 'Conflict on nav.cart' });
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe(
      'A machine fill filled nav.cart',
    );
    expect(within(region).queryByText(/someone/i)).toBeNull();
  });

  it('puts the toast right after the row actions, in the flow', async () => {
    await saveNavCart();
    const actions = screen.getByRole('group', { name: 'Row actions' }).parentElement!;
    expect(actions.nextElementSibling?.className).toBe('notice');
  });

  it('takes a save back with Undo: the previous text is saved on top of it', async () => {
    const { world, emit, sent } = await saveNavCart();
    world.outbox = [];
    emit({ type: 'panel.changed', reason: 'outbox' });
    await screen.findByText('Saved');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(sent('row.save')).toHaveLength(2));
    expect(sent('row.save')[1]).toMatchObject({
      key: 'nav.cart',
      text: 'Warenkorb {count}',
      baseText: 'Warenkorb {count}!',
    });
    expect(box().value).toBe('Warenkorb {count}');
    world.outbox = [];
    emit({ type: 'panel.changed', reason: 'outbox' });
    expect(await screen.findByText('Undone: the previous text is back')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('takes an approval back with Undo, even after the queue moved on', async () => {
    const world = signedIn('reviewer');
    world.reply = (m) => {
      if (m.type !== 'row.transition') return null;
      const queued = outboxEntry({ ...m, id: `t${world.outbox.length}`, kind: 'transition' });
      world.outbox = [...world.outbox, queued];
      return queued;
    };
    const { emit, sent } = setup(world);
    await userEvent.click(await screen.findByRole('option', { name: 'pay.total' }));
    await userEvent.keyboard('a');
    await screen.findByText('Sending…');
    world.outbox = [];
    emit({ type: 'panel.changed', reason: 'outbox' });
    await waitFor(() =>
      expect(notice()).toBe('Approved: served to customers; reload the page to see it here Undo'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(sent('row.transition')).toHaveLength(2));
    expect(sent('row.transition')[1]).toMatchObject({ key: 'pay.total', action: 'unapprove' });
  });

  it('offers no Undo for a confirm, which the user cannot take back alone', async () => {
    const world = signedIn('translator');
    world.reply = (m) => (m.type === 'row.transition' ? null : null);
    setup(world);
    await userEvent.click(await screen.findByRole('option', { name: 'nav.cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Confirmed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});
