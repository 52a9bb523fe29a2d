// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
import { page, workflow, XSS } from '../../../lib/panel/fixtures';
import { accessibleName } from '../accessible-name';

afterEach(cleanup);

/** The list with its filters held in state, as the panel holds them. */
function Harness({ onSelect }: { onSelect(id: string): void }) {
  const rows = buildRows(page(workflow('translator')));
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
      queueLength={rows.filter((r) => r.actionable).length}
      onSelect={(id) => {
        setSelected(id);
        onSelect(id);
      }}
      onFiltersChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}
      onFiltersClear={() => setFilters(NO_FILTERS)}
    />
  );
}

const names = () =>
  within(screen.getByRole('listbox', { name: 'Keys on this page' }))
    .getAllByRole('option')
    .map((o) => accessibleName(o));

describe('KeyList', () => {
  it('lists each key once, named by its key, grouped by namespace with counts', () => {
    render(<Harness onSelect={vi.fn()} />);
    expect(names()).toEqual([
      'nav.home',
      'nav.cart',
      'footer.copy',
      'promo.html',
      'pay.title',
      'pay.total',
      'pay.note',
    ]);
    expect(screen.getByRole('option', { name: 'nav.cart' })).toBeTruthy();
    const common = screen.getByRole('group', { name: 'common 4' });
    expect(within(common).getAllByRole('option')).toHaveLength(4);
    expect(screen.getByText('7 keys · 3 to act on')).toBeTruthy();
  });

  it('shows state badges and tags in words', () => {
    render(<Harness onSelect={vi.fn()} />);
    const home = screen.getByRole('option', { name: 'nav.home' });
    expect(within(home).getByText('Delivered')).toBeTruthy();
    expect(within(home).getByText('Attribute')).toBeTruthy();
    expect(within(home).getByText('Text match')).toBeTruthy();
    const locked = screen.getByRole('option', { name: 'footer.copy' });
    expect(within(locked).getByText('Read-only').getAttribute('title')).toBe(
      'The row is locked by a project manager',
    );
  });

  it('names the stage a draft waits in, and never shows the source as a translation', () => {
    render(<Harness onSelect={vi.fn()} />);
    const badge = (key: string) =>
      screen.getByRole('option', { name: key }).querySelector('.badge')?.textContent;
    expect(badge('nav.cart')).toBe('Edited');
    expect(badge('pay.title')).toBe('In review');
    expect(badge('pay.total')).toBe('Waiting for approval');
    const note = screen.getByRole('option', { name: 'pay.note' });
    expect(note.querySelector('.item-text')?.textContent).toBe('Source: Note');
  });

  it('narrows by search (key, source, translation)', async () => {
    render(<Harness onSelect={vi.fn()} />);
    const search = screen.getByRole('searchbox', { name: 'Search keys' });
    await userEvent.type(search, 'pay.');
    expect(names()).toEqual(['pay.title', 'pay.total', 'pay.note']);
    expect(screen.getByText('3 of 7 keys · 3 to act on')).toBeTruthy();
    await userEvent.clear(search);
    await userEvent.type(search, 'warenkorb');
    expect(names()).toEqual(['nav.cart']);
  });

  it.each([
    ['State', 'edited', ['nav.cart', 'pay.title', 'pay.total']],
    ['Approved', 'yes', ['nav.home']],
    ['Delivered', 'no', ['nav.cart', 'promo.html', 'pay.title', 'pay.total', 'pay.note']],
    ['Detection method', 'invisible', ['nav.cart']],
  ])('filters by %s', async (name, value, expected) => {
    render(<Harness onSelect={vi.fn()} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name }), value);
    expect(names()).toEqual(expected);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(names()).toHaveLength(7);
  });

  it('filters to rows editable by me', async () => {
    render(<Harness onSelect={vi.fn()} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Editable by me' }));
    expect(names()).toEqual(['nav.cart', 'promo.html', 'pay.note']);
    expect(screen.getByRole('group', { name: 'common 2/4' })).toBeTruthy();
  });

  it('selects by click and by arrow keys', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('option', { name: 'nav.cart' }));
    expect(onSelect).toHaveBeenLastCalledWith('common\u0000nav.cart');
    expect(screen.getByRole('option', { name: 'nav.cart' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    screen.getByRole('listbox').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onSelect).toHaveBeenLastCalledWith('common\u0000footer.copy');
  });

  it('renders page text as text, never as HTML', () => {
    render(<Harness onSelect={vi.fn()} />);
    const promo = screen.getByRole('option', { name: 'promo.html' });
    expect(within(promo).getByText(XSS)).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });
});
