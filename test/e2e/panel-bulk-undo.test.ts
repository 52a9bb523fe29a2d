import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './extension-harness';
import {
  button,
  demoWithPanel,
  eventually,
  keyOption,
  selectKey,
  serviceRow,
  signIn,
  signOut,
} from './panel-helpers';

/**
 * A translator takes back a save within the undo window; a reviewer takes two rows to postreview
 * and approves every row waiting for approval on the page at once, after its summary. Each is
 * checked in the panel and in the service.
 */
let e2e: E2E;
let panel: Page;
beforeAll(async () => {
  e2e = await startE2E();
  ({ panel } = await demoWithPanel(e2e));
});
afterAll(() => e2e?.close());

const row = (key: string) => serviceRow(e2e, 'de', 'common', key);

describe('undo', () => {
  it('takes a save back within the undo window, in the panel and in the service', async () => {
    await signIn(panel, 'translator@demo.test');
    const before = (await row('home.hero_text'))!.text;
    await selectKey(panel, 'home.hero_text');
    const box = panel.getByRole('textbox', { name: 'Translation' });
    await box.fill('Ganz neu');
    await button(panel, 'Save').click();
    await eventually(
      () => row('home.hero_text'),
      (r) => r?.text === 'Ganz neu',
    );
    await button(panel, 'Undo').click();
    await eventually(
      () => row('home.hero_text'),
      (r) => r?.text === before,
    );
    await expect.poll(() => box.inputValue()).toBe(before);
    await panel.getByText('the previous text is back', { exact: false }).waitFor();
    await signOut(panel);
  });
});

describe('approving every ready row at once', () => {
  it('asks with a summary, then approves each row: delivered in the service and the panel', async () => {
    await signIn(panel, 'reviewer@demo.test');
    // Two rows to postreview: one from proofreading, one from review through proofreading.
    for (const [key, confirms] of [
      ['tabs.popular', 1],
      ['recent.title', 2],
    ] as const) {
      await selectKey(panel, key);
      const start = (await row(key))!.stageIndex;
      for (let i = 1; i <= confirms; i++) {
        await expect.poll(() => button(panel, 'Confirm').isEnabled()).toBe(true);
        await button(panel, 'Confirm').click();
        await eventually(
          () => row(key),
          (r) => r?.stageIndex === start + i,
        );
      }
    }
    const offer = panel.getByRole('button', {
      name: 'Approve 2 rows waiting for approval on this page…',
    });
    await offer.click();
    const dialog = panel.getByRole('alertdialog', { name: 'Approve rows' });
    // The summary names what goes live before anything is sent.
    expect(await dialog.innerText()).toContain('recent.title');
    expect(await dialog.innerText()).toContain('tabs.popular');
    expect((await row('tabs.popular'))!.isReady).toBe(false);
    await dialog.getByRole('button', { name: 'Approve 2 rows' }).click();
    for (const key of ['tabs.popular', 'recent.title'])
      await eventually(
        () => row(key),
        (r) => r?.isReady === true && r.isDelivered === true,
      );
    await panel.getByText('Approved 2 rows', { exact: false }).waitFor();
    // The list says so too, and nothing is left to approve.
    await expect.poll(() => keyOption(panel, 'tabs.popular').innerText()).toContain('Delivered');
    await expect.poll(() => offer.count()).toBe(0);
  });
});
