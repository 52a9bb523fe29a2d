import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './extension-harness';
import { demoWithPanel, signIn } from './panel-helpers';

/**
 * "Translate this image" on the demo shop in Spanish: the banner's English text is read by OCR,
 * translated by Apertium and drawn into the image on the service, and the result is laid over
 * the page's banner in place.
 */
let e2e: E2E;
let page: Page;
let panel: Page;
beforeAll(async () => {
  e2e = await startE2E();
  ({ page, panel } = await demoWithPanel(e2e, '?lang=es'));
});
afterAll(() => e2e?.close());

interface Laid {
  png: boolean;
  /** Tells one image from another. */
  sig: string;
  hidden: boolean;
  left: number;
  top: number;
  width: number;
  height: number;
}

interface CdpNode {
  nodeName: string;
  backendNodeId: number;
  children?: CdpNode[];
  shadowRoots?: CdpNode[];
}

/**
 * The translated image inside the overlay's closed shadow root, read through the DevTools
 * protocol (page scripts cannot); null while there is none.
 */
async function laidImage(): Promise<Laid | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
      root: CdpNode;
    };
    const hosts: CdpNode[] = [];
    const walk = (n: CdpNode): void => {
      if (n.nodeName === 'LOCALE-LENS-OVERLAY') hosts.push(n);
      for (const c of [...(n.children ?? []), ...(n.shadowRoots ?? [])]) walk(c);
    };
    walk(root);
    const img = hosts
      .flatMap((h) => h.shadowRoots?.[0]?.children ?? [])
      .find((n) => n.nodeName === 'IMG');
    if (!img) return null;
    const { object } = (await cdp.send('DOM.resolveNode', {
      backendNodeId: img.backendNodeId,
    })) as { object: { objectId: string } };
    const { result } = (await cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      functionDeclaration: `function () {
        const r = this.getBoundingClientRect();
        return { png: this.src.startsWith('data:image/png;base64,') && this.naturalWidth > 0,
          sig: this.src.length + ':' + this.src.slice(300, 400),
          hidden: this.getRootNode().host.hidden || this.style.display === 'none',
          left: r.left, top: r.top, width: r.width, height: r.height };
      }`,
      returnByValue: true,
    })) as { result: { value: Laid } };
    return result.value;
  } finally {
    await cdp.detach();
  }
}

const banner = async () => (await page.locator('#promo-banner').boundingBox())!;
const near = (a: number, b: number) => Math.abs(a - b) <= 1;

describe('a translator translates the demo banner in place', () => {
  it('lays the Spanish image over the original, following it when the page scrolls', async () => {
    await signIn(panel, 'translator@demo.test');
    const translate = panel.getByRole('button', {
      name: 'Translate this image: Summer sale: free shipping on all orders',
    });
    await translate.click();
    const toggle = panel.getByRole('button', { name: 'Show the original' });
    await toggle.waitFor({ timeout: 90_000 });
    await expect.poll(laidImage).toMatchObject({ png: true, hidden: false });
    const box = await banner();
    const laid = (await laidImage())!;
    expect(near(laid.left, box.x) && near(laid.top, box.y)).toBe(true);
    expect(near(laid.width, box.width) && near(laid.height, box.height)).toBe(true);

    await page.mouse.wheel(0, 120);
    await expect.poll(async () => (await banner()).y).toBeLessThan(box.y);
    const moved = await banner();
    await expect.poll(async () => near((await laidImage())!.top, moved.y)).toBe(true);
  });

  it('lists the recognised blocks with their Spanish translations', async () => {
    const first = panel.getByRole('textbox', { name: 'Summer sale, in es' });
    const second = panel.getByRole('textbox', { name: 'Free shipping on all orders, in es' });
    expect(await first.inputValue()).toMatch(/venta/i);
    expect(await second.inputValue()).toMatch(/libre/i);
  });

  it('the toggle shows the original again, and the translation back', async () => {
    await panel.getByRole('button', { name: 'Show the original' }).click();
    await expect.poll(async () => (await laidImage())?.hidden).toBe(true);
    await panel.getByRole('button', { name: 'Show the translation' }).click();
    await expect.poll(async () => (await laidImage())?.hidden).toBe(false);
  });

  it('an edited translation is drawn into the image again', async () => {
    const first = panel.getByRole('textbox', { name: 'Summer sale, in es' });
    const before = (await laidImage())!.sig;
    await first.fill('Rebajas de verano');
    await panel
      .getByRole('button', { name: 'Draw the image again with these translations' })
      .click();
    await expect.poll(async () => (await laidImage())?.sig, { timeout: 60_000 }).not.toBe(before);
    expect((await laidImage())?.png).toBe(true);
    expect(await first.inputValue()).toBe('Rebajas de verano');
  });

  it('on the Japanese demo, says that Japanese needs a remote engine', async () => {
    const ja = await demoWithPanel(e2e, '?lang=ja');
    await ja.panel
      .getByRole('button', {
        name: 'Translate this image: Summer sale: free shipping on all orders',
      })
      .click();
    const alert = ja.panel.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(
      /Apertium has no pair for it: it needs a remote engine/,
    );
  });
});
