// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { entry } from '../../lib/panel/fixtures';
import { setup, signedIn } from './panel-app-harness';

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
});
