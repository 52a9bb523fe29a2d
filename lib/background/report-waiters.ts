/**
 * Askers of `page.report` who hold the tab's current report and wait for the next one
 * (`waitMs`): each is woken when something the report is made of may have changed, and asks again.
 * Automation that follows a page then hears of a change as soon as it is applied, without polling.
 */
export class ReportWaiters {
  private readonly waiting = new Map<number, Set<() => void>>();

  has(tabId: number): boolean {
    return this.waiting.has(tabId);
  }

  /** Settles at the tab's next `wake` (or every tab's), or after `ms`, whichever comes first. */
  next(tabId: number, ms: number): Promise<void> {
    return new Promise((resolve) => {
      let set = this.waiting.get(tabId);
      if (!set) this.waiting.set(tabId, (set = new Set()));
      const done = () => {
        clearTimeout(timer);
        set.delete(done);
        if (set.size === 0 && this.waiting.get(tabId) === set) this.waiting.delete(tabId);
        resolve();
      };
      const timer = setTimeout(done, ms);
      set.add(done);
    });
  }

  /** Wakes the tab's waiters; without a tab, every tab's (statuses changed for all of them). */
  wake(tabId?: number): void {
    const sets = tabId === undefined ? [...this.waiting.values()] : [this.waiting.get(tabId)];
    for (const set of sets) for (const done of [...(set ?? [])]) done();
  }
}
