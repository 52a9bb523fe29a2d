import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './extension-harness';
import { demoWithPanel, eventually, selectKey, serviceRow, signIn } from './panel-helpers';

let e2e: E2E;
let panel: Page;
beforeAll(async () => {
  e2e = await startE2E();
  ({ panel } = await demoWithPanel(e2e));
  await signIn(panel, 'translator@demo.test');
});
afterAll(() => e2e?.close());

const selectedKey = () =>
  panel
    .getByRole('listbox', { name: 'Keys on this page' })
    .locator('[role=option][aria-selected=true] .key')
    .textContent();
const focusedLabel = () =>
  panel.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("a translator's day in the panel", () => {
  it('Ctrl+Enter confirms, the queue moves on with the focus, and the badge names the stage', async () => {
    // The queue moves over the listed keys: wait for them (they come with their statuses).
    await panel
      .getByRole('listbox', { name: 'Keys on this page' })
      .getByRole('option')
      .first()
      .waitFor();
    await panel.keyboard.press('j');
    const first = await selectedKey();
    expect(first).toBeTruthy();
    await panel.keyboard.press('e');
    await panel.keyboard.type(' (neu)');
    await panel.keyboard.press('Control+Enter');
    await expect.poll(selectedKey).not.toBe(first);
    expect(await focusedLabel()).toBe('Translation');
    const option = panel
      .getByRole('listbox', { name: 'Keys on this page' })
      .getByRole('option', { name: first!, exact: true })
      .first();
    // De goes translate → review → proofread: the confirmed row now waits in review.
    await expect
      .poll(() => option.locator('.badge').innerText(), { timeout: 15_000 })
      .toBe('In review');
  });

  it('the toast says Saved once the service has it, below the buttons and never over them', async () => {
    const key = await selectedKey();
    await panel.getByRole('textbox', { name: 'Translation' }).fill('Ganz neuer Text');
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    const toast = panel.locator('.notice');
    await expect.poll(() => toast.innerText()).toMatch(/^Saved/);
    const row = await eventually(
      async () => {
        for (const ns of ['common', 'checkout'])
          if (await serviceRow(e2e, 'de', ns, key!).catch(() => null)) return ns;
        return null;
      },
      (ns) => ns !== null,
    );
    expect((await serviceRow(e2e, 'de', row!, key!))?.text).toBe('Ganz neuer Text');
    const toastBox = (await toast.boundingBox())!;
    const buttons = panel.getByRole('group', { name: 'Row actions' }).getByRole('button');
    for (const b of await buttons.all()) {
      const box = await b.boundingBox();
      if (box) expect(overlaps(toastBox, box)).toBe(false);
    }
  });

  it('a text that wraps its block says so, and how much longer than the source it is', async () => {
    // A product card's text (machine translated, the translator's to edit) grows a line or two.
    await selectKey(panel, 'products.lamp.description');
    await panel
      .getByRole('textbox', { name: 'Translation' })
      .fill(
        'Warmes, stufenlos dimmbares Licht mit einem massiven Sockel aus geölter Eiche, ' +
          'handgefertigt in einer kleinen Werkstatt und für viele Jahre gemacht.',
      );
    const warnings = panel.locator('.warnings');
    await expect.poll(() => warnings.innerText()).toMatch(/wraps onto more lines/);
    expect(await warnings.innerText()).toMatch(/It is \d+ % longer than the source/);
    await panel.keyboard.press('Escape');
  });
});
