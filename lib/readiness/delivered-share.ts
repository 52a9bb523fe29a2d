import type { TargetStatusEntry } from '../contract/editor';
import { whyNotDelivered, type DeliveryContext } from '../workflow/delivery';
import { deliveryContext, type LocaleStatus } from './summary';

/** What the share reads of a row of the side panel (one per key of the page). */
export interface ShareRow {
  namespace: string;
  /** undefined: status not known yet; null: no target row. */
  entry: TargetStatusEntry | null | undefined;
}

/**
 * The share of the page's keys served now in its own language, as `localeReadiness` says it, from
 * the side panel's rows: what the folded readiness view shows on every change of the page. Each
 * row's verdict is kept while the row and the language's rules are the same objects, so a change
 * of a big page judges the rows it made again, not every key.
 */
export class DeliveredShare {
  private verdicts = new WeakMap<ShareRow, boolean>();
  private rules = '';

  of(rows: readonly ShareRow[], status: Omit<LocaleStatus, 'entries'>): number | null {
    const rules = JSON.stringify([
      status.locale,
      status.workflow,
      status.workflows ?? null,
      status.flags,
    ]);
    if (rules !== this.rules) [this.rules, this.verdicts] = [rules, new WeakMap()];
    const contexts = new Map<string, DeliveryContext>();
    let [known, delivered] = [0, 0];
    for (const row of rows) {
      // Not known yet: not counted, as `localeReadiness` leaves it out of its total.
      if (row.entry === undefined) continue;
      let served = this.verdicts.get(row);
      if (served === undefined) {
        let context = contexts.get(row.namespace);
        if (!context)
          contexts.set(row.namespace, (context = deliveryContext(status, row.namespace)));
        this.verdicts.set(row, (served = whyNotDelivered(row.entry, context) === null));
      }
      known++;
      if (served) delivered++;
    }
    return known ? delivered / known : null;
  }
}
