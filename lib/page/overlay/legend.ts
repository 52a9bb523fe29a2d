/**
 * The legend in the bottom-right corner: one row per state with its swatch and the number of
 * visible items in it, plus the read-only count. Collapsible to its header; only counts that
 * changed are written.
 */
import { LENS_STATES, STATE_LABEL } from '../../lens/lens-state';
import { h, keepEvents } from './dom';
import type { LensCounts } from './types';

export interface Legend {
  readonly element: HTMLElement;
  setCounts(counts: LensCounts): void;
}

export const emptyCounts = (): LensCounts => ({
  ...(Object.fromEntries(LENS_STATES.map((s) => [s, 0])) as Record<keyof LensCounts, number>),
  read_only: 0,
});

export function createLegend(doc: Document, signal: AbortSignal): Legend {
  const element = h(doc, 'div', 'panel legend');
  element.setAttribute('role', 'region');
  element.setAttribute('aria-label', 'Locale Lens legend');
  keepEvents(element, signal);

  const head = h(doc, 'button', 'lhead');
  head.setAttribute('aria-expanded', 'true');
  const total = h(doc, 'span', 'total', '0');
  head.append(h(doc, 'span', '', 'Locale Lens'), total, h(doc, 'span', 'chev'));

  const rows = h(doc, 'ul', 'rows');
  const cells = new Map<keyof LensCounts, { row: HTMLElement; n: HTMLElement }>();
  const addRow = (name: keyof LensCounts, swatch: string, label: string, extra = '') => {
    const row = h(doc, 'li', `row zero${extra}`);
    row.dataset.state = name;
    const n = h(doc, 'span', 'n', '0');
    row.append(h(doc, 'span', swatch), h(doc, 'span', '', label), n);
    rows.append(row);
    cells.set(name, { row, n });
  };
  for (const state of LENS_STATES) addRow(state, `sw s-${state}`, STATE_LABEL[state]);
  addRow('read_only', 'sw ro', 'You cannot edit', ' ro-row');

  head.addEventListener(
    'click',
    () => {
      const collapsed = element.classList.toggle('collapsed');
      rows.hidden = collapsed;
      head.setAttribute('aria-expanded', String(!collapsed));
    },
    { signal },
  );
  element.append(head, rows);

  let shown = emptyCounts();
  return {
    element,
    setCounts(counts) {
      let sum = 0;
      for (const [name, cell] of cells) {
        const value = counts[name];
        if (name !== 'read_only') sum += value;
        if (value === shown[name]) continue;
        cell.n.textContent = String(value);
        cell.row.classList.toggle('zero', value === 0);
      }
      if (total.textContent !== String(sum)) total.textContent = String(sum);
      shown = { ...counts };
    },
  };
}
