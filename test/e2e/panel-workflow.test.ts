import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/demo/seed';
import { startE2E, type E2E } from './extension-harness';
import {
  button,
  eventually,
  demoWithPanel,
  identityText,
  selectKey,
  serviceRow,
  signIn,
  signOut,
} from './panel-helpers';

let e2e: E2E;
let page: Page;
let panel: Page;
beforeAll(async () => {
  e2e = await startE2E();
  ({ page, panel } = await demoWithPanel(e2e));
});
afterAll(() => e2e?.close());

const NEW_TEXT = 'Schlichte, langlebige Dinge für jeden Tag.';

describe('a translator, then a reviewer, take a row to delivery from the side panel', () => {
  it('the translator signs in and sees who they are', async () => {
    await signIn(panel, 'translator@demo.test');
    await expect
      .poll(() => panel.locator('body').innerText())
      .toContain(DEMO_USERS.translator.name);
    await expect.poll(() => identityText(panel)).toContain('Translator · Translation (de)');
  });

  it('typing previews the text in the page, in place', async () => {
    await selectKey(panel, 'home.hero_text');
    await panel.getByRole('textbox', { name: 'Translation' }).fill(NEW_TEXT);
    await expect.poll(() => page.locator('#hero-text').innerText()).toBe(NEW_TEXT);
  });

  it('Save, then Confirm: the row moves to Review, confirmed by the translator', async () => {
    await button(panel, 'Save').click();
    await eventually(
      () => serviceRow(e2e, 'de', 'common', 'home.hero_text'),
      (r) => r?.text === NEW_TEXT,
    );
    await button(panel, 'Confirm').click();
    const row = await eventually(
      () => serviceRow(e2e, 'de', 'common', 'home.hero_text'),
      (r) => r?.stageIndex === 1,
    );
    expect(row?.confirmedBy).toBe(DEMO_USERS.translator.user_id);
    // Now in Review: no longer the translator's to edit, and the panel says why.
    await expect.poll(() => button(panel, 'Save').isDisabled()).toBe(true);
    await expect
      .poll(() => panel.getByText('not assigned', { exact: false }).count())
      .toBeGreaterThan(0);
  });

  it('a locked row shows why it cannot be edited', async () => {
    await selectKey(panel, 'nav.home');
    await expect.poll(() => button(panel, 'Save').isDisabled()).toBe(true);
    // Lock is a manager's: a translator is not shown it at all.
    expect(await button(panel, 'Lock').count()).toBe(0);
    await expect
      .poll(() => panel.getByText('locked by a project manager', { exact: false }).count())
      .toBeGreaterThan(0);
  });

  it('the reviewer confirms through review and proofreading, approves in postreview, and the row is delivered', async () => {
    await signOut(panel);
    await signIn(panel, 'reviewer@demo.test');
    await selectKey(panel, 'home.hero_text');
    await button(panel, 'Confirm').click();
    await eventually(
      () => serviceRow(e2e, 'de', 'common', 'home.hero_text'),
      (r) => r?.stageIndex === 2,
    );
    await expect.poll(() => button(panel, 'Confirm').isEnabled()).toBe(true);
    await button(panel, 'Confirm').click();
    await eventually(
      () => serviceRow(e2e, 'de', 'common', 'home.hero_text'),
      (r) => r?.stageIndex === 3,
    );
    await expect.poll(() => button(panel, 'Approve').isEnabled()).toBe(true);
    await button(panel, 'Approve').click();
    const row = await eventually(
      () => serviceRow(e2e, 'de', 'common', 'home.hero_text'),
      (r) => r?.isDelivered === true,
    );
    expect(row?.isReady).toBe(true);
    const served = await e2e.service.call('GET', '/translations?locale=de&namespace=common', {
      key: 'lr_demo_publishable',
    });
    expect(served.body.translations['home.hero_text']).toBe(NEW_TEXT);
  });
});
