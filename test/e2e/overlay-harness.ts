/**
 * The overlay bundled alone (esbuild) and opened in real Chromium over the shop fixture page, with
 * helpers that read what it drew: the setup the overlay's e2e files share.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, CHROMIUM_ARGS } from './browser';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { OverlayWords } from '../../lib/messaging/types';
import type { Overlay } from '../../lib/page/overlay/create-overlay';
import {
  PAGE,
  SPECS,
  type bulkItemsInPage,
  type itemsInPage,
} from '../lib/page/overlay/fixtures/shop-page';

type Api = typeof import('../../lib/page/overlay/create-overlay') & {
  itemsInPage: typeof itemsInPage;
  bulkItemsInPage: typeof bulkItemsInPage;
  ENGLISH_WORDS: OverlayWords;
  OVERLAY_CSS: string;
};
interface Harness {
  overlay: Overlay;
  shadow: ShadowRoot;
  selected: string[];
  hostClicks: number;
}
declare global {
  interface Window {
    LL: Api;
    ll: Harness;
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let browser: Browser;
let bundle: string;

/** Registers the browser's start and stop, and opens a fresh overlay page before each test. */
export function useOverlayPage(): { readonly page: Page } {
  let page: Page | undefined;
  beforeAll(start);
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await page?.close();
    page = await open();
  });
  return {
    get page() {
      return page!;
    },
  };
}

async function start(): Promise<void> {
  const out = await build({
    stdin: {
      contents: `export * from './lib/page/overlay/create-overlay';
        export { bulkItemsInPage, itemsInPage } from './test/lib/page/overlay/fixtures/shop-page';
        export { ENGLISH_WORDS } from './test/lib/page/overlay/fixtures/words';
        export { OVERLAY_CSS } from './lib/page/overlay/styles';`,
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'LL',
  });
  bundle = out.outputFiles[0]!.text;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** Opens the shop page with the overlay over every spec; the closed root is kept for asserts. */
async function open(): Promise<Page> {
  const p = await browser.newPage({ viewport: { width: 1100, height: 760 } });
  await p.setContent(PAGE);
  await p.evaluate(() => {
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init) {
      const root = attach.call(this, init);
      if (this.localName === 'locale-lens-overlay') window.ll = { shadow: root } as Harness;
      return root;
    };
  });
  await p.addScriptTag({ content: bundle });
  await p.evaluate((specs) => {
    const overlay = window.LL.createOverlay(document, window, {
      words: window.LL.ENGLISH_WORDS,
      css: window.LL.OVERLAY_CSS,
      onSelect: (item) => window.ll.selected.push(item.id),
    });
    Object.assign(window.ll, { overlay, selected: [], hostClicks: 0 });
    document.addEventListener('click', () => window.ll.hostClicks++);
    document.getElementById('buy')!.addEventListener('click', () => window.ll.hostClicks++);
    overlay.update(window.LL.itemsInPage(specs));
  }, SPECS);
  await frames(p);
  return p;
}

export const frames = (p: Page) =>
  p.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The drawn box of each item and the rect of its element, in viewport pixels. */
export function geometry(p: Page): Promise<Record<string, { box: Box | null; element: Box }>> {
  return p.evaluate(() => {
    const out: Record<string, { box: Box | null; element: Box }> = {};
    const rect = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    for (const box of window.ll.shadow.querySelectorAll<HTMLElement>('.box')) {
      if (box.hidden) continue;
      const id = box.dataset.id!;
      const elementId = id.split('@')[0]!;
      const element =
        document.getElementById(elementId) ??
        document.getElementById('widget')!.shadowRoot!.getElementById(elementId)!;
      out[id] = { box: rect(box), element: rect(element) };
    }
    return out;
  });
}

export async function expectBoxesOnElements(p: Page, ids: string[]): Promise<void> {
  const drawn = await geometry(p);
  for (const id of ids) {
    const g = drawn[id];
    expect(g, id).toBeDefined();
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(g!.box![side] - g!.element[side]), `${id} ${side}`).toBeLessThanOrEqual(1);
    }
  }
}

export const visibility = (p: Page, id: string) =>
  p.evaluate((i) => window.ll.overlay.visibility(i), id);
export const centre = (p: Page, selector: string) =>
  p.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  });
export const cardText = (p: Page) =>
  p.evaluate(() => {
    const card = window.ll.shadow.querySelector<HTMLElement>('.card')!;
    return card.hidden ? null : card.textContent;
  });

export const ON_SCREEN = [
  'brand',
  'nav-home',
  'title',
  'lead',
  'search@placeholder',
  'buy',
  'buy@title',
];
