/**
 * Safety first, in real Chromium: a service that cannot be reached is named as such, credentials
 * never reach an origin that did not issue them, a master key is kept only after a warning, and
 * a save or lock that changes what customers see asks first.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import type { PageReport } from '../../lib/messaging/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inOverlay } from './closed-shadow';
import { startE2E, type E2E } from './extension-harness';
import {
  button,
  demoWithPanel,
  eventually,
  homeComplete,
  keyOption,
  selectKey,
  serviceRow,
  signIn,
} from './panel-helpers';

/** A stranger's service on another port: records what reaches it, answers 503. */
function listener() {
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  const server: Server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    res.writeHead(503, { 'content-type': 'application/json' }).end('{}');
  });
  return new Promise<{ url: string; seen: typeof seen; server: Server }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server }),
    ),
  );
}

/** A port nothing listens on. */
async function deadPort(): Promise<string> {
  const { url, server } = await listener();
  await new Promise((r) => server.close(r));
  return url;
}

let e2e: E2E;
let page: Page;
let panel: Page;
let stranger: Awaited<ReturnType<typeof listener>>;
/** Keys the page found by their delivered text, while the service answered. */
let textKeys: number;
const textMatches = (r: PageReport) => r.keys.filter((k) => k.method === 'text').length;
/** A row with an unreviewed text, not served: locked in the lock test. */
let draft: string;
beforeAll(async () => {
  e2e = await startE2E();
  stranger = await listener();
  ({ page, panel } = await demoWithPanel(e2e));
  textKeys = textMatches(await e2e.report(page, homeComplete));
});
afterAll(async () => {
  stranger?.server.close();
  await e2e?.close();
});

const problemBox = () => panel.getByRole('region', { name: 'Service problem' });
const legendProblem = () =>
  inOverlay<string | null>(
    page,
    'function () { const p = this.querySelector(".legend .problem"); return p && !p.hidden ? p.textContent : null; }',
  );
const legendRowsShown = () =>
  inOverlay<boolean>(
    page,
    'function () { return getComputedStyle(this.querySelector(".legend .rows")).display !== "none"; }',
  );

describe('a master key and the service URL', () => {
  it('keeps a pasted master key only after warning what it can do', async () => {
    await panel.getByRole('radio', { name: 'Use an integration key' }).click();
    await panel.getByLabel('API key', { exact: true }).fill('lr_demo_master');
    await button(panel, 'Use key').click();
    const warning = panel.getByRole('alertdialog', { name: 'Master key' });
    await expect.poll(() => warning.innerText()).toMatch(/master key: it can change, approve/);
    expect((await e2e.ask('auth.state')).mode).toBe('demo');
    await button(panel, 'Use the master key anyway').click();
    await expect.poll(async () => (await e2e.ask('auth.state')).mode).toBe('key');
  });

  it('sends no credential to a listener on another port once the URL points there', async () => {
    await e2e.ask('settings.set', { baseUrl: stranger.url });
    // The panel and the page's lens both ask the new URL for the page's rows.
    await eventually(
      async () => stranger.seen.filter((s) => s.url.startsWith('/api/')).length,
      (n) => n >= 2,
    );
    // The page's lens asks too when it starts.
    const before = stranger.seen.length;
    await page.reload();
    await eventually(
      async () => stranger.seen.length,
      (n) => n > before,
    );
    expect(stranger.seen.length).toBeGreaterThan(0);
    for (const { headers } of stranger.seen) {
      expect(headers['x-api-key']).toBeUndefined();
      expect(headers.authorization).toBeUndefined();
    }
    expect((await e2e.ask('auth.state')).mode).toBe('demo');
    await panel.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  });
});

describe('a service URL where nothing answers', () => {
  let dead: string;
  beforeAll(async () => {
    dead = await deadPort();
    await e2e.ask('settings.set', { baseUrl: dead });
  });

  it('says in the panel that the service at that URL cannot be reached, with Retry now', async () => {
    await expect
      .poll(() => problemBox().innerText())
      .toContain(`The service at ${dead} cannot be reached`);
    expect(await problemBox().innerText()).not.toMatch(/Failed to fetch/);
    expect(await panel.getByText('Not a target language', { exact: false }).count()).toBe(0);
    expect(await panel.getByText('All changes saved').count()).toBe(0);
    expect(await panel.getByRole('listbox', { name: 'Keys on this page' }).count()).toBe(0);
    await button(panel, 'Retry now').click();
    await expect.poll(() => button(panel, 'Retry now').isEnabled()).toBe(true);
    expect(await problemBox().innerText()).toContain('cannot be reached');
  });

  it('says so in the overlay legend instead of counting keys as loading', async () => {
    await expect.poll(legendProblem).toContain(`The service at ${dead} cannot be reached`);
    expect(await legendRowsShown()).toBe(false);
  });

  it('recovers when the URL points at a service that answers', async () => {
    await e2e.ask('settings.set', { baseUrl: e2e.service.url });
    await expect.poll(() => problemBox().count()).toBe(0);
    await keyOption(panel, 'home.hero_title').first().waitFor();
    await expect.poll(legendProblem).toBeNull();
    expect(await legendRowsShown()).toBe(true);
    // The page was loaded while nothing answered: text matching comes back with the service.
    await e2e.report(page, (r) => homeComplete(r) && textMatches(r) === textKeys);
  });
});

