import { describe, expect, it } from 'vitest';
import { storage } from 'wxt/utils/storage';
import { lensTabs, selections } from '../../../lib/background/page-state';

describe("a tab's lens state", () => {
  it('is on by default, and says what was set last, across many tabs', async () => {
    expect(await lensTabs.get(1)).toBe(true);
    await lensTabs.set(1, false);
    expect(await lensTabs.get(1)).toBe(false);
    expect(await storage.getItem('session:lens:1')).toBe(false); // outlives the worker
    // Past the tabs kept in memory, the first is read from storage again.
    for (let tab = 2; tab < 300; tab++) await lensTabs.set(tab, tab % 2 === 0);
    await storage.setItem('session:lens:1', true); // as a restarted worker would find it
    expect(await lensTabs.get(1)).toBe(true);
    expect(await lensTabs.get(299)).toBe(false);
  });

  it('says a toggle made while the state was being read', async () => {
    const reading = lensTabs.get(1000);
    await lensTabs.set(1000, false);
    await reading;
    expect(await lensTabs.get(1000)).toBe(false);
  });
});

describe("a tab's selected key", () => {
  it('is none at first, then what was selected last, kept for a restarted worker too', async () => {
    expect(await selections.get(7)).toBeNull();
    await selections.set(7, { namespace: 'common', key: 'cart.total' });
    expect(await selections.get(7)).toEqual({ namespace: 'common', key: 'cart.total' });
    expect(await storage.getItem('session:selection:7')).toEqual({
      namespace: 'common',
      key: 'cart.total',
    });
    await selections.set(8, { namespace: 'common', key: 'a' });
    expect(await selections.get(7)).toEqual({ namespace: 'common', key: 'cart.total' });
  });
});
