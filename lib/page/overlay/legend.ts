/**
 * The legend in the bottom-right corner: one row per state that has items, with its swatch and
 * the number of visible places in it, plus the read-only count. Collapsible to its header (the
 * background keeps the choice for every page), movable to the other side, hidden while the page
 * has no keys; only counts that changed are written. It names the pinned language, and has the
 * page preview's switch. Frames draw none (`top` false): a tab has one legend, the top page's.
 */
import { LENS_STATES } from '../../key-state/key-state';
import { PREVIEW_MODES as MODES, type PreviewMode } from '../../key-state/preview-modes';
import { createPanel, type ElementMaker } from './dom';
import type { LensCounts, OverlayOptions } from './types';

export interface Legend {
  readonly element: HTMLElement;
  setCounts(counts: LensCounts): void;
  /** Why no state can be shown (the service cannot be reached), or null. */
  setProblem(text: string | null): void;
  /** Marks the preview mode the page shows now. */
  setPreview(mode: PreviewMode): void;
}

export interface LegendOptions extends Pick<
  OverlayOptions,
  'words' | 'folded' | 'onFold' | 'onPreview'
> {
  isUser(event: Event): boolean;
}

export const emptyCounts = (): LensCounts =>
  Object.fromEntries([...LENS_STATES, 'read_only'].map((s) => [s, 0])) as LensCounts;

export function createLegend(
  make: ElementMaker,
  signal: AbortSignal,
  o: LegendOptions,
  top = true,
): Legend {
  const { text: w, states, pinned } = o.words;
  const element = createPanel(make, 'legend none', 'region', w.legend, signal);
  element.hidden = !top;
  const total = make('span', 'total', '0');
  const head = make('button', 'lhead', total, make('span', 'chev'));

  const rows = make('ul', 'rows');
  const cells = new Map<keyof LensCounts, { row: HTMLElement; n: HTMLElement }>();
  const addRow = (name: keyof LensCounts, swatch: string, label: string, extra = '') => {
    const n = make('span', 'n', '0');
    const row = rows.appendChild(make('li', `row zero${extra}`, make('span', swatch), label, n));
    row.dataset.state = name;
    cells.set(name, { row, n });
  };
  for (const state of LENS_STATES) addRow(state, `sw s-${state}`, states[state]);
  addRow('read_only', 'sw ro', w.cannotEdit, ' ro-row');

  const fold = (collapsed: boolean) => {
    element.classList.toggle('collapsed', collapsed);
    rows.hidden = collapsed;
    head.setAttribute('aria-expanded', String(!collapsed));
  };
  fold(!!o.folded);
  head.addEventListener(
    'click',
    (e) => {
      const collapsed = !rows.hidden;
      fold(collapsed);
      if (o.isUser(e)) o.onFold?.(collapsed);
    },
    { signal },
  );
  const problem = make('p', 'problem');
  problem.setAttribute('role', 'alert');
  problem.hidden = true;
  // The panel lists each key once; the legend counts every place a key shows on the page.
  const move = make('button', 'mv', '⇆');
  move.setAttribute('aria-label', w.move);
  move.addEventListener('click', () => element.classList.toggle('left'), { signal });
  const note = make('p', 'note', w.counts, move);
  // The page as it is, as customers would see it, with every pending text, or pseudo-translated:
  // one button steps through them. Only the user's own clicks switch it (a page that could would read texts not
  // published yet).
  let mode: PreviewMode; // set below, before any click
  const preview = make('button', 'pv');
  preview.addEventListener(
    'click',
    (e) => o.isUser(e) && o.onPreview?.(MODES[(MODES.indexOf(mode) + 1) % MODES.length]!),
    { signal },
  );
  head.prepend(w.title, pinned ?? '');
  element.append(head, problem, rows, make('p', 'note', preview), note);

  let shown = emptyCounts();
  const legend: Legend = {
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
    setPreview(to) {
      mode = to;
      preview.textContent = `${w.show}: ${w[to]}`;
    },
  };
  legend.setPreview('off');
  return legend;
}
