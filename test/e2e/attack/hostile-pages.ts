import { encodeTolgee } from '../../lib/i18n-keys/fixtures/marker-encoding';
import { FORGERY, page, type AttackRoutes } from './server';

/**
 * Pages built to break the content script: a strict Content-Security-Policy; DOM prototypes and
 * JSON replaced, look-alike extension messages posted without end, and keys whose names and texts
 * are markup; a mutation storm; 10,000-deep nesting and megabyte attribute values.
 */
export const EVIL = {
  key: '<img src=x onerror=window.pwned=1>',
  marker: '<script>window.pwned=2</script>',
  target: '[<svg onload=window.pwned=3>]',
};

const NONCE = 'n0nce';
const keys = `<h1 id="hero" data-i18n-key="common:header.tagline">HERO</h1>
  <a id="nav" href="#" data-i18n-key="common:nav.home">NAV</a>`;

// Saved first: the page replaces them below and still needs them for its own work.
const SABOTAGE = `
  const post = window.postMessage.bind(window);
  const looksLikeUs = [
    { type: 'key.selected', ref: { namespace: 'common', key: 'nav.home' }, locale: 'de' },
    { type: 'row.save', locale: 'de', namespace: 'common', key: 'nav.home', text: 'pwned', baseText: null },
    { type: 'auth.signOut' },
    { type: 'lens.set', on: false },
  ];
  setInterval(() => { for (const m of looksLikeUs) post(m, '*'); }, 5);
  JSON.stringify = () => '{"type":"row.save"}';
  JSON.parse = () => ({ type: 'row.save', text: 'pwned' });
  Element.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
  Element.prototype.getAttribute = () => 'common:hijacked';
  Element.prototype.attachShadow = () => { throw new Error('no shadow roots for you'); };
  Node.prototype.appendChild = (n) => n;
  Node.prototype.contains = () => false;
  Document.prototype.elementFromPoint = () => null;
  EventTarget.prototype.addEventListener = () => undefined;
  window.MutationObserver = function () { throw new Error('no observers'); };
  window.requestAnimationFrame = () => 0;
  Array.prototype.map = function () { return []; };
  String.prototype.trim = () => 'hijacked';`;

export const hostilePages: AttackRoutes = {
  '/csp.html': () => ({
    html: page(keys, `<style nonce="${NONCE}">body{font:16px serif}</style>`),
    headers: {
      'content-security-policy': `default-src 'none'; style-src 'nonce-${NONCE}'; script-src 'nonce-${NONCE}'`,
    },
  }),

  '/sabotage.html': () => ({
    html: page(
      `${keys}
      <p id="evil-key" data-i18n-key="common:${EVIL.key.replace(/"/g, '&quot;')}">EVIL</p>
      <p id="evil-marker">${encodeTolgee('MARKED', { key: EVIL.marker, namespace: 'common' })}</p>
      <p id="evil-target" title="t" data-i18n="${EVIL.target}common:nav.home;[title]common:nav.cart">T</p>`,
      `<script>${FORGERY}${SABOTAGE}</script>`,
    ),
  }),

  // A thousand nodes changed every frame for `seconds`, and a counter of the frames the page got.
  '/storm.html': (q) => ({
    html: page(
      `<button id="ok" onclick="this.textContent = 'clicked'">click me</button>
      <div id="nodes">${Array.from(
        { length: 1000 },
        (_, i) => `<span data-i18n-key="common:nav.home">${i}</span>`,
      ).join(' ')}</div>`,
      `<script>
        window.frames_ = 0;
        window.storm = () => new Promise((done) => {
          const spans = [...document.querySelectorAll('#nodes span')];
          const end = performance.now() + ${Number(q.get('seconds') ?? 10) * 1000};
          const tick = (now) => {
            frames_++;
            spans.forEach((s, i) => {
              s.textContent = String(frames_ + i);
              if (i % 10 === 0) s.dataset.i18nKey = 'common:storm.k' + ((frames_ + i) % 50);
            });
            if (now < end) requestAnimationFrame(tick); else done(frames_);
          };
          requestAnimationFrame(tick);
        });
      </script>`,
    ),
  }),

  // 10,000 nested elements (the HTML parser would flatten them: built by script) and attribute
  // values of a megabyte. Chromium's own layout gives up (the tab crashes, extension or not) past
  // a few thousand rendered levels, so the 10,000 sit in a subtree that is not rendered; 1,000
  // rendered levels hold a visible key.
  '/deep.html': () => ({
    html: page(
      `<p id="long-key" data-i18n-key="common:${'k'.repeat(1_000_000)}">LONG</p>
      <p id="long-title" title="${'t'.repeat(1_000_000)}" data-i18n="[title]common:nav.cart">CART</p>`,
      `<script>
        addEventListener('DOMContentLoaded', () => {
          const nest = (at, depth) => {
            for (let i = 0; i < depth; i++) at = at.appendChild(document.createElement('div'));
            return at;
          };
          const shown = nest(document.body, 1000);
          shown.dataset.i18nKey = 'common:header.tagline';
          shown.textContent = 'DEEP';
          const hidden = document.body.appendChild(document.createElement('section'));
          hidden.style.display = 'none';
          const deepest = nest(hidden, 10000);
          deepest.id = 'deepest';
          deepest.dataset.i18nKey = 'common:nav.home';
          deepest.textContent = 'DEEPEST';
        });
      </script>`,
    ),
  }),
};
