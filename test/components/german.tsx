// Shared by the German component tests.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { NO_FILTERS } from '../../lib/panel/key-list';
import { TextContext } from '../../lib/panel/use-text';
import { textFor } from '../../lib/ui-text/catalogues';

export const inGerman = (ui: ReactNode) =>
  render(<TextContext.Provider value={textFor('de')}>{ui}</TextContext.Provider>);

/** Words of English sentences that no German text of these views contains. */
export const ENGLISH = /\b(the|and|your|this|with|keys?|found|page)\b/i;
export const text = () => document.body.textContent ?? '';

export const list = {
  groups: [],
  selectedId: null,
  filters: NO_FILTERS,
  filtersActive: false,
  stateCounts: {},
  queueLength: 0,
  onSelect: vi.fn(),
  onFiltersChange: vi.fn(),
  onFiltersClear: vi.fn(),
};
