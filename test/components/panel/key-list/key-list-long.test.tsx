// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { KeyList } from '../../../../components/panel/key-list/key-list';
import {
  buildRows,
  countByState,
  filterRows,
  filtersActive,
  groupByNamespace,
  NO_FILTERS,
  type KeyFilters,
} from '../../../../lib/panel/key-list';
import type { PageReport } from '../../../../lib/messaging/types';
import { entry, page, workflow } from '../../../lib/panel/fixtures';

afterEach(cleanup);

/** A big page: `count` keys, the first half in `common`, the rest in `shop`. */
function bigPage(count: number, loading = false) {
  const keys: PageReport['keys'] = Array.from({ length: count }, (_, i) => ({
    namespace: i < count / 2 ? 'common' : 'shop',
    key: `item.${String(i).padStart(5, '0')}`,
    locale: 'de',
    method: 'attribute',
    where: 'text',
    frameId: 0,
    inShadowRoot: false,
    visible: true,
    ambiguous: false,
    status: loading && i === count - 1 ? 'unknown' : entry({ text: `Text ${i}` }),
  }));
  const p = page(workflow('translator'));
  return buildRows({ ...p, report: { ...p.report, keys } });
}

function Harness({ count, loading }: { count: number; loading?: boolean }) {
  const [rows] = useState(() => bigPage(count, loading));
  const [filters, setFilters] = useState<KeyFilters>(NO_FILTERS);
  const [selected, setSelected] = useState<string | null>(null);
  const shown = filterRows(rows, filters);
  return (
    <KeyList
      groups={groupByNamespace(shown, rows)}
      total={rows.length}
      selectedId={selected}
      filters={filters}
      filtersActive={filtersActive(filters)}
      stateCounts={countByState(rows)}
      queueLength={0}
      onSelect={setSelected}
      onFiltersChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}
      onFiltersClear={() => setFilters(NO_FILTERS)}
    />
  );
}

const list = () => screen.getByRole('listbox', { name: 'Keys on this page' });
const options = () => within(list()).queryAllByRole('option');
const keysShown = () => options().map((o) => o.querySelector('.key')?.textContent);

describe('KeyList on a page of thousands of keys', () => {
  it('renders the rows in view, each saying its place in the whole list', () => {
    render(<Harness count={20_000} />);
    expect(screen.getByText(/^20,?000 keys/)).toBeTruthy();
    const shown = options();
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(100);
    expect(keysShown()[0]).toBe('item.00000');
    expect(shown[0]!.getAttribute('aria-posinset')).toBe('1');
    expect(shown[0]!.getAttribute('aria-setsize')).toBe('20000');
    expect(list().getAttribute('aria-busy')).toBe('false');
  });

  it('renders the rows scrolled to, under their group', () => {
    render(<Harness count={20_000} />);
    const el = list();
    el.scrollTop = 15_000 * 52; // into the second group, by the estimated row height
    fireEvent.scroll(el);
    const keys = keysShown();
    expect(keys).not.toContain('item.00000');
    expect(keys.some((k) => Number(k!.slice(5)) >= 14_000)).toBe(true);
    expect(within(el).getByRole('group', { name: 'shop 10000' })).toBeTruthy();
  });

  it('keeps the keyboard: End selects the last row and renders it, Home the first', async () => {
    render(<Harness count={5_000} />);
    list().focus();
    await userEvent.keyboard('{End}');
    const last = screen.getByRole('option', { name: 'item.04999' });
    expect(last.getAttribute('aria-selected')).toBe('true');
    expect(list().getAttribute('aria-activedescendant')).toBe(last.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'item.04998', selected: true })).toBeTruthy();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('option', { name: 'item.00000', selected: true })).toBeTruthy();
  });

  it('narrows by search across every row, not only the rendered ones', async () => {
    render(<Harness count={5_000} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search keys' }), 'item.0499');
    expect(keysShown()).toEqual([...Array(10).keys()].map((i) => `item.0499${i}`));
  });

  it('says it is busy while a row waits for its status, wherever that row is', () => {
    render(<Harness count={5_000} loading />);
    expect(list().getAttribute('aria-busy')).toBe('true');
  });

  it('renders every row of a short list', () => {
    render(<Harness count={150} />);
    expect(options()).toHaveLength(150);
  });
});
