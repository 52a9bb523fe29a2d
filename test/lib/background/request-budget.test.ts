import { describe, expect, it } from 'vitest';
import { capMap, createBudgets } from '../../../lib/background/request-budget';
import { StatusService } from '../../../lib/background/status-service';
import { TranslationsCache } from '../../../lib/background/translations-cache';

describe("a tab's request budget", () => {
  it('allows a burst, then a trickle, per tab', () => {
    let now = 0;
    const budgets = createBudgets({ burst: 3, perSecond: 1, now: () => now });
    const tab = budgets.forTab(1);
    expect([tab.take(), tab.take(), tab.take(), tab.take()]).toEqual([true, true, true, false]);
    expect(budgets.forTab(2).take()).toBe(true); // another tab has its own
    now += 1000;
    expect([tab.take(), tab.take()]).toEqual([true, false]);
  });

  it('remembers a bounded number of tabs', () => {
    const budgets = createBudgets({ burst: 1, maxTabs: 2, now: () => 0 });
    budgets.forTab(1).take();
    budgets.forTab(2).take();
    budgets.forTab(3).take(); // tab 1 is forgotten: a full bucket again
    expect(budgets.forTab(1).take()).toBe(true);
  });

  it('caps maps by forgetting the oldest entries', () => {
    const map = new Map([1, 2, 3, 4].map((n) => [n, n]));
    capMap(map, 2);
    expect([...map.keys()]).toEqual([3, 4]);
  });
});

/** A client stand-in that counts status requests. */
function countingClient() {
  const calls = { status: 0, translations: 0 };
  const client = {
    editorWorkflow: async () => ({
      stages: [],
      work_stage_count: 1,
      user_assigned_stages: [0],
      is_pm_admin: false,
      source_locale: 'en',
      caller_kind: 'session',
    }),
    targetStatus: async ({ keys }: { keys: string[] }) => {
      calls.status++;
      return {
        translations: Object.fromEntries(keys.map((k) => [k, null])),
        archived: false,
        busy: false,
        can_create: true,
      };
    },
    allTranslations: async ({ locale }: { locale: string }) => {
      calls.translations++;
      return { etag: 'e', body: { namespaces: { common: { k: locale } } } };
    },
  };
  return { calls, client: () => client as never };
}

describe('status the page asks for', () => {
  it('stops calling the service when the tab has spent its budget, and says the answer is partial', async () => {
    const { calls, client } = countingClient();
    const status = new StatusService(client, () => 'http://svc');
    const budget = createBudgets({ burst: 5, perSecond: 0 }).forTab(1);
    // A page that puts every key in a namespace of its own: one request per namespace.
    const refs = Array.from({ length: 1000 }, (_, i) => ({ namespace: `ns${i}`, key: 'k' }));
    const answer = await status.get('de', refs, budget);
    expect(calls.status).toBe(5);
    expect(answer.partial).toBe(true);
    expect(Object.keys(answer.entries)).toHaveLength(5);
    await status.get('de', refs, budget);
    expect(calls.status).toBe(5);
  });

  it('forgets the oldest statuses beyond its size', async () => {
    const { calls, client } = countingClient();
    const status = new StatusService(client, () => 'http://svc', { maxEntries: 100 });
    const refs = (from: number) =>
      Array.from({ length: 100 }, (_, i) => ({ namespace: 'common', key: `k${from + i}` }));
    await status.get('de', refs(0));
    await status.get('de', refs(100));
    expect(calls.status).toBe(2);
    await status.get('de', refs(100)); // still cached
    expect(calls.status).toBe(2);
    await status.get('de', refs(0)); // evicted: asked again
    expect(calls.status).toBe(3);
  });

  it('keeps delivered texts of a bounded number of languages', async () => {
    const { calls, client } = countingClient();
    const cache = new TranslationsCache(client);
    for (let i = 0; i < 20; i++) await cache.get(`l${i}`);
    await cache.get('l19');
    expect(calls.translations).toBe(20);
    await cache.get('l0');
    expect(calls.translations).toBe(21);
  });
});
