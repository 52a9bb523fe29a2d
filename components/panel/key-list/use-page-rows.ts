import { useMemo, useState } from 'react';
import type { PanelPage } from '../../../lib/messaging/types';
import type { KeyFilters, PanelRow } from '../../../lib/panel/key-list';
import { RowJoin } from './row-join';
import { RowFilter } from './shown-rows';

const NO_ROWS: readonly PanelRow[] = [];

/**
 * The page's rows and what the list shows of them, joined as changes: each new page (a report's
 * change, statuses landing or changed by someone else) makes only the rows it touches again.
 */
export function usePageRows(page: PanelPage | undefined, filters: KeyFilters) {
  const [join] = useState(() => new RowJoin());
  const [filter] = useState(() => new RowFilter());
  const rows = useMemo(() => (page ? join.update(page) : NO_ROWS), [join, page]);
  const view = useMemo(() => filter.view(rows, filters), [filter, rows, filters]);
  return { rows, ...view };
}
