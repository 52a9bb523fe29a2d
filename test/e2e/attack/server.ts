import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One attack page: its HTML and the headers it is served with. */
export interface AttackPage {
  html: string;
  headers?: Record<string, string>;
}

export type AttackRoutes = Record<string, (query: URLSearchParams) => AttackPage>;

export interface AttackServer {
  /** `http://127.0.0.1:<port>`: a local development origin, where the content script runs. */
  url: string;
  /** The same server under another origin (`localhost`): a cross-origin frame. */
  otherOrigin: string;
  close(): Promise<void>;
}

/**
 * Serves the attack pages the hostile-page tests need, on a port of its own. Kept apart from the
 * demo: these pages exist only to attack the extension.
 */
export async function startAttackServer(routes: AttackRoutes): Promise<AttackServer> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const route = Object.hasOwn(routes, url.pathname) ? routes[url.pathname] : undefined;
    if (!route) {
      res.writeHead(404).end('not found');
      return;
    }
    const page = route(url.searchParams);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...page.headers });
    res.end(page.html);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    otherOrigin: `http://localhost:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/**
 * Helpers every attack page has, for the tests to call: made-up (untrusted) Alt+clicks and
 * hovers at an element's centre, and a record of the clicks the page's own listener saw.
 */
export const FORGERY = `
window.pageSaw = [];
window.addEventListener('click', (e) => window.pageSaw.push((e.altKey ? 'alt+click' : 'click') + (e.isTrusted ? ':user' : ':forged') + ':' + e.target.id), true);
window.forge = (selector, types, alt) => {
  const el = document.querySelector(selector);
  const r = el.getBoundingClientRect();
  const at = { bubbles: true, cancelable: true, composed: true, view: window, altKey: alt,
    clientX: r.left + r.width / 2, clientY: r.top + r.height / 2 };
  for (const type of types) el.dispatchEvent(new MouseEvent(type, at));
};
window.forgeAltClick = (s) => forge(s, ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'], true);
window.forgeHover = (s) => forge(s, ['mousemove'], false);
`;

export const page = (body: string, head = '', lang = 'de') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
