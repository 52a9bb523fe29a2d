import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { rowOffset, rowWindow, WINDOW_FROM_ROWS, type RowWindow } from './row-window';

/** Estimates until rows are measured; and the height of a list that has none (not laid out). */
const [ROW_PX, HEADING_PX, VIEWPORT_PX, OVERSCAN] = [52, 21, 600, 12];

export interface RowWindowView extends RowWindow {
  /** Whether only a window of the rows is rendered. */
  windowed: boolean;
  onScroll(): void;
}

/**
 * The rows a long list renders (see `lib/panel/row-window`), following the list's scrolling;
 * every row when the list is short. The selected row is scrolled to, rendered first if needed.
 * Row and heading heights are measured from what was rendered.
 */
export function useRowWindow(
  list: RefObject<HTMLDivElement | null>,
  groupSizes: readonly number[],
  selectedIndex: number,
  optionId: (index: number) => string,
): RowWindowView {
  const count = groupSizes.reduce((n, s) => n + s, 0);
  const windowed = count > WINDOW_FROM_ROWS;
  const [scroll, setScroll] = useState({ top: 0, viewport: VIEWPORT_PX });
  const [sizes, setSizes] = useState({ row: ROW_PX, heading: HEADING_PX });
  const reveal = useRef(-1);

  const onScroll = useCallback(() => {
    const el = list.current;
    if (!el) return;
    const next = { top: el.scrollTop, viewport: el.clientHeight || VIEWPORT_PX };
    setScroll((s) => (s.top === next.top && s.viewport === next.viewport ? s : next));
  }, [list]);

  const view = windowed
    ? rowWindow({
        groupSizes,
        rowPx: sizes.row,
        headingPx: sizes.heading,
        scrollTop: scroll.top,
        viewportPx: scroll.viewport,
        overscan: OVERSCAN,
      })
    : { start: 0, end: count, before: 0, after: 0, total: 0 };

  // A new selection: scrolled to once it is rendered (a row out of the window is scrolled to by
  // its estimated place first, which renders it).
  useLayoutEffect(() => {
    if (selectedIndex < 0) return;
    reveal.current = selectedIndex;
    const el = list.current;
    if (el && windowed && (selectedIndex < view.start || selectedIndex >= view.end)) {
      const at = rowOffset(selectedIndex, groupSizes, sizes.row, sizes.heading);
      el.scrollTop = Math.max(0, at - (el.clientHeight || VIEWPORT_PX) / 2);
      onScroll();
    }
    // Only a change of selection moves the list; the user's own scrolling must not.
  }, [selectedIndex]);

  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    if (reveal.current >= 0) {
      const row = el.querySelector(`[id="${optionId(reveal.current)}"]`);
      if (row) {
        reveal.current = -1;
        row.scrollIntoView?.({ block: 'nearest' });
      }
    }
    if (!windowed) return;
    // Heights as rendered, so that the spacers stand for about what the rows would take.
    const options = el.querySelectorAll<HTMLElement>('[role="option"]');
    const heading = el.querySelector<HTMLElement>('[role="group"] > :first-child');
    if (options.length < 2) return;
    const first = options[0]!.getBoundingClientRect();
    const last = options[options.length - 1]!.getBoundingClientRect();
    const headings = el.querySelectorAll('[role="group"]').length;
    const headingPx = heading?.offsetHeight || sizes.heading;
    const row = (last.bottom - first.top - (headings - 1) * headingPx) / options.length;
    if (row > 0 && (Math.abs(row - sizes.row) > 2 || headingPx !== sizes.heading))
      setSizes({ row, heading: headingPx });
  });

  return { ...view, windowed, onScroll };
}
