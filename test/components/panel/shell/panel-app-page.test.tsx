// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setup, signedIn, TAB, type World } from './panel-app-harness';

afterEach(cleanup);

describe("PanelApp's lens switch", () => {
  it("turns the page's overlay off and on again", async () => {
    const { sent } = setup({ ...signedIn(), lens: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Lens on' }));
    expect(await screen.findByRole('button', { name: 'Lens off' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Lens off' }));
    expect(await screen.findByRole('button', { name: 'Lens on' })).toBeTruthy();
    expect(sent('lens.toggle')).toEqual([
      { type: 'lens.toggle', tabId: TAB },
      { type: 'lens.toggle', tabId: TAB },
    ]);
  });

  it('says which language is pinned in the options, used instead of the page’s own', async () => {
    const world: World = { ...signedIn(), lens: true };
    world.reply = (m) =>
      m.type === 'settings.get'
        ? {
            baseUrl: 'http://127.0.0.1:8787',
            pinnedLocale: 'ja',
            readOnlyStyle: 'hatch',
            mode: 'demo',
          }
        : null;
    setup(world);
    expect(await screen.findByText('Language pinned: ja (set in the options)')).toBeTruthy();
  });

  it('names no pinned language when none is', async () => {
    setup({ ...signedIn(), lens: true });
    await screen.findByRole('button', { name: 'Lens on' });
    expect(screen.queryByText(/Language pinned/)).toBeNull();
  });

  it('is not shown where the page has no lens', async () => {
    setup(signedIn());
    await screen.findByRole('option', { name: 'nav.cart' });
    expect(screen.queryByRole('button', { name: /^Lens/ })).toBeNull();
  });
});

describe('PanelApp on a site where Locale Lens is off', () => {
  const offSite = (): World => ({
    ...signedIn(),
    site: { status: 'off', host: 'shop.example.com', pattern: 'https://shop.example.com/*' },
  });

  it('says so instead of "no keys", and turns it on for that one site', async () => {
    const { sent, transport, world } = setup({ ...offSite(), grants: true });
    expect(await screen.findByText(/Locale Lens is off on/)).toBeTruthy();
    expect(screen.queryByRole('option')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on for shop.example.com' }));
    expect(transport.requestOrigin).toHaveBeenCalledWith('https://shop.example.com/*');
    expect(sent('site.enable')).toEqual([{ type: 'site.enable', tabId: TAB }]);
    expect(world.site?.status).toBe('enabled');
    expect(await screen.findByRole('option', { name: 'nav.cart' })).toBeTruthy();
  });

  it('stays off, and says why, when the user refuses the permission', async () => {
    const { sent } = setup({ ...offSite(), grants: false });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Turn on for shop.example.com' }),
    );
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Locale Lens was not allowed on this site.',
    );
    expect(sent('site.enable')).toEqual([]);
  });

  it('explains that browser pages cannot be scanned', async () => {
    setup({ ...signedIn(), site: { status: 'unsupported', host: null, pattern: null } });
    expect(await screen.findByText(/web pages \(http and https\) only/)).toBeTruthy();
  });
});
