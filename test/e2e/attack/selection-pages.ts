import { FORGERY, page, type AttackRoutes } from './server';

/**
 * Pages that try to steer the user's work: forged selections and hovers, a cross-origin frame
 * that adds keys and selects, a forged start-up handshake, and frames that fill storage.
 */
const keys = `
  <h1 id="hero" data-i18n-key="common:header.tagline">HERO</h1>
  <nav><a id="nav" href="#" data-i18n-key="common:nav.home">NAV</a></nav>`;

export const selectionPages = (otherOrigin: string): AttackRoutes => ({
  '/redirect.html': () => ({ html: page(keys, `<script>${FORGERY}</script>`, 'es') }),

  '/frames.html': () => ({
    html: page(
      `${keys}<iframe id="f" src="${otherOrigin}/frame-inner.html" width="400" height="200"></iframe>`,
      `<script>${FORGERY}</script>`,
    ),
  }),
  // A frame of another site: it reports a key and keeps forging Alt+clicks on it.
  '/frame-inner.html': () => ({
    html: page(
      `<p id="cart" data-i18n-key="common:nav.cart">CART</p>`,
      `<script>${FORGERY}
        window.forged = 0;
        setInterval(() => { forgeAltClick('#cart'); window.forged++; }, 100);
      </script>`,
    ),
  }),

  // Records every message posted to the window, and can forge the framework's stop event.
  '/handshake.html': () => ({
    html: page(
      keys,
      `<script>${FORGERY}
        window.heard = [];
        window.addEventListener('message', (e) => heard.push(JSON.stringify(e.data)));
        window.forgeStop = (id) => {
          const type = id + ':content:wxt:content-script-started';
          const detail = { contentScriptName: 'content', messageId: 'forged' };
          document.dispatchEvent(new CustomEvent(type, { detail }));
          window.postMessage({ type, ...detail }, '*');
        };
        window.addKey = () => {
          const p = document.createElement('p');
          p.dataset.i18nKey = 'common:nav.cart';
          p.textContent = 'CART';
          document.body.append(p);
        };
      </script>`,
    ),
  }),

  // Frames whose reports halve in size, so together they fill session storage to the brim.
  '/quota.html': () => ({
    html: page(
      Array.from(
        { length: 14 },
        (_, i) =>
          `<iframe src="/quota-frame.html?bytes=${Math.round(6_000_000 / 2 ** i)}&i=${i}"></iframe>`,
      ).join(''),
    ),
  }),
  // Many keys on few elements (one data-i18n lists 200), so the frame is quick to scan.
  '/quota-frame.html': (q) => {
    const n = Math.max(1, Math.round(Number(q.get('bytes')) / 1100));
    const key = (j: number) => `common:f${q.get('i')}.k${j}.${'x'.repeat(900)}`;
    const els: string[] = [];
    for (let j = 0; j < n; j += 200) {
      const keys = Array.from({ length: Math.min(200, n - j) }, (_, k) => key(j + k));
      els.push(`<p data-i18n="${keys.join(';')}">t</p>`);
    }
    return { html: page(els.join('')) };
  },
});
