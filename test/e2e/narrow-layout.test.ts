import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './extension-harness';
import {
  button,
  demoWithPanel,
  eventually,
  selectKey,
  serviceRow,
  signIn,
  signOut,
} from './panel-helpers';

/** Where things land on screen, measured in real Chromium: jsdom has no layout. */

let e2e: E2E;
let panel: Page;
beforeAll(async () => {
  e2e = await startE2E();
  ({ panel } = await demoWithPanel(e2e));
  // Chrome's side panel at its narrowest.
  await panel.setViewportSize({ width: 320, height: 900 });
});
afterAll(() => e2e?.close());

const box = async (l: Locator) => (await l.boundingBox())!;

describe('a narrow side panel', () => {
  it('keeps key names whole on their lines, with the badge below rather than beside', async () => {
    await panel.getByRole('listbox', { name: 'Keys on this page' }).waitFor();
    const lines = await panel.locator('.list .item .key').evaluateAll((keys) =>
      keys.map((k) => {
        const lineHeight = parseFloat(getComputedStyle(k).lineHeight);
        const text = k.textContent ?? '';
        return { text, lines: Math.round(k.getBoundingClientRect().height / lineHeight) };
      }),
    );
    expect(lines.length).toBeGreaterThan(10);
    // 12px monospace in a 320px panel fits about 30 characters a line.
    const broken = lines.filter((k) => k.lines > Math.ceil(k.text.length / 24));
    expect(broken).toEqual([]);
  });

  it('opens the reject reason right under the Reject button', async () => {
    const KEY = 'home.hero_text';
    await signIn(panel, 'translator@demo.test');
    await selectKey(panel, KEY);
    await panel.getByRole('textbox', { name: 'Translation' }).fill('Schlichte Dinge.');
    await button(panel, 'Save').click();
    await eventually(
      () => serviceRow(e2e, 'de', 'common', KEY),
      (r) => r?.text === 'Schlichte Dinge.',
    );
    await expect.poll(() => button(panel, 'Confirm').isEnabled()).toBe(true);
    await button(panel, 'Confirm').click();
    await eventually(
      () => serviceRow(e2e, 'de', 'common', KEY),
      (r) => r?.stageIndex === 1,
    );
    await signOut(panel);
    await signIn(panel, 'reviewer@demo.test');
    await selectKey(panel, KEY);
    const editor = panel.getByRole('region', { name: `Edit ${KEY}` });
    const reject = editor.getByRole('button', { name: 'Reject', exact: true });
    await expect.poll(() => reject.isEnabled()).toBe(true);
    await reject.click();
    const form = panel.getByRole('dialog', { name: 'Reject' });
    await form.waitFor();
    const under = await box(editor.getByRole('group', { name: 'Row actions' }).getByText('Reject'));
    const asked = await box(form);
    // Below the button, with no more between them than the actions' own reasons (it opened
    // 860 px below, under the row's whole context, before).
    expect(asked.y).toBeGreaterThanOrEqual(under.y + under.height);
    expect(asked.y - (under.y + under.height)).toBeLessThan(160);
    expect(asked.width).toBeGreaterThan(250);
    await form.getByRole('button', { name: 'Cancel' }).click();
  });
});

describe('the options page', () => {
  it('puts each event checkbox right before its name', async () => {
    await signOut(panel);
    await signIn(panel, 'pm@demo.test');
    const options = e2e.extensionPage;
    await options.reload();
    const form = options.getByRole('form', { name: 'New endpoint' });
    await form.waitFor();
    const checks = form.getByRole('checkbox');
    expect(await checks.count()).toBeGreaterThan(3);
    const gaps = await checks.evaluateAll((boxes) =>
      boxes.map((b) => {
        const label = b.closest('label')!;
        const words = document.createRange();
        words.selectNodeContents(label);
        words.setStartAfter(b);
        const [c, w] = [b.getBoundingClientRect(), words.getBoundingClientRect()];
        return {
          name: label.textContent,
          across: Math.round(w.left - c.right),
          down: Math.round(Math.abs(w.top + w.height / 2 - (c.top + c.height / 2))),
        };
      }),
    );
    for (const g of gaps) {
      expect(g.across, g.name ?? '').toBeGreaterThanOrEqual(0);
      expect(g.across, g.name ?? '').toBeLessThan(16);
      expect(g.down, g.name ?? '').toBeLessThan(4);
    }
  });
});
