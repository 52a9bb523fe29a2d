import type { LensState } from '../../../lib/key-state/key-state';
import {
  matchesFilters,
  type KeyFilters,
  type NamespaceGroup,
  type PanelRow,
} from '../../../lib/panel/key-list';

/** What the list shows of the page's rows under the filters. */
export interface ShownRows {
  shown: readonly PanelRow[];
  /** As `groupByNamespace(shown, rows)`. */
  groups: NamespaceGroup[];
  /** As `countByState(rows)`. */
  stateCounts: Partial<Record<LensState, number>>;
}

/**
 * `filterRows`, `groupByNamespace` and `countByState` in one pass, each row's verdict under the
 * filters kept while the row and the filters are the same objects: after a change of the page
 * only the rows `RowJoin` made again are matched again, and a search is matched against a row
 * once.
 */
export class RowFilter {
  private matches = new WeakMap<PanelRow, boolean>();
  private filters: KeyFilters | undefined;
  /** The last view's rows and their verdicts, by position. */
  private rows: readonly PanelRow[] = [];
  private verdicts: boolean[] = [];
  /** Rows matched by the last `view` (the others' verdicts were known). */
  matched = 0;

  view(rows: readonly PanelRow[], filters: KeyFilters): ShownRows {
    if (filters !== this.filters)
      [this.matches, this.filters, this.rows] = [new WeakMap(), filters, []];
    this.matched = 0;
    const verdicts: boolean[] = [];
    const shown: PanelRow[] = [];
    const groups = new Map<string, NamespaceGroup>();
    const stateCounts: ShownRows['stateCounts'] = {};
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      stateCounts[row.state] = (stateCounts[row.state] ?? 0) + 1;
      let group = groups.get(row.namespace);
      if (!group)
        groups.set(row.namespace, (group = { namespace: row.namespace, rows: [], total: 0 }));
      group.total++;
      // A row where the last view had it has its verdict there (a change of a big page mostly
      // replaces rows in place); elsewhere it is looked up.
      let match = this.rows[i] === row ? this.verdicts[i] : this.matches.get(row);
      if (match === undefined) {
        this.matches.set(row, (match = matchesFilters(row, filters)));
        this.matched++;
      }
      verdicts.push(match);
      if (!match) continue;
      shown.push(row);
      group.rows.push(row);
    }
    [this.rows, this.verdicts] = [rows, verdicts];
    return { shown, groups: [...groups.values()].filter((g) => g.rows.length > 0), stateCounts };
  }
}
