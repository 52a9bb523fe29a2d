import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { applyPanelAnswer } from '../../lib/messaging/report-change';
import type { PageReport } from '../../lib/messaging/types';
import type { E2E } from './extension-harness';

/** The side panel opened as a page bound to a tab (`?tab=`), as a pop-out window would be. */
export async function openPanel(e2e: E2E, tabId: number): Promise<Page> {
  const panel = await e2e.context.newPage();
  await panel.goto(`chrome-extension://${e2e.extensionId}/sidepanel.html?tab=${tabId}`);
  return panel;
}

/**
 * The demo home page is complete once its late parts have reported too: the newsletter frame and
 * the "recently viewed" widget, inserted 800 ms after load. Counting the panel's keys before then
 * counts a page that is still growing.
 */
export const homeComplete = (r: PageReport) =>
  r.keys.every((k) => k.status !== 'unknown') &&
  r.keys.some((k) => k.frameId !== 0) &&
  r.keys.some((k) => k.key === 'recent.title');

/** The demo home page, scanned in full, with the side panel bound to its tab. */
export async function demoWithPanel(e2e: E2E, path = '?lang=de') {
  const page = await e2e.openDemo(path);
  await e2e.report(page, homeComplete);
  return { page, panel: await openPanel(e2e, await e2e.tabIdOf(page)) };
}

/**
 * What the background would send the tab's side panel now, in short, for a failed test to print:
 * how many keys, the service problem, the keys still without a status, and one key's row.
 */
export async function panelPageSummary(e2e: E2E, page: Page, key: string) {
  return e2e
    .ask('panel.page', { tabId: await e2e.tabIdOf(page) })
    .then((a) => {
      const { report, problem } = applyPanelAnswer(a, undefined);
      const unknown = report.keys.filter((k) => k.status === 'unknown').map((k) => k.key);
      const row = report.keys.find((k) => k.key === key) ?? null;
      return JSON.stringify({ keys: report.keys.length, problem, unknown, [key]: row });
    })
    .catch(String);
}

/** The identity bar: who you are, your role and stages. */
export const identityText = (panel: Page) =>
  panel.getByRole('button', { name: 'Sign out', exact: true }).locator('xpath=..').innerText();

export async function signIn(
  panel: Page,
  email: string,
  password = 'locale-lens-demo',
): Promise<void> {
  await panel.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Sign in', exact: true }).click();
  await panel.getByRole('button', { name: 'Sign out', exact: true }).waitFor();
}

export async function signOut(panel: Page): Promise<void> {
  await panel.getByRole('button', { name: 'Sign out', exact: true }).click();
  await panel.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
}

export const keyOption = (panel: Page, key: string) =>
  panel
    .getByRole('listbox', { name: 'Keys on this page' })
    .getByRole('option', { name: key, exact: true });

export async function selectKey(panel: Page, key: string): Promise<void> {
  await keyOption(panel, key).first().click();
  await panel.getByRole('textbox', { name: 'Translation' }).waitFor();
}

export const button = (panel: Page, name: string) =>
  panel.getByRole('button', { name, exact: true });

/** The service's view of one row, through the master key. */
export async function serviceRow(e2e: E2E, locale: string, namespace: string, key: string) {
  const res = await e2e.service.call(
    'GET',
    `/api/integrations/targets/status?locale=${locale}&namespace=${namespace}&keys=${encodeURIComponent(key)}`,
    {
      key: 'lr_demo_master',
    },
  );
  expect(res.status).toBe(200);
  return res.body.translations[key] as {
    text: string;
    stageIndex: number;
    confirmedBy: string | null;
    isReady: boolean;
    isDelivered: boolean;
    isLocked: boolean;
  } | null;
}

/** Polls until `check` passes (writes go through the outbox, asynchronously). */
export async function eventually<T>(
  fn: () => Promise<T>,
  check: (v: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (check(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Never reached the expected state; last: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
