// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutboxIndicator } from '../../../../components/panel/shell/outbox-indicator';
import { outboxEntry } from '../../../lib/panel/fixtures';

afterEach(cleanup);

describe('OutboxIndicator', () => {
  it('says all is saved when the outbox is empty', () => {
    render(<OutboxIndicator entries={[]} onOpenConflict={vi.fn()} onDiscard={vi.fn()} />);
    expect(screen.getByRole('status', { name: 'Outbox' }).textContent).toBe('All changes saved');
  });

  it('counts pending, conflicts and failures, and opens the first conflict', async () => {
    const onOpenConflict = vi.fn();
    const conflict = outboxEntry({ id: 'c1', state: 'conflict' });
    const entries = [
      outboxEntry({ id: 'a', state: 'pending' }),
      outboxEntry({ id: 'b', state: 'sending' }),
      conflict,
      outboxEntry({ id: 'f', state: 'failed' }),
    ];
    render(
      <OutboxIndicator entries={entries} onOpenConflict={onOpenConflict} onDiscard={vi.fn()} />,
    );
    expect(screen.getByText('2 pending')).toBeTruthy();
    expect(screen.getByText('1 failed')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '1 conflict' }));
    expect(onOpenConflict).toHaveBeenCalledWith(conflict);
  });

  it("holds someone else's entries apart, and offers to discard them", async () => {
    const onDiscard = vi.fn();
    const entries = [
      outboxEntry({ id: 'mine', state: 'pending' }),
      outboxEntry({ id: 'h1', state: 'pending', heldFor: 'translator@demo.test' }),
      outboxEntry({ id: 'h2', state: 'pending', heldFor: 'translator@demo.test' }),
    ];
    render(<OutboxIndicator entries={entries} onOpenConflict={vi.fn()} onDiscard={onDiscard} />);
    const status = screen.getByRole('status', { name: 'Outbox' }).textContent;
    expect(status).toContain('2 queued by translator@demo.test');
    expect(status).toContain('1 pending');
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onDiscard).toHaveBeenCalledWith(['h1', 'h2']);
  });
});
