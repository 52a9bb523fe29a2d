import { describe, expect, it } from 'vitest';
import { createSites, siteOf, type SiteApi } from '../../../lib/background/sites';

describe('siteOf', () => {
  it.each([
    ['https://shop.example.com/cart?x=1', 'shop.example.com', 'https://shop.example.com/*'],
    ['http://shop.test:8080/demo/', 'shop.test', 'http://shop.test/*'],
    ['http://localhost:5173/', 'localhost', 'http://localhost/*'],
  ])('%s → %s', (url, host, pattern) => {
    expect(siteOf(url)).toEqual({ host, pattern });
  });

  it.each([undefined, '', 'chrome://extensions', 'file:///tmp/a.html', 'about:blank', 'nonsense'])(
    'no site for %s',
    (url) => expect(siteOf(url)).toBeNull(),
  );
});

/** A browser where permissions are granted by `grant` and scripts really register. */
function fakeBrowser(url: string) {
  const granted = new Set<string>();
  const registered = new Map<string, string>();
  const injected: number[] = [];
  const api: SiteApi = {
    tabUrl: async () => url,
    hasOrigin: async (p) => granted.has(p),
    registeredIds: async () => [...registered.keys()],
    register: async (id, pattern) => void registered.set(id, pattern),
    unregister: async (ids) => ids.forEach((id) => registered.delete(id)),
    inject: async (tabId) => void injected.push(tabId),
  };
  return { api, granted, registered, injected };
}

describe('sites', () => {
  it('runs on local development servers without asking', async () => {
    const b = fakeBrowser('http://127.0.0.1:8787/demo/');
    const sites = createSites(b.api);
    expect((await sites.state(1)).status).toBe('built_in');
    expect(await sites.enable(1)).toMatchObject({ status: 'built_in' });
    expect(b.registered.size + b.injected.length).toBe(0);
  });

  it('is off on another site until its permission is granted; enabling without it does nothing', async () => {
    const b = fakeBrowser('https://shop.example.com/');
    const sites = createSites(b.api);
    expect(await sites.state(1)).toEqual({
      status: 'off',
      host: 'shop.example.com',
      pattern: 'https://shop.example.com/*',
    });
    expect((await sites.enable(1)).status).toBe('off');
    expect(b.registered.size + b.injected.length).toBe(0);
  });

  it('once granted: registers the content script for that origin and runs it in the tab', async () => {
    const b = fakeBrowser('https://shop.example.com/p/1');
    const sites = createSites(b.api);
    b.granted.add('https://shop.example.com/*');
    // Granted in Chrome's own menu but never registered: still off, so the user can turn it on.
    expect((await sites.state(7)).status).toBe('off');
    expect((await sites.enable(7)).status).toBe('enabled');
    expect([...b.registered.values()]).toEqual(['https://shop.example.com/*']);
    expect(b.injected).toEqual([7]);
    expect((await sites.state(7)).status).toBe('enabled');
    // Enabling again neither registers twice nor injects a second copy.
    await sites.enable(7);
    expect(b.registered.size).toBe(1);
    expect(b.injected).toEqual([7]);
  });

  it('forgets a site whose permission was withdrawn', async () => {
    const b = fakeBrowser('https://shop.example.com/');
    const sites = createSites(b.api);
    b.granted.add('https://shop.example.com/*');
    await sites.enable(1);
    b.granted.delete('https://shop.example.com/*');
    await sites.forget(['https://shop.example.com/*', 'https://other.example/*']);
    expect(b.registered.size).toBe(0);
    expect((await sites.state(1)).status).toBe('off');
  });

  it('after an install, runs in the open tabs where it is on, and nowhere else', async () => {
    const b = fakeBrowser('');
    const sites = createSites(b.api);
    b.granted.add('https://on.example/*');
    b.registered.set('site:https://on.example/*', 'https://on.example/*');
    await sites.injectIntoOpenTabs([
      { id: 1, url: 'http://localhost:3000/' },
      { id: 2, url: 'https://on.example/page' },
      { id: 3, url: 'https://off.example/' },
      { id: 4, url: 'chrome://extensions/' },
      { id: 5 }, // a site without access: its URL is hidden
      { url: 'http://127.0.0.1/' }, // no id
    ]);
    expect(b.injected.sort()).toEqual([1, 2]);
  });

  it('cannot run on browser pages', async () => {
    const sites = createSites(fakeBrowser('chrome://settings').api);
    expect(await sites.state(1)).toEqual({ status: 'unsupported', host: null, pattern: null });
  });
});
