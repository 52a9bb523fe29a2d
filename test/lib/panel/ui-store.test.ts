import { describe, expect, it } from 'vitest';
import { createUiStore } from '../../../lib/panel/ui-store';

const open = (store: ReturnType<typeof createUiStore>, text = 'Hallo') => {
  store.getState().rowSelected('r1');
  store.getState().editOpened({ rowId: 'r1', text, baseText: 'Hallo', draftRestored: false });
};

describe('ui store', () => {
  it('selecting a row resets the edit, the preview and the conflict shown', () => {
    const store = createUiStore();
    open(store);
    store.getState().previewAnswered({ overflow: true, truncated: false, elements: 1 });
    store.getState().conflictOpened('o1');
    store.getState().rowSelected('r2');
    expect(store.getState()).toMatchObject({
      selectedId: 'r2',
      session: null,
      preview: null,
      conflictId: null,
      mode: 'browse',
    });
  });

  it('ignores an edit opened for a row no longer selected', () => {
    const store = createUiStore();
    store.getState().rowSelected('r2');
    store.getState().editOpened({ rowId: 'r1', text: 'x', baseText: 'x', draftRestored: false });
    expect(store.getState().session).toBeNull();
  });

  it('typing edits; a queued save becomes the base of the next one', () => {
    const store = createUiStore();
    open(store);
    store.getState().textTyped('Hallo!');
    expect(store.getState().mode).toBe('editing');
    store.getState().saveQueued('Hallo!');
    expect(store.getState().session).toMatchObject({ savedText: 'Hallo!', baseText: 'Hallo!' });
    store.getState().saveLanded();
    expect(store.getState().session?.savedText).toBeNull();
  });

  it('cancel restores the row text and keeps the discarded edit for undo', () => {
    const store = createUiStore();
    open(store);
    store.getState().textTyped('Hallo Welt');
    store.getState().editCancelled('Hallo');
    expect(store.getState().session?.text).toBe('Hallo');
    expect(store.getState().discarded).toEqual({ rowId: 'r1', text: 'Hallo Welt' });
    store.getState().discardUndone();
    expect(store.getState().session?.text).toBe('Hallo Welt');
    expect(store.getState().discarded).toBeNull();
  });

  it('filters change by patch and clear', () => {
    const store = createUiStore();
    store.getState().filtersChanged({ search: 'nav' });
    store.getState().filtersChanged({ editableByMe: true });
    expect(store.getState().filters).toMatchObject({ search: 'nav', editableByMe: true });
    store.getState().filtersCleared();
    expect(store.getState().filters.search).toBe('');
  });
});
