import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './extension-harness';

let e2e: E2E;
let options: Page;
beforeAll(async () => {
  e2e = await startE2E();
  options = await e2e.context.newPage();
  await options.goto(`chrome-extension://${e2e.extensionId}/options.html`);
});
afterAll(() => e2e?.close());

const form = () => options.getByRole('form', { name: 'Connection settings' });
const status = () => form().getByRole('status').last();

describe('the options page', () => {
  it('tests the connection to the URL in the box, without saving it', async () => {
    await form().getByRole('button', { name: 'Test connection' }).click();
    await expect
      .poll(() => form().locator('.test-connection').innerText())
      .toMatch(/Connected: the service at http:\/\/127\.0\.0\.1:\d+ answers .*with the demo/);
    await form().getByRole('textbox', { name: 'Service URL' }).fill('http://127.0.0.1:9');
    await form().getByRole('button', { name: 'Test connection' }).click();
    await expect
      .poll(() => form().locator('.test-connection').innerText())
      .toContain('Nothing answers at http://127.0.0.1:9');
    expect((await e2e.ask('settings.get')).baseUrl).toBe(e2e.service.url);
    await form().getByRole('textbox', { name: 'Service URL' }).fill(e2e.service.url);
  });

  it('refuses a pinned language that is no language, in the page and in the background', async () => {
    await form().getByRole('textbox', { name: 'Pinned page language' }).fill('klingon');
    await form().getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => status().innerText()).toMatch(/^Not saved: “klingon” is not a known/);
    expect((await e2e.ask('settings.get')).pinnedLocale).toBeNull();
    await expect(e2e.ask('settings.set', { pinnedLocale: 'klingon' })).rejects.toThrow(
      /Not a known language tag/,
    );
    await form().getByRole('textbox', { name: 'Pinned page language' }).fill('ja');
    await expect.poll(() => form().locator('#pinned-check').innerText()).toBe('Japanese (ja)');
    await form().getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => (await e2e.ask('settings.get')).pinnedLocale).toBe('ja');
    await e2e.ask('settings.set', { pinnedLocale: null });
  });

  it('lists the sites Locale Lens is on for, and the shortcuts with the lens key', async () => {
    const sites = options.getByRole('region', { name: 'Sites Locale Lens is on for' });
    expect(await sites.getByRole('listitem').allInnerTexts()).toEqual([
      'http://localhost/* — out of the box (any port)',
      'http://127.0.0.1/* — out of the box (any port)',
    ]);
    const keys = options.getByRole('region', { name: 'Keyboard shortcuts' });
    expect(await keys.getByRole('rowheader').first().innerText()).toBe('Alt+Shift+L');
    expect(await keys.innerText()).toContain('Save and confirm, then move on'.toLowerCase());
  });
});
