import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { startE2E, type E2E } from './extension-harness';
import { DEMO_USERS } from '../../server/demo/seed';
import {
  button,
  demoWithPanel,
  eventually,
  selectKey,
  serviceRow,
  signIn,
  signOut,
} from './panel-helpers';

let e2e: E2E;
let panel: Page;
beforeAll(async () => {
  e2e = await startE2E();
  ({ panel } = await demoWithPanel(e2e));
  await panel.getByRole('listbox', { name: 'Keys on this page' }).waitFor();
});
afterAll(() => e2e?.close());

describe('axe-core finds no serious or critical violation', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`in the side panel signed out (${scheme})`, async () => {
      await panel.emulateMedia({ colorScheme: scheme });
      expect(await seriousViolations(panel)).toEqual([]);
    });
  }

  it('in the options page', async () => {
    await e2e.extensionPage.reload();
    await e2e.extensionPage.getByRole('combobox', { name: 'Theme' }).waitFor();
    expect(await seriousViolations(e2e.extensionPage)).toEqual([]);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`in the side panel signed in, with a row open (${scheme})`, async () => {
      if (!(await panel.getByRole('button', { name: 'Sign out', exact: true }).count()))
        await signIn(panel, 'translator@demo.test');
      await selectKey(panel, 'home.hero_text');
      await panel.emulateMedia({ colorScheme: scheme });
      expect(await seriousViolations(panel)).toEqual([]);
    });
  }

  it('in the conflict view', async () => {
    const before = (await serviceRow(e2e, 'de', 'common', 'home.hero_text'))!.text;
    await panel.getByRole('textbox', { name: 'Translation' }).fill('Dinge für jeden Tag.');
    const other = await e2e.service.call('POST', '/api/integrations/targets/save', {
      key: 'lr_demo_master',
      body: {
        locale: 'de',
        namespace: 'common',
        rows: [{ key: 'home.hero_text', text: 'Dinge für jeden Tag (PM).', base_text: before }],
      },
    });
    expect(other.body.results['home.hero_text'].ok).toBe(true);
    await button(panel, 'Save').click();
    await button(panel, 'Keep mine').waitFor({ timeout: 15_000 });
    // Focus moves to the comparison, which the keyboard continues from.
    await expect
      .poll(() => panel.evaluate(() => document.activeElement?.textContent))
      .toBe('Someone else changed home.hero_text');
    for (const scheme of ['light', 'dark'] as const) {
      await panel.emulateMedia({ colorScheme: scheme });
      expect(await seriousViolations(panel)).toEqual([]);
    }
  });

  it('edit and confirm by keyboard alone, with the focus always visible', async () => {
    await panel.emulateMedia({ colorScheme: 'light' });
    await button(panel, 'Keep mine').press('Enter');
    await expect
      .poll(() => panel.getByRole('status', { name: 'Outbox' }).innerText())
      .toContain('All changes saved');
    await panel.bringToFront();
    await panel.keyboard.press('Escape');
    await panel.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    let role: string | null = null;
    for (let i = 0; i < 40 && role !== 'listbox'; i++) {
      await panel.keyboard.press('Tab');
      const focused = await panel.evaluate(() => {
        const el = document.activeElement!;
        const what = `${el.tagName} ${el.getAttribute('role')} ${el.textContent?.slice(0, 40)}`;
        return { role: el.getAttribute('role'), what, outline: getComputedStyle(el).outlineStyle };
      });
      // Passing the end of the page, the focus rests on the document itself for one step.
      if (!focused.what.startsWith('BODY')) expect(focused.outline, focused.what).not.toBe('none');
      role = focused.role;
    }
    expect(role).toBe('listbox');
    await selectByKeyboard(panel, 'home.hero_text');
    await panel.keyboard.press('e');
    await panel.keyboard.press('End');
    await panel.keyboard.type(' Jeden Tag.');
    await panel.keyboard.press('Control+Enter');
    const row = await eventually(
      () => serviceRow(e2e, 'de', 'common', 'home.hero_text'),
      (r) => r?.stageIndex === 1,
    );
    expect(row?.text).toBe('Dinge für jeden Tag. Jeden Tag.');
    expect(row?.confirmedBy).toBe(DEMO_USERS.translator.user_id);
  });

  it('in the options page signed in (account and projects)', async () => {
    const options = e2e.extensionPage;
    await options.reload();
    await options.getByRole('form', { name: 'Profile' }).waitFor();
    for (const scheme of ['light', 'dark'] as const) {
      await options.emulateMedia({ colorScheme: scheme });
      expect(await seriousViolations(options)).toEqual([]);
    }
  });

  it("in a reviewer's queue, with a row to review and the reason to reject it", async () => {
    // The row the translator confirmed by keyboard now waits in review.
    await signOut(panel);
    await signIn(panel, 'reviewer@demo.test');
    await panel
      .getByRole('listbox', { name: 'Keys on this page' })
      .getByRole('option')
      .first()
      .waitFor();
    await panel.bringToFront();
    await panel.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await panel.keyboard.press('j');
    await button(panel, 'Reject').waitFor();
    for (const scheme of ['light', 'dark'] as const) {
      await panel.emulateMedia({ colorScheme: scheme });
      expect(await seriousViolations(panel)).toEqual([]);
    }
    await panel.keyboard.press('r');
    await panel.getByRole('dialog', { name: 'Reject' }).waitFor();
    for (const scheme of ['light', 'dark'] as const) {
      await panel.emulateMedia({ colorScheme: scheme });
      expect(await seriousViolations(panel)).toEqual([]);
    }
    await panel.keyboard.press('Escape');
  });

  it('with every folded section of the panel open (offers, readiness, page inspection)', async () => {
    // The readiness section appears once the page's keys are in: open it by name, then the rest.
    const readiness = panel.locator('details.readiness-section');
    await readiness.locator('> summary').waitFor({ timeout: 30_000 });
    if (!(await readiness.evaluate((d) => (d as HTMLDetailsElement).open)))
      await readiness.locator('> summary').click();
    await panel.getByRole('checkbox', { name: 'Every live language of the project' }).waitFor();
    const folded = panel.locator('details:not([open]) > summary');
    for (let i = 0; i < 10 && (await folded.count()) > 0; i++) await folded.first().click();
    await expect
      .poll(() => panel.getByText('Looking at the page…').count(), { timeout: 15_000 })
      .toBe(0);
    for (const scheme of ['light', 'dark'] as const) {
      await panel.emulateMedia({ colorScheme: scheme });
      expect(await seriousViolations(panel)).toEqual([]);
    }
  });
});

/** Arrow keys in the list until the key is selected. */
async function selectByKeyboard(panel: Page, key: string): Promise<void> {
  const selected = () =>
    panel.evaluate(
      () => document.querySelector('[role="option"][aria-selected="true"] .key')?.textContent,
    );
  await panel.keyboard.press('Home');
  for (let i = 0; i < 100 && (await selected()) !== key; i++)
    await panel.keyboard.press('ArrowDown');
  expect(await selected()).toBe(key);
}
