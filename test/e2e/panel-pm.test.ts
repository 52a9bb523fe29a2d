import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './extension-harness';
import {
  button,
  eventually,
  demoWithPanel,
  keyOption,
  identityText,
  selectKey,
  serviceRow,
  signIn,
} from './panel-helpers';

let e2e: E2E;
let panel: Page;
beforeAll(async () => {
  e2e = await startE2E();
  ({ panel } = await demoWithPanel(e2e));
});
afterAll(() => e2e?.close());

const KEY = 'home.hero_text';
const counts = () => panel.locator('section.keys .counts').innerText();
const row = () => serviceRow(e2e, 'de', 'common', KEY);

describe('the project manager checks delivery and closes a row from the side panel', () => {
  it('signs in and is shown as project manager of every stage', async () => {
    await signIn(panel, 'pm@demo.test');
    await expect.poll(() => identityText(panel)).toContain('Project manager · All stages of de');
  });

  it('narrows the page to what is not delivered yet', async () => {
    await keyOption(panel, KEY).waitFor();
    await panel.getByRole('combobox', { name: 'Delivered' }).selectOption('no');
    await expect.poll(counts).toMatch(/^\d+ of \d+ keys/);
    expect(await keyOption(panel, KEY).count()).toBe(1);
    expect((await row())?.isDelivered).toBe(false);
  });

  it('locks a row: the service delivers it, and it leaves the not-delivered list', async () => {
    await expect.poll(counts).toMatch(/^\d+ of \d+ keys/);
    const before = Number((await counts()).split(' ')[0]);
    await selectKey(panel, KEY);
    await button(panel, 'Lock').click();
    // Locking serves the unreviewed text: the panel shows it and asks first.
    const dialog = panel.getByRole('alertdialog', { name: 'Lock and publish' });
    await expect.poll(() => dialog.innerText()).toContain((await row())!.text);
    await dialog.getByRole('button', { name: 'Lock and publish' }).click();
    const after = await eventually(row, (r) => r?.isLocked === true);
    expect(after?.isDelivered).toBe(true);
    await expect.poll(async () => Number((await counts()).split(' ')[0])).toBe(before - 1);
    await expect.poll(() => keyOption(panel, KEY).count()).toBe(0);
  });

  it('unlocks it again', async () => {
    await panel.getByRole('button', { name: 'Clear filters' }).click();
    await selectKey(panel, KEY);
    await expect.poll(() => button(panel, 'Unlock').isDisabled()).toBe(false);
    await button(panel, 'Unlock').click();
    const after = await eventually(row, (r) => r?.isLocked === false);
    expect(after?.isDelivered).toBe(false);
  });
});
