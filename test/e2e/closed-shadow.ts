import type { Page } from 'playwright-core';

interface CdpNode {
  nodeName: string;
  backendNodeId: number;
  children?: CdpNode[];
  shadowRoots?: CdpNode[];
}

/**
 * Runs `fn` against the overlay's CLOSED shadow root through the DevTools protocol, which sees
 * inside closed roots as a user's DevTools does; the page's own scripts cannot.
 */
export async function inOverlay<T>(page: Page, fn: string): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
      root: CdpNode;
    };
    const find = (n: CdpNode): CdpNode | undefined =>
      n.nodeName === 'LOCALE-LENS-OVERLAY'
        ? n
        : [...(n.children ?? []), ...(n.shadowRoots ?? [])].map(find).find(Boolean);
    const shadow = find(root)?.shadowRoots?.[0];
    if (!shadow) throw new Error('No overlay host with a shadow root on the page');
    const { object } = (await cdp.send('DOM.resolveNode', {
      backendNodeId: shadow.backendNodeId,
    })) as { object: { objectId: string } };
    const { result } = (await cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      functionDeclaration: fn,
      returnByValue: true,
    })) as { result: { value: T } };
    return result.value;
  } finally {
    await cdp.detach();
  }
}

/** The hover card's text, or null when it is hidden. */
export const hoverCardText = (page: Page) =>
  inOverlay<string | null>(
    page,
    'function () { const c = this.querySelector(".card"); return c && !c.hidden ? c.textContent : null; }',
  );

/** The centre of an element of the overlay (for a real click there), or null when it has none. */
export const overlayPoint = (page: Page, selector: string) =>
  inOverlay<{ x: number; y: number } | null>(
    page,
    `function () {
      const el = this.querySelector(${JSON.stringify(selector)});
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    }`,
  );

/** What an element of the overlay says (its rendered text), or null when it has none. */
export const overlayText = (page: Page, selector: string) =>
  inOverlay<string | null>(
    page,
    `function () { const el = this.querySelector(${JSON.stringify(selector)}); return el && el.innerText; }`,
  );
