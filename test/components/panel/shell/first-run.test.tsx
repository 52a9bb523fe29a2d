// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBrowser } from 'wxt/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KeyList } from '../../../../components/panel/key-list/key-list';
import { PanelBody } from '../../../../components/panel/shell/panel-body';
import { uiPrefsItem } from '../../../../lib/messaging/ui-prefs';
import { NO_FILTERS } from '../../../../lib/panel/key-list';
import { setup, signedIn } from './panel-app-harness';

afterEach(cleanup);
beforeEach(() => fakeBrowser.reset());

describe('the first run', () => {
  it('welcomes with the demo shop, sign-in and the lens switch, until put away', async () => {
    setup({ ...signedIn(), auth: { ...signedIn().auth, mode: 'demo', user: null } });
    const welcome = await screen.findByRole('region', { name: 'Welcome to Locale Lens' });
    const demo = screen.getByRole('link', { name: 'demo shop' });
    expect(demo.getAttribute('href')).toBe('http://127.0.0.1:8787/demo/?lang=de');
    expect(welcome.textContent).toContain('Sign in below to edit, confirm and approve');
    expect(welcome.textContent).toContain('Alt+Shift+L');
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region', { name: 'Welcome to Locale Lens' })).toBeNull();
    expect((await uiPrefsItem.getValue()).welcomed).toBe(true);
  });

  it('does not come back once put away', async () => {
    await uiPrefsItem.setValue({ theme: 'system', welcomed: true });
    setup(signedIn());
    await screen.findByRole('option', { name: 'nav.cart' });
    expect(screen.queryByRole('region', { name: 'Welcome to Locale Lens' })).toBeNull();
  });
});

describe('empty and error states say what to do next', () => {
  const list = {
    groups: [],
    selectedId: null,
    filters: NO_FILTERS,
    filtersActive: false,
    stateCounts: {},
    queueLength: 0,
    onSelect: vi.fn(),
    onFiltersChange: vi.fn(),
  };

  it('a page without keys: how keys are found, and where to try it', () => {
    render(
      <PanelBody
        tabId={1}
        site={null}
        loading={false}
        error={null}
        service={null}
        list={{ ...list, total: 0, onFiltersClear: vi.fn() }}
      />,
    );
    expect(screen.getByText(/No translation keys found/)).toBeTruthy();
    expect(screen.getByText(/data-i18n-key.*try the demo shop/)).toBeTruthy();
  });

  it('a page that could not be read: the reason, then reload', () => {
    render(
      <PanelBody
        tabId={1}
        site={null}
        loading={false}
        error={new Error('The tab has closed')}
        service={null}
        list={{ ...list, total: 0, onFiltersClear: vi.fn() }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('The tab has closed');
    expect(screen.getByText(/Reload the page/)).toBeTruthy();
  });

  it('filters that match nothing: one click shows every key again', async () => {
    const onFiltersClear = vi.fn();
    render(
      <KeyList
        {...list}
        total={4}
        filters={{ ...NO_FILTERS, search: 'zzz' }}
        filtersActive
        onFiltersClear={onFiltersClear}
      />,
    );
    expect(screen.getByText(/No key on this page matches/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show all keys' }));
    expect(onFiltersClear).toHaveBeenCalled();
  });
});
