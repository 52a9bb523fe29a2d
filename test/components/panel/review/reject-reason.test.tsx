// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RejectReason } from '../../../../components/panel/review/reject-reason';
import { setup, signedIn } from '../shell/panel-app-harness';

afterEach(cleanup);

describe('the reject reason form', () => {
  it('sends the trimmed reason, or an empty one', async () => {
    const onReject = vi.fn();
    render(<RejectReason busy={false} onReject={onReject} onCancel={vi.fn()} />);
    const box = screen.getByRole('textbox', { name: /Reason/ });
    expect(document.activeElement).toBe(box);
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onReject).toHaveBeenLastCalledWith('');
    await userEvent.type(box, '  Wrong tone  ');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onReject).toHaveBeenLastCalledWith('Wrong tone');
  });

  it('holds a reason over 1000 characters', async () => {
    const onReject = vi.fn();
    render(<RejectReason busy={false} onReject={onReject} onCancel={vi.fn()} />);
    const box = screen.getByRole('textbox', { name: /Reason/ });
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(1001));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/1,001 \/ 1,000 — too long/)).toBeTruthy();
    const reject = screen.getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    expect(reject.disabled).toBe(true);
  });
});

describe('Reject in the panel', () => {
  it('the button asks for a reason; Cancel sends nothing, Reject sends it with the transition', async () => {
    const { sent } = setup(signedIn('reviewer'));
    await userEvent.click(await screen.findByRole('option', { name: 'pay.title' }));
    const editor = screen.getByRole('region', { name: /^Edit / });
    await userEvent.click(within(editor).getByRole('button', { name: 'Reject' }));
    let form = await screen.findByRole('dialog', { name: 'Reject' });
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Reject' })).toBeNull();
    expect(sent('row.transition')).toHaveLength(0);

    await userEvent.click(within(editor).getByRole('button', { name: 'Reject' }));
    form = await screen.findByRole('dialog', { name: 'Reject' });
    await userEvent.type(within(form).getByRole('textbox'), 'Use the informal "du"');
    await userEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(sent('row.transition')).toHaveLength(1));
    expect(sent('row.transition')[0]).toMatchObject({
      key: 'pay.title',
      action: 'reject',
      reason: 'Use the informal "du"',
    });
  });

  it('an empty reason rejects without one', async () => {
    const { sent } = setup(signedIn('reviewer'));
    await userEvent.click(await screen.findByRole('option', { name: 'pay.title' }));
    await userEvent.keyboard('r');
    const form = await screen.findByRole('dialog', { name: 'Reject' });
    await userEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(sent('row.transition')).toHaveLength(1));
    expect(sent('row.transition')[0]).not.toHaveProperty('reason');
  });
});
