// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { WireMessage } from '../../../../lib/messaging/protocol';
import { entry, outboxEntry } from '../../../lib/panel/fixtures';
import { setup, signedIn, type World } from '../shell/panel-app-harness';

afterEach(cleanup);

/** A reviewer's world where three rows wait for approval (two in common, one in checkout). */
function waiting(who: 'reviewer' | 'translator' = 'reviewer'): World {
  const world = signedIn(who);
  const ready = entry({ text: 'Kasse', stageIndex: 2, confirmedBy: 'u-reviewer' });
  world.page.report.keys = world.page.report.keys.map((k) =>
    k.key === 'nav.cart' || k.key === 'promo.html' ? { ...k, status: ready } : k,
  );
  // Transitions are queued, then sent: the outbox holds them until the test lets go.
  world.reply = (m: WireMessage) => {
    if (m.type !== 'row.transition') return null;
    const queued = outboxEntry({ ...m, id: `t-${m.key}`, kind: 'transition', text: undefined });
    world.outbox = [...world.outbox, queued];
    return queued;
  };
  return world;
}

describe('bulk approval', () => {
  it('approves every waiting row of the page after a summary, and says so once sent', async () => {
    const world = waiting();
    const { sent, emit } = setup(world);
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Approve 3 rows waiting for approval on this page…',
      }),
    );
    const summary = screen.getByRole('alertdialog', { name: 'Approve rows' });
    expect(summary.textContent).toContain('customers see these texts');
    expect(within(summary).getByText('common').parentElement!.textContent).toBe('common: 2 rows');
    expect(within(summary).getByText('checkout').parentElement!.textContent).toBe(
      'checkout: 1 row',
    );
    expect(sent('row.transition')).toHaveLength(0);
    await userEvent.click(within(summary).getByRole('button', { name: 'Approve 3 rows' }));
    await waitFor(() => expect(sent('row.transition')).toHaveLength(3));
    expect(sent('row.transition').map((m) => m.type === 'row.transition' && m.action)).toEqual([
      'approve',
      'approve',
      'approve',
    ]);
    expect(await screen.findByText('Sending 3 approvals…')).toBeTruthy();
    world.outbox = world.outbox.map((e) =>
      e.key === 'promo.html' ? { ...e, state: 'failed' as const, lastError: 'Locked' } : e,
    );
    world.outbox = world.outbox.filter((e) => e.state === 'failed');
    emit({ type: 'panel.changed', reason: 'outbox' });
    expect(
      await screen.findByText('Approved 2 of 3; 1 row refused: open it to see why'),
    ).toBeTruthy();
  });

  it('takes only the filtered rows when a filter is on, and can be cancelled', async () => {
    const { sent } = setup(waiting());
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search keys' }), 'pay.');
    await userEvent.click(
      screen.getByRole('button', { name: 'Approve 1 row waiting for approval in this filter…' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent('row.transition')).toHaveLength(0);
  });

  it('is not offered to a translator', async () => {
    setup(waiting('translator'));
    await screen.findByRole('option', { name: 'nav.cart' });
    expect(screen.queryByRole('button', { name: /waiting for approval/ })).toBeNull();
  });
});
