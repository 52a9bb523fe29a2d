import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoverCardText, inOverlay } from './closed-shadow';
import { startE2E, type E2E } from './extension-harness';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

async function snapshot(page: Page) {
  const shown = await e2e.ask('lens.snapshot', { tabId: await e2e.tabIdOf(page) });
  if (!shown) throw new Error('The tab has no lens');
  return shown;
}

/** Hovers the centre of the element and waits for the card to show `key`. */
async function hover(page: Page, selector: string, key: string): Promise<string> {
  const target = page.locator(selector).first();
  await target.scrollIntoViewIfNeeded();
  let text: string | null = null;
  for (let i = 0; i < 40; i++) {
    // Moved again each time: a busy machine may draw the boxes after the first move.
    const box = (await target.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2 + (i % 2), box.y + box.height / 2);
    text = await hoverCardText(page);
    if (text?.includes(key)) return text;
    await page.waitForTimeout(50);
  }
  throw new Error(`The hover card over ${selector} shows ${text}`);
}

describe('before sign-in (the demo publishable key)', () => {
  it('shows every key read-only, with the reason', async () => {
    const page = await e2e.openDemo('?lang=de');
    await e2e.report(page);
    const snap = await snapshot(page);
    expect(snap.visible).toBe(true);
    const total = Object.entries(snap.counts)
      .filter(([k]) => k !== 'read_only')
      .reduce((n, [, v]) => n + v, 0);
    expect(snap.counts.read_only).toBe(total);
    expect(await hover(page, '#hero-title', 'common:home.hero_title')).toContain(
      'Read-only access: sign in to edit',
    );
    await page.close();
  });
});

describe('as the translator', () => {
  let page: Page;
  beforeAll(async () => {
    const key = await e2e.service.session('translator@demo.test');
    await e2e.ask('auth.useKey', { apiKey: key });
    page = await e2e.openDemo('?lang=de');
    await e2e.report(
      page,
      (r) =>
        r.keys.some((k) => k.key === 'recent.title') && r.keys.every((k) => k.status !== 'unknown'),
    );
  });

  it('tints keys by state, with a legend and counts', async () => {
    const { counts } = await snapshot(page);
    for (const state of ['delivered', 'locked', 'edited', 'empty', 'machine_translated'] as const) {
      expect(counts[state], state).toBeGreaterThan(0);
    }
    expect(counts.read_only).toBeGreaterThan(0);
    const legend = await inOverlay<string>(
      page,
      'function () { return this.querySelector(".legend").textContent; }',
    );
    expect(legend).toMatch(/Delivered\s*\d+/);
    expect(legend).toMatch(/Locked\s*\d+/);
  });

  it('says why a row is read-only: locked', async () => {
    const card = await hover(page, '#main-nav a >> nth=0', 'common:nav.home');
    expect(card).toContain('The row is locked by a project manager');
  });

  it('says why a row is read-only: another stage', async () => {
    const card = await hover(page, '#recently-viewed h2', 'common:recent.title');
    expect(card).toContain('Review');
    expect(card).toContain('not assigned');
  });

  it('shows nothing read-only on a row the translator may edit', async () => {
    const card = await hover(page, '#hero-text', 'common:home.hero_text');
    expect(card).not.toContain('Read-only');
  });

  it('tints a key the page adds later with its status, the others keeping theirs', async () => {
    const legend = () =>
      inOverlay<string>(page, 'function () { return this.querySelector(".legend").textContent; }');
    const count = async (state: RegExp) => Number(state.exec(await legend())?.[1]);
    const [locked, delivered] = [await count(/Locked\s*(\d+)/), await count(/Delivered\s*(\d+)/)];
    await page.evaluate(() => {
      const late = document.createElement('p');
      late.id = 'late-locked';
      late.dataset.i18nKey = 'common:nav.home';
      late.textContent = 'Startseite';
      document.body.append(late);
    });
    await expect.poll(() => count(/Locked\s*(\d+)/)).toBe(locked + 1);
    expect(await count(/Delivered\s*(\d+)/)).toBe(delivered);
    const card = await hover(page, '#late-locked', 'common:nav.home');
    expect(card).toContain('The row is locked by a project manager');
    await page.evaluate(() => {
      document.getElementById('late-locked')!.remove();
      window.scrollTo(0, 0);
    });
  });

  it('Alt+click selects the key for the side panel, and the page does not react to the click', async () => {
    const url = page.url();
    const link = page.locator('#main-nav a').first();
    const box = (await link.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.down('Alt');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.up('Alt');
    const tabId = await e2e.tabIdOf(page);
    await expect
      .poll(async () => {
        const panel = await e2e.ask('panel.page', { tabId });
        return panel.selected?.key;
      })
      .toBe('nav.home');
    expect(page.url()).toBe(url);
  });

  it('toggles off and on from the extension', async () => {
    const tabId = await e2e.tabIdOf(page);
    await e2e.ask('lens.toggle', { tabId, on: false });
    expect((await snapshot(page)).visible).toBe(false);
    await e2e.ask('lens.toggle', { tabId });
    expect((await snapshot(page)).visible).toBe(true);
  });
});

describe('the side panel', () => {
  it('switches the lens off and on', async () => {
    const page = await e2e.openDemo('cart.html?lang=fr');
    await e2e.report(page);
    const panel = await e2e.context.newPage();
    await panel.goto(
      `chrome-extension://${e2e.extensionId}/sidepanel.html?tab=${await e2e.tabIdOf(page)}`,
    );
    const toggle = panel.getByRole('button', { name: /^Lens (on|off)$/ });
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    await expect.poll(async () => (await snapshot(page)).visible).toBe(false);
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await expect.poll(async () => (await snapshot(page)).visible).toBe(true);
  });
});
