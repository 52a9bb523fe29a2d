import { describe, expect, it, vi } from 'vitest';
import { countWork, createWorkBadge } from '../../../lib/background/work-badge';
import { buildRows } from '../../../lib/panel/key-list';
import { queueLength } from '../../../lib/panel/review-queue';
import type { SiteState } from '../../../lib/messaging/types';
import { page, workflow } from '../panel/fixtures';

const ARCHIVED = { archived: true, busy: false, can_create: false };
const BUSY = { archived: false, busy: true, can_create: true };

describe('countWork: the keys of the page the caller can act on now', () => {
  // The fixture page: nav.home delivered (twice on the page), nav.cart at Translation,
  // pay.title at Review, pay.total in Postreview, pay.note without a row, footer.copy locked,
  // promo.html machine translated at Translation.
  it.each([
    ['a translator: edit nav.cart, promo.html, start pay.note', page(workflow('translator')), 3],
    ['a reviewer: review pay.title, approve pay.total', page(workflow('reviewer')), 2],
    ['the demo reader: nothing', page(workflow('publishable')), 0],
    [
      'a translator who may not create rows: not pay.note',
      page(workflow('translator'), {
        flags: {
          common: { archived: false, busy: false, can_create: true },
          checkout: { archived: false, busy: false, can_create: false },
        },
      }),
      2,
    ],
    [
      'an archived namespace: nothing there',
      page(workflow('translator'), { flags: { common: ARCHIVED, checkout: ARCHIVED } }),
      0,
    ],
    [
      'a busy language still counts (writes wait in the outbox)',
      page(workflow('translator'), { flags: { common: BUSY, checkout: BUSY } }),
      3,
    ],
    ['the source language: nothing', page(workflow('translator'), { isSource: true }), 0],
    ['no project locale: nothing', page(workflow('translator'), { locale: null }), 0],
    ['no workflow: nothing', page(null), 0],
  ])('%s', (_name, p, expected) => {
    expect(countWork(p)).toBe(expected);
    // The badge counts what the panel's review queue walks.
    expect(countWork(p)).toBe(queueLength(buildRows(p)));
  });

  it('keys still loading do not count', () => {
    const p = page(workflow('translator'));
    p.report.keys = p.report.keys.map((k) => ({ ...k, status: 'unknown' as const }));
    expect(countWork(p)).toBe(0);
  });
});

describe('the toolbar badge of a tab', () => {
  const site = (status: SiteState['status']): SiteState => ({ status }) as SiteState;
  it.each([
    ['signed in, on a site where it runs', true, 'built_in', null, 3],
    ['signed in, on a site turned on', true, 'enabled', null, 3],
    ['signed out', false, 'built_in', null, null],
    ['off on the site', true, 'off', null, null],
    ['a page it cannot run on', true, 'unsupported', null, null],
    ['the service cannot be reached', true, 'built_in', 'No answer from the service', null],
  ] as const)('%s: %s', async (_name, signedIn, status, problem, shown) => {
    const show = vi.fn();
    const badge = createWorkBadge({
      signedIn: () => signedIn,
      site: async () => site(status),
      page: async () => ({ ...page(workflow('translator')), problem }),
      show,
    });
    await badge.refresh(7);
    expect(show).toHaveBeenCalledWith(7, shown);
  });

  it('recounts once for a burst of changes', async () => {
    vi.useFakeTimers();
    const show = vi.fn();
    const pageOf = vi.fn(async () => page(workflow('translator')));
    const badge = createWorkBadge({
      signedIn: () => true,
      site: async () => site('built_in'),
      page: pageOf,
      show,
      delayMs: 100,
    });
    for (let i = 0; i < 5; i++) badge.changed(3);
    await vi.advanceTimersByTimeAsync(150);
    vi.useRealTimers();
    expect(pageOf).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith(3, 3);
  });
});
