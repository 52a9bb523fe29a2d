/**
 * The overlay in real Chromium (jsdom has no layout): boxes on their elements through window and
 * inner scrolling, resizes and layout changes; occluded, hidden and zero-size elements skipped;
 * the hover card; Alt+click that the page never sees; the legend.
 */
import { describe, expect, it } from 'vitest';
import type { LensCounts } from '../../lib/page/overlay/create-overlay';
import {
  cardText,
  centre,
  expectBoxesOnElements,
  frames,
  geometry,
  ON_SCREEN,
  useOverlayPage,
  visibility,
} from './overlay-harness';

const view = useOverlayPage();

describe('overlay in Chromium', () => {
  it('is one host with a closed shadow root that page styles cannot hide or restyle', async () => {
    const host = await view.page.evaluate(() => {
      const hosts = document.querySelectorAll('locale-lens-overlay');
      const el = hosts[0] as HTMLElement;
      const card = getComputedStyle(window.ll.shadow.querySelector('.legend')!);
      return {
        count: hosts.length,
        parent: el.parentElement === document.documentElement,
        open: el.shadowRoot !== null,
        display: getComputedStyle(el).display,
        opacity: getComputedStyle(el).opacity,
        font: card.fontFamily,
        spacing: card.letterSpacing,
      };
    });
    expect(host).toMatchObject({
      count: 1,
      parent: true,
      open: false,
      display: 'block',
      opacity: '1',
    });
    expect(host.font).not.toMatch(/Comic/);
    expect(host.spacing).toBe('normal');
  });

  it('draws boxes on their elements, across an open shadow root', async () => {
    await expectBoxesOnElements(view.page, [...ON_SCREEN, 'c1', 'c2', 'c3d', 'inner', 'shadowed']);
  });

  it('follows the window scroll and an inner scroll container', async () => {
    await view.page.evaluate(() => window.scrollTo(0, 140));
    await frames(view.page);
    // The banner is fixed: it does not move with the window.
    await expectBoxesOnElements(view.page, [
      'buy',
      'c1d',
      'c2',
      'inner',
      'shadowed',
      'banner-text',
    ]);
    await view.page.evaluate(() => (document.getElementById('scroller')!.scrollTop = 45));
    await frames(view.page);
    await expectBoxesOnElements(view.page, ['inner', 'c1']);
    // Scrolled out of its container: clipped away, so not drawn and not counted as shown.
    await view.page.evaluate(() => (document.getElementById('scroller')!.scrollTop = 300));
    await frames(view.page);
    expect((await geometry(view.page)).inner).toBeUndefined();
  });

  it('follows a viewport resize and layout changes', async () => {
    await view.page.setViewportSize({ width: 820, height: 700 });
    await frames(view.page);
    await expectBoxesOnElements(view.page, ['c1', 'c2', 'c3', 'c3d', 'buy@title', 'inner']);
    // Content above an item grows: nothing about the item itself changes, the page does.
    await view.page.evaluate(() => window.scrollTo(0, 200));
    await frames(view.page);
    await view.page.evaluate(() => (document.getElementById('grow')!.style.height = '90px'));
    await frames(view.page);
    await expectBoxesOnElements(view.page, ['below', 'shadowed']);
    await view.page.evaluate(() => (document.getElementById('c1')!.style.fontSize = '28px'));
    await frames(view.page);
    await expectBoxesOnElements(view.page, ['c1', 'c1d', 'c2']);
  });

  it('skips elements under a modal, hidden ones and zero-size ones', async () => {
    expect(await visibility(view.page, 'covered')).toBe('occluded');
    expect(await visibility(view.page, 'hidden')).toBe('hidden');
    expect(await visibility(view.page, 'invisible')).toBe('hidden');
    expect(await visibility(view.page, 'zero')).toBe('hidden');
    expect(await visibility(view.page, 'title')).toBe('shown');
    const drawn = await geometry(view.page);
    for (const id of ['covered', 'hidden', 'invisible', 'zero']) expect(drawn[id]).toBeUndefined();
    // Out from under the banner once the window scrolls.
    await view.page.evaluate(() => window.scrollTo(0, 300));
    await frames(view.page);
    expect(await visibility(view.page, 'covered')).toBe('shown');
    await expectBoxesOnElements(view.page, ['covered']);
  });

  it('shows the hover card with the key, state, stage and why the row is read-only', async () => {
    const at = await centre(view.page, '#lead');
    await view.page.mouse.move(at.x, at.y);
    await frames(view.page);
    const text = await cardText(view.page);
    expect(text).toContain('shop:hero.lead');
    expect(text).toContain('Edited');
    expect(text).toContain('Review');
    expect(text).toContain('Read-only');
    expect(text).toContain('The row is in a workflow stage you are not assigned to');
    const amb = await centre(view.page, '#c2');
    await view.page.mouse.move(amb.x, amb.y);
    await expect
      .poll(() => cardText(view.page))
      .toContain('Ambiguous: it could be any of these keys');
    expect(await cardText(view.page)).toContain('common:espresso');
  });

  it('selects on Alt+click without the page seeing the click', async () => {
    const at = await centre(view.page, '#buy');
    await view.page.mouse.click(at.x, at.y);
    expect(await view.page.evaluate(() => window.ll.hostClicks)).toBe(2);
    await view.page.keyboard.down('Alt');
    await view.page.mouse.click(at.x, at.y);
    await view.page.keyboard.up('Alt');
    const after = await view.page.evaluate(() => ({ ...window.ll }));
    expect(after.selected).toEqual(['buy']);
    expect(after.hostClicks).toBe(2);
  });

  it("selects with the hover card's Select button", async () => {
    const at = await centre(view.page, '#c1d');
    await view.page.mouse.move(at.x, at.y);
    await frames(view.page);
    const button = await view.page.evaluate(() => {
      const r = window.ll.shadow.querySelector('.select')!.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
    await view.page.mouse.move(button.x, button.y, { steps: 8 });
    await view.page.mouse.click(button.x, button.y);
    const after = await view.page.evaluate(() => ({ ...window.ll }));
    expect(after.selected).toEqual(['c1d']);
    expect(after.hostClicks).toBe(0);
  });

  it('counts visible items per state in the legend', async () => {
    // Measured now; the legend shows it from the next painted frame.
    const counts = await view.page.evaluate(() => window.ll.overlay.counts());
    await frames(view.page);
    const legend = await view.page.evaluate(() => {
      const rows = window.ll.shadow.querySelectorAll<HTMLElement>('.row');
      return Object.fromEntries(
        [...rows].map((row) => [row.dataset.state!, Number(row.querySelector('.n')!.textContent)]),
      );
    });
    const expected: Partial<LensCounts> = {
      delivered: 4, // brand, c1, shadowed, below
      approved: 5, // nav-home, title, buy, inner, banner-text (hidden, invisible, zero skipped)
      edited: 3, // nav-shop, lead, c3 (covered skipped)
      machine_translated: 2,
      empty: 2,
      missing: 1,
      locked: 1,
      loading: 1,
      read_only: 2,
    };
    expect(counts).toMatchObject(expected);
    expect(legend).toEqual(counts);
  });

  it('hides and shows the layer without losing state', async () => {
    await view.page.evaluate(() => window.ll.overlay.setVisible(false));
    expect(
      await view.page.evaluate(() => window.ll.shadow.querySelector('.layer')!.checkVisibility()),
    ).toBe(false);
    await view.page.evaluate(() => window.ll.overlay.setVisible(true));
    await frames(view.page);
    await expectBoxesOnElements(view.page, ON_SCREEN);
  });

  it('reveals an item: scrolls it to the centre and pulses it', async () => {
    await view.page.evaluate(() => window.ll.overlay.reveal('covered'));
    await frames(view.page);
    const top = await view.page.evaluate(
      () => document.getElementById('covered')!.getBoundingClientRect().top,
    );
    expect(Math.abs(top - 760 / 2)).toBeLessThan(40);
    // Its box is drawn once the hit tests after the scroll are done: a frame or two when the
    // machine is quiet, more when it is busy.
    const selected = () =>
      view.page.evaluate(
        () => !!window.ll.shadow.querySelector('[data-id="covered"]')?.classList.contains('sel'),
      );
    await expect.poll(selected).toBe(true);
  });
});
