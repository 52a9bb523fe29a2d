/**
 * How many authenticated requests a tab's page may cause: a page decides what it shows and how
 * often it changes, so without a bound it decides how hard the background calls the service with
 * the user's credentials. A token bucket per tab: a burst for a page's first scan, then a trickle.
 */
export interface RequestBudget {
  /** Takes one request; false when the tab has none left for now. */
  take(): boolean;
}

export interface BudgetOptions {
  burst?: number;
  perSecond?: number;
  /** Tabs remembered; the least recently used is forgotten first. */
  maxTabs?: number;
  now?: () => number;
}

export function createBudgets({
  burst = 40,
  perSecond = 2,
  maxTabs = 200,
  now = Date.now,
}: BudgetOptions = {}) {
  const tabs = new Map<number, { tokens: number; at: number }>();
  return {
    forTab(tabId: number): RequestBudget {
      return {
        take() {
          const t = now();
          const last = tabs.get(tabId) ?? { tokens: burst, at: t };
          tabs.delete(tabId);
          const tokens = Math.min(burst, last.tokens + ((t - last.at) / 1000) * perSecond);
          const ok = tokens >= 1;
          tabs.set(tabId, { tokens: ok ? tokens - 1 : tokens, at: t });
          if (tabs.size > maxTabs) tabs.delete(tabs.keys().next().value!);
          return ok;
        },
      };
    },
    forget: (tabId: number) => void tabs.delete(tabId),
  };
}

/** Keeps a map to `max` entries, forgetting the oldest first (maps iterate in insertion order). */
export function capMap<K, V>(map: Map<K, V>, max: number): void {
  for (const k of map.keys()) {
    if (map.size <= max) return;
    map.delete(k);
  }
}