describe('edits that change what customers see', () => {
  let live: string[];
  beforeAll(async () => {
    await signIn(panel, 'pm@demo.test');
    const rows = (await e2e.report(page)).keys.filter(
      (k) => k.namespace === 'common' && k.visible && typeof k.status === 'object' && k.status,
    );
    const keys = (served: boolean) => [
      ...new Set(
        rows
          .filter((k) => typeof k.status === 'object' && k.status && !k.status.isLocked)
          .filter((k) => typeof k.status === 'object' && k.status?.text !== '')
          .filter((k) => typeof k.status === 'object' && k.status?.isDelivered === served)
          .map((k) => k.key),
      ),
    ];
    live = keys(true);
    // Unreviewed: in a work stage, not approved.
    draft = keys(false).find((key) =>
      rows.some((k) => k.key === key && typeof k.status === 'object' && !k.status?.isReady),
    )!;
    expect(live.length).toBeGreaterThanOrEqual(2);
    expect(draft).toBeDefined();
  });

  async function editLive(key: string, text: string) {
    const before = (await serviceRow(e2e, 'de', 'common', key))!;
    await selectKey(panel, key);
    await panel.getByRole('textbox', { name: 'Translation' }).fill(text);
    await button(panel, 'Save').click();
    const dialog = panel.getByRole('alertdialog', { name: 'This text is live' });
    await expect.poll(() => dialog.innerText()).toContain(before.text);
    expect(await dialog.innerText()).toMatch(/stops being served until it is approved again/);
    return dialog;
  }

  it('saves and keeps a live row on the site in one step', async () => {
    const key = live[0]!;
    const dialog = await editLive(key, 'Neu und live');
    await dialog.getByRole('button', { name: 'Save and keep it live' }).click();
    const row = await eventually(
      () => serviceRow(e2e, 'de', 'common', key),
      (r) => r?.text === 'Neu und live' && r.isDelivered,
    );
    expect(row?.isReady).toBe(true);
  });

  it('saves as a draft when asked to: the row leaves the site', async () => {
    const key = live[1]!;
    const dialog = await editLive(key, 'Nur ein Entwurf');
    await dialog.getByRole('button', { name: 'Save as a draft' }).click();
    const row = await eventually(
      () => serviceRow(e2e, 'de', 'common', key),
      (r) => r?.text === 'Nur ein Entwurf',
    );
    expect(row?.isDelivered).toBe(false);
  });

  it('asks before a lock publishes an unreviewed draft, showing the text', async () => {
    const key = draft;
    const before = (await serviceRow(e2e, 'de', 'common', key))!;
    expect(before.isDelivered).toBe(false);
    await selectKey(panel, key);
    await button(panel, 'Lock').click();
    const dialog = panel.getByRole('alertdialog', { name: 'Lock and publish' });
    await expect.poll(() => dialog.innerText()).toContain(before.text);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await serviceRow(e2e, 'de', 'common', key))?.isLocked).toBe(false);
    await button(panel, 'Lock').click();
    await dialog.getByRole('button', { name: 'Lock and publish' }).click();
    await eventually(
      () => serviceRow(e2e, 'de', 'common', key),
      (r) => r?.isLocked === true && r.isDelivered,
    );
  });
});

describe('the service stops while a manager works', () => {
  it('keeps the open row and its text, shows "Not connected" and what waits', async () => {
    await expect.poll(() => panel.getByText('All changes saved').count()).toBe(1);
    const key = draft; // locked: saving it keeps it served, so nothing is asked
    await selectKey(panel, key);
    const field = panel.getByRole('textbox', { name: 'Translation' });
    await field.fill('Offline geschrieben');
    await e2e.service.close();
    e2e.service.close = async () => undefined; // closed here already
    await expect.poll(() => problemBox().innerText()).toContain('cannot be reached');
    // The row being typed in stays open with what was typed; only new rows cannot open.
    expect(await field.inputValue()).toBe('Offline geschrieben');
    await button(panel, 'Save').click();
    const outbox = panel.getByRole('status', { name: 'Outbox' });
    await expect.poll(() => outbox.innerText()).toContain('1 waiting to be sent');
    expect(await outbox.innerText()).toContain('Not connected');
    expect(await panel.getByText('All changes saved').count()).toBe(0);
  });
});
