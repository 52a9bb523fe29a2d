import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { hoverCardText } from './closed-shadow';
import { startE2E, type E2E } from './extension-harness';
import { demoWithPanel, keyOption, panelPageSummary } from './panel-helpers';

/**
 * The hover card without a mouse: selecting a key in the panel (a click, the arrow keys, the
 * review queue) shows where it is on the page and opens its card there; Escape closes it, in the
 * panel or on the page.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('the hover card of the key the panel selects', () => {
  it('opens on the page for the selected key and closes with Escape', async () => {
    const { page, panel } = await demoWithPanel(e2e);
    // Seen twice in a clean clone's run and never on this machine: the panel did not list the
    // key in 30 s. What the panel showed and what the background would send it, for the next one.
    onTestFailed(async () => {
      const shown = await panel.locator('body').innerText().catch(String);
      const listed = await panel
        .getByRole('listbox', { name: 'Keys on this page' })
        .innerText({ timeout: 2000 })
        .catch(String);
      console.error('The panel showed:', shown.slice(0, 1500), '\nlisted:', listed.slice(0, 1500));
      console.error('panel.page:', await panelPageSummary(e2e, page, 'home.hero_title'));
    });
    const card = () => hoverCardText(page);
    expect(await card()).toBeNull();

    await keyOption(panel, 'home.hero_title').click();
    await expect.poll(card).toContain('common:home.hero_title');
    // The same card the pointer opens: the state, how the key was found, why it is read-only.
    expect(await card()).toContain('Found by');
    expect(await card()).toContain('You cannot edit this');

    // Escape in the panel closes it.
    const list = panel.getByRole('listbox', { name: 'Keys on this page' });
    await list.press('Escape');
    await expect.poll(card).toBeNull();

    // The keyboard alone: away and back with the arrow keys opens it again.
    await list.press('ArrowDown');
    await list.press('ArrowUp');
    await expect
      .poll(() => keyOption(panel, 'home.hero_title').getAttribute('aria-selected'))
      .toBe('true');
    await expect.poll(card).toContain('common:home.hero_title');

    // Escape on the page closes it too.
    await page.bringToFront();
    await page.keyboard.press('Escape');
    await expect.poll(card).toBeNull();
  });
});
