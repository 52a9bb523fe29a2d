// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShortcutList, SitesList } from '../../../components/options/options-reference';
import { SettingsForm } from '../../../components/options/settings-form';

afterEach(cleanup);

const settings = {
  baseUrl: 'http://127.0.0.1:8787',
  pinnedLocale: null,
  readOnlyStyle: 'hatch' as const,
  selectModifier: 'alt' as const,
  mode: 'demo' as const,
};
const pinned = () => screen.getByRole('textbox', { name: 'Pinned page language' });

describe('options: what is saved is checked first', () => {
  it('refuses a pinned language that is no language, and saves nothing', async () => {
    const onSave = vi.fn(async () => 'Saved');
    render(<SettingsForm settings={settings} onSave={onSave} />);
    await userEvent.type(pinned(), 'klingon');
    expect(pinned().getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(
      screen.getByText(
        'Not saved: “klingon” is not a known language: use a code like de, ja or pt-BR',
      ),
    ).toBeTruthy();
  });

  it('names a valid language and saves its canonical tag', async () => {
    const onSave = vi.fn(async () => 'Saved');
    render(<SettingsForm settings={settings} onSave={onSave} />);
    await userEvent.type(pinned(), 'pt-br');
    expect(screen.getByText('Brazilian Portuguese (pt-BR)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      baseUrl: 'http://127.0.0.1:8787',
      pinnedLocale: 'pt-BR',
      readOnlyStyle: 'hatch',
      selectModifier: 'alt',
    });
  });

  it('tests the connection to the URL in the box, before saving it', async () => {
    const onTest = vi.fn(async (url: string) => `Nothing answers at ${url}`);
    render(<SettingsForm settings={settings} onSave={vi.fn()} onTest={onTest} />);
    const url = screen.getByRole('textbox', { name: 'Service URL' });
    await userEvent.clear(url);
    await userEvent.type(url, 'http://127.0.0.1:9');
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Nothing answers at http://127.0.0.1:9')).toBeTruthy();
  });
});

describe('options: reference', () => {
  it('lists the sites Locale Lens is on for, built in and added', () => {
    render(
      <SitesList
        sites={[
          { pattern: 'http://localhost/*', builtIn: true },
          { pattern: 'https://shop.example/*', builtIn: false },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'http://localhost/* — out of the box (any port)',
      'https://shop.example/* — turned on by you',
    ]);
  });

  it('lists the shortcuts, with the lens key Chrome has', () => {
    render(<ShortcutList lensKey="Alt+Shift+L" />);
    expect(screen.getByRole('rowheader', { name: 'Alt+Shift+L' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Ctrl+Enter' })).toBeTruthy();
    expect(screen.getByText('In the side panel: save and confirm, then move on')).toBeTruthy();
  });
});

describe('options: read-only marking', () => {
  it('saves the chosen way of marking read-only keys', async () => {
    const onSave = vi.fn(async () => 'Saved');
    render(<SettingsForm settings={settings} onSave={onSave} />);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Keys you cannot edit, on the page' }),
      'outline',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ readOnlyStyle: 'outline' }));
  });
});

describe('options: the key that selects a key on the page', () => {
  it.each(['ctrl', 'shift', 'alt-shift'] as const)(
    'saves %s, and says why Alt may not do',
    async (choice) => {
      const onSave = vi.fn(async () => 'Saved');
      render(<SettingsForm settings={settings} onSave={onSave} />);
      const select = screen.getByRole('combobox', { name: 'Select a key on the page with' });
      expect(select.getAttribute('aria-describedby')).toBeTruthy();
      expect(screen.getByText(/Alt\+click moves windows on GNOME, KDE and Xfce/)).toBeTruthy();
      await userEvent.selectOptions(select, choice);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ selectModifier: choice }));
    },
  );
});
