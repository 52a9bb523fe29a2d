/**
 * The legend in the bottom-right corner: one row per state with its swatch and the number of
 * visible items in it, plus the read-only count. Collapsible to its header; only counts that
 * changed are written.
 */
import { LENS_STATES, STATE_LABEL } from '../../key-state/key-state';
import { createPanel, type ElementMaker } from './dom';
import type { LensCounts } from './types';

export interface Legend {
  readonly element: HTMLElement;
  setCounts(counts: LensCounts): void;
  /** Why no state can be shown (the service cannot be reached), or null. */
  setProblem(text: string | null): void;
}

export const emptyCounts = (): LensCounts =>
  Object.fromEntries([...LENS_STATES, 'read_only'].map((s) => [s, 0])) as LensCounts;

export function createLegend(make: ElementMaker, signal: AbortSignal): Legend {
  const element = createPanel(make, 'legend', 'region', 'Locale Lens legend', signal);
  const total = make('span', 'total', '0');
  const head = make('button', 'lhead', 'Locale Lens', total, make('span', 'chev'));
  head.setAttribute('aria-expanded', 'true');

  const rows = make('ul', 'rows');
  const cells = new Map<keyof LensCounts, { row: HTMLElement; n: HTMLElement }>();
  const addRow = (name: keyof LensCounts, swatch: string, label: string, extra = '') => {
    const n = make('span', 'n', '0');
    const row = rows.appendChild(make('li', `row zero${extra}`, make('span', swatch), label, n));
    row.dataset.state = name;
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
  const problem = make('p', 'problem');
  problem.setAttribute('role', 'alert');
  problem.hidden = true;
  element.append(head, problem, rows);

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
    setProblem(text) {
      problem.textContent = text ?? '';
      problem.hidden = !text;
      // Counts of items whose state never arrived would read as "Loading" forever.
      element.classList.toggle('down', !!text);
    },
  };
}
