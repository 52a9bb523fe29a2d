import { Locator, type Page } from 'puppeteer-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../server/demo/seed';
import type { Harness } from '../server/harness';

/** The panel driven as a user would, by what it shows (CSS and XPath: puppeteer's selectors). */
export const buttonNamed = (name: string) => `::-p-xpath(//button[normalize-space()="${name}"])`;

const keyOption = (key: string) =>
  `::-p-xpath(//*[@role="listbox"]//*[@role="option"][.//*[@class="key" and text()="${key}"]])`;

/** Signs in as `email`, first signing out a session a failed attempt left (the project retries). */
export async function signIn(panel: Page, email: string): Promise<void> {
  const signedIn = await Locator.race([
    panel.locator('form.signin').map(() => false),
    panel.locator(buttonNamed('Sign out')).map(() => true),
  ]).wait();
  if (signedIn) await panel.locator(buttonNamed('Sign out')).click();
  await panel.locator('form.signin input[type="email"]').fill(email);
  await panel.locator('form.signin input[type="password"]').fill(DEMO_PASSWORD);
  await panel.locator('form.signin button[type="submit"]').click();
  await panel.locator(buttonNamed('Sign out')).wait();
}

export async function selectKey(panel: Page, key: string): Promise<void> {
  await panel.locator(keyOption(key)).click();
  await panel.locator('textarea.translation').wait();
}

/** The service's view of one row, through the master key. */
export async function serviceRow(service: Harness, locale: string, ns: string, key: string) {
  const res = await service.call(
    'GET',
    `/api/integrations/targets/status?locale=${locale}&namespace=${ns}&keys=${encodeURIComponent(key)}`,
    { key: 'lr_demo_master' },
  );
  expect(res.status).toBe(200);
  return res.body.translations[key] as { text: string; isLocked: boolean } | null;
}
