/**
 * The legend in the bottom-right corner: one row per state that has items, with its swatch and
 * the number of visible places in it, plus the read-only count. Collapsible to its header, movable
 * to the other side, hidden while the page has no keys; only counts that changed are written.
 * Frames draw none (`top` false): a tab has one legend, the top page's.
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

export function createLegend(make: ElementMaker, signal: AbortSignal, top = true): Legend {
  const element = createPanel(make, 'legend none', 'region', 'Locale Lens legend', signal);
  element.hidden = !top;
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
  // The panel lists each key once; the legend counts every place a key shows on the page.
  const move = make('button', 'mv', '⇆');
  move.setAttribute('aria-label', 'Move the legend to the other side');
  move.addEventListener('click', () => element.classList.toggle('left'), { signal });
  const note = make('p', 'note', 'Counts places on the page, not keys', move);
  element.append(head, problem, rows, note);

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
      element.classList.toggle('none', sum === 0);
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
