// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setup, signedIn } from '../shell/panel-app-harness';

afterEach(cleanup);

const selected = () =>
  screen
    .getAllByRole('option')
    .find((o) => o.getAttribute('aria-selected') === 'true')
    ?.querySelector('.key')?.textContent;
const box = () => screen.getByRole('textbox', { name: 'Translation' });

/** After a keyboard write the queue moves on to the next row to act on, focus included. */
describe('review queue: advancing after a keyboard write', () => {
  it('Ctrl+Enter confirms and moves to the next row, its text box focused', async () => {
    const { sent } = setup(signedIn('translator'));
    await userEvent.click(await screen.findByRole('option', { name: 'nav.cart' }));
    await userEvent.keyboard('e!{Control>}{Enter}{/Control}');
    await waitFor(() => expect(sent('row.transition')).toHaveLength(1));
    await waitFor(() => expect(selected()).toBe('pay.note'));
    await waitFor(() => expect(document.activeElement).toBe(box()));
    expect(screen.getByRole('region', { name: 'Edit pay.note' })).toBeTruthy();
  });

  it('A approves and moves on; R moves on once its reason is given', async () => {
    const { sent } = setup(signedIn('reviewer'));
    await userEvent.click(await screen.findByRole('option', { name: 'pay.title' }));
    await userEvent.keyboard('r');
    const form = await screen.findByRole('dialog', { name: 'Reject' });
    expect(selected()).toBe('pay.title');
    await userEvent.keyboard('Too formal');
    await userEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(selected()).toBe('pay.total'));
    // Approval work: focus goes to the list, where A acts again.
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('listbox'));
    await userEvent.keyboard('a');
    await waitFor(() => expect(sent('row.transition')).toHaveLength(2));
    expect(sent('row.transition').map((m) => m.type === 'row.transition' && m.action)).toEqual([
      'reject',
      'approve',
    ]);
    await waitFor(() => expect(selected()).toBe('pay.title'));
  });

  it('a button click does not move the queue', async () => {
    const { sent } = setup(signedIn('reviewer'));
    await userEvent.click(await screen.findByRole('option', { name: 'pay.total' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(sent('row.transition')).toHaveLength(1));
    expect(selected()).toBe('pay.total');
  });

  it("a manager's queue is the rows waiting for approval", async () => {
    setup(signedIn('pm'));
    await screen.findByRole('option', { name: 'nav.cart' });
    expect(screen.getByText('7 keys · 1 to act on')).toBeTruthy();
    await userEvent.keyboard('j');
    expect(selected()).toBe('pay.total');
  });
});
