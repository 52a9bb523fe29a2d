// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutboxIndicator } from '../../../components/panel/outbox-indicator';
import { outboxEntry } from '../../lib/panel/fixtures';

afterEach(cleanup);

describe('OutboxIndicator', () => {
  it('says all is saved when the outbox is empty', () => {
    render(<OutboxIndicator entries={[]} onOpenConflict={vi.fn()} />);
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
    render(<OutboxIndicator entries={entries} onOpenConflict={onOpenConflict} />);
    expect(screen.getByText('2 pending')).toBeTruthy();
    expect(screen.getByText('1 failed')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '1 conflict' }));
    expect(onOpenConflict).toHaveBeenCalledWith(conflict);
  });
});
