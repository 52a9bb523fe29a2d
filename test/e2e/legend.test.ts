import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inOverlay, overlayPoint, overlayText } from './closed-shadow';
import { startE2E, type E2E } from './extension-harness';
import { homeComplete } from './panel-helpers';

interface CdpNode {
  nodeName: string;
  backendNodeId: number;
  children?: CdpNode[];
  shadowRoots?: CdpNode[];
  contentDocument?: CdpNode;
}

/** Runs `fn` in the closed shadow root of every overlay of the tab, frames included. */
async function inEveryOverlay<T>(page: Page, fn: string): Promise<T[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
      root: CdpNode;
    };
    const hosts: CdpNode[] = [];
    const walk = (n: CdpNode) => {
      if (n.nodeName === 'LOCALE-LENS-OVERLAY') hosts.push(n);
      for (const c of [...(n.children ?? []), ...(n.shadowRoots ?? [])]) walk(c);
      if (n.contentDocument) walk(n.contentDocument);
    };
    walk(root);
    const out: T[] = [];
    for (const host of hosts) {
      const shadow = host.shadowRoots?.[0];
      if (!shadow) continue;
      const { object } = (await cdp.send('DOM.resolveNode', {
        backendNodeId: shadow.backendNodeId,
      })) as { object: { objectId: string } };
      const { result } = (await cdp.send('Runtime.callFunctionOn', {
        objectId: object.objectId,
        functionDeclaration: fn,
        returnByValue: true,
      })) as { result: { value: T } };
      out.push(result.value);
    }
    return out;
  } finally {
    await cdp.detach();
  }
}

const LEGEND = `function () {
  const l = this.querySelector('.legend');
  const r = l.getBoundingClientRect();
  return {
    shown: getComputedStyle(l).display !== 'none' && r.width > 0,
    text: l.innerText,
    zeroRowsShown: [...l.querySelectorAll('.row.zero')].filter((x) => x.getBoundingClientRect().height > 0).length,
    move: (() => { const b = l.querySelector('.mv').getBoundingClientRect(); return { x: b.x + b.width / 2, y: b.y + b.height / 2 }; })(),
    left: r.left,
  };
}`;
type LegendView = {
  shown: boolean;
  text: string;
  zeroRowsShown: number;
  move: { x: number; y: number };
  left: number;
};

let e2e: E2E;
let page: Page;
beforeAll(async () => {
  e2e = await startE2E();
  page = await e2e.openDemo('?lang=de');
  await e2e.report(page, homeComplete);
});
afterAll(() => e2e?.close());

describe('the legend', () => {
  it('is drawn once per tab, by the top page, not by the newsletter frame', async () => {
    await expect
      .poll(async () => (await inEveryOverlay<LegendView>(page, LEGEND)).length)
      .toBeGreaterThan(1);
    const legends = await inEveryOverlay<LegendView>(page, LEGEND);
    expect(legends.filter((l) => l.shown)).toHaveLength(1);
  });

  it('lists no empty states, and says it counts places, not keys', async () => {
    const [top] = (await inEveryOverlay<LegendView>(page, LEGEND)).filter((l) => l.shown);
    expect(top!.zeroRowsShown).toBe(0);
    expect(top!.text).not.toMatch(/Not a target language/);
    expect(top!.text).toContain('Counts places on the page, not keys');
  });

  it('moves to the other side, away from page content', async () => {
    const [before] = (await inEveryOverlay<LegendView>(page, LEGEND)).filter((l) => l.shown);
    await page.mouse.click(before!.move.x, before!.move.y);
    await expect
      .poll(async () => (await inEveryOverlay<LegendView>(page, LEGEND)).find((l) => l.shown)!.left)
      .toBeLessThan(20);
    expect(before!.left).toBeGreaterThan(200);
  });

  it('is not drawn on a page without keys', async () => {
    const empty = await e2e.context.newPage();
    await empty.goto(`${e2e.service.url}/docs`);
    await empty.waitForTimeout(1500);
    const legends = await inEveryOverlay<LegendView>(empty, LEGEND);
    expect(legends.filter((l) => l.shown)).toHaveLength(0);
  });
});

const RO_BOX = `function () {
  const box = this.querySelector('.box.ro');
  if (!box) return null;
  const s = getComputedStyle(box);
  return { image: s.backgroundImage, flag: getComputedStyle(box, '::after').display };
}`;

describe('read-only keys on the page', () => {
  it('are hatched lightly by default, and marked as the options say', async () => {
    // Before anyone signs in every key is read-only (the demo's publishable key).
    await expect
      .poll(async () => (await inEveryOverlay<{ image: string } | null>(page, RO_BOX))[0]?.image)
      .toMatch(/repeating-linear-gradient/);
    for (const [style, image, flag] of [
      ['outline', 'none', 'block'],
      ['off', 'none', 'none'],
    ] as const) {
      await e2e.ask('settings.set', { readOnlyStyle: style });
      const again = await e2e.openDemo('?lang=de');
      await e2e.report(again);
      await expect
        .poll(async () => (await inEveryOverlay(again, RO_BOX))[0])
        .toEqual({ image, flag });
      await again.close();
    }
  });
});

const collapsed = (p: Page) =>
  inOverlay<boolean>(
    p,
    'function () { return this.querySelector(".legend").classList.contains("collapsed"); }',
  );

describe('what the legend remembers and says', () => {
  it('stays collapsed once collapsed, across reloads and the pages of the site', async () => {
    const tab = await e2e.openDemo('?lang=de');
    await e2e.report(tab);
    expect(await collapsed(tab)).toBe(false);
    const head = (await overlayPoint(tab, '.lhead'))!;
    await tab.mouse.click(head.x, head.y);
    expect(await collapsed(tab)).toBe(true);
    await tab.reload();
    await e2e.report(tab);
    await expect.poll(() => collapsed(tab)).toBe(true);
    // Another page of the shop, in another tab.
    const cart = await e2e.openDemo('cart.html?lang=de');
    await e2e.report(cart);
    await expect.poll(() => collapsed(cart)).toBe(true);
    // Unfolded, it stays unfolded.
    const again = (await overlayPoint(cart, '.lhead'))!;
    await cart.mouse.click(again.x, again.y);
    expect(await collapsed(cart)).toBe(false);
    await tab.reload();
    await e2e.report(tab);
    await expect.poll(() => collapsed(tab)).toBe(false);
    await Promise.all([tab.close(), cart.close()]);
  });

  it('names the language the lens uses when one is pinned', async () => {
    expect(await overlayText(page, '.lhead')).not.toContain('pinned');
    await e2e.ask('settings.set', { pinnedLocale: 'fr' });
    const pinned = await e2e.openDemo('?lang=de');
    await e2e.report(pinned);
    await expect.poll(() => overlayText(pinned, '.lhead')).toContain('Language pinned: fr');
    await e2e.ask('settings.set', { pinnedLocale: null });
    await pinned.close();
  });
});
