/**
 * Translation loading and the ways the shop puts a translated string on the page: declarative
 * attributes (data-i18n-key, jquery-i18next's data-i18n, Tolgee's data-tolgee-key-only),
 * invisible markers (markers.js), or plain text with no marker at all.
 *
 * Translated strings only ever reach the DOM through textContent and setAttribute.
 */
import { withSubliminalMarker, withTolgeeMarker } from './markers.js';

export const LANGS = ['en', 'de', 'es', 'fr', 'ja'];
export const SOURCE_LANG = 'en';
export const NAMESPACES = ['common', 'checkout'];
const API_KEY = 'lr_demo_publishable';

export function currentLang() {
  const lang = new URLSearchParams(window.location.search).get('lang') ?? SOURCE_LANG;
  return LANGS.includes(lang) ? lang : SOURCE_LANG;
}

/** `href` with `lang` set, for links between the shop's pages. */
export function withLang(href, lang) {
  const url = new URL(href, window.location.href);
  url.searchParams.set('lang', lang);
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : url.href;
}

async function fetchTexts(locale, namespace) {
  const query = new URLSearchParams({ locale });
  if (namespace) query.set('namespace', namespace);
  try {
    const res = await fetch(`/translations?${query}`, { headers: { 'x-api-key': API_KEY } });
    if (!res.ok) throw new Error(`GET /translations?${query}: HTTP ${res.status}`);
    const body = await res.json();
    return namespace ? { [namespace]: body.translations ?? {} } : (body.namespaces ?? {});
  } catch (err) {
    console.warn('Acme: translations unavailable, showing source texts', err);
    return {};
  }
}

/**
 * Loads `lang` and the English source, which fills in whatever `lang` does not deliver. With
 * `namespace`, uses the one-namespace form of GET /translations.
 */
export async function loadI18n(lang, namespace) {
  const [source, target] = await Promise.all([
    fetchTexts(SOURCE_LANG, namespace),
    lang === SOURCE_LANG ? Promise.resolve(null) : fetchTexts(lang, namespace),
  ]);
  return {
    lang,
    /** `{text, fallback}`; `text` is null when even the source lacks the key. */
    lookup(ns, key) {
      const own = target ? target[ns]?.[key] : source[ns]?.[key];
      if (own !== undefined) return { text: own, fallback: false };
      const text = source[ns]?.[key];
      return { text: text ?? null, fallback: lang !== SOURCE_LANG };
    },
  };
}

/** Fills `{name}`, `{{name}}`, `%s` and `%1$s` placeholders. */
export function interpolate(text, vars = {}) {
  const args = vars.args ?? [];
  let next = 0;
  return text
    .replace(/\{\{\s*(\w+)\s*\}\}|\{(\w+)\}/g, (m, a, b) => String(vars[a ?? b] ?? m))
    .replace(/%(\d+)\$s/g, (m, n) => String(args[Number(n) - 1] ?? m))
    .replace(/%s/g, (m) => String(args[next++] ?? m));
}

/** Sets text that may hold `<b>…</b>`, building the bold nodes instead of parsing HTML. */
export function setRichText(el, text) {
  const parts = text.split(/(<b>|<\/b>)/);
  const nodes = [];
  let bold = false;
  for (const part of parts) {
    if (part === '<b>') bold = true;
    else if (part === '</b>') bold = false;
    else if (part && bold) {
      const b = document.createElement('b');
      b.textContent = part;
      nodes.push(b);
    } else if (part) nodes.push(document.createTextNode(part));
  }
  el.replaceChildren(...nodes);
}

/**
 * Puts the text of `ns:key` on `el` in one `style`:
 * - "key": data-i18n-key="ns:key" (`bare: true` writes only the key: namespace from an ancestor)
 * - "i18next": data-i18n="ns:key" (or "[attr]ns:key" with `attr`)
 * - "tolgee" / "subliminal" / "subliminal-server": invisible markers, no attribute
 * - "plain": the text alone
 * `attr` puts the text in that attribute instead of the element's text.
 */
export function mark(el, i18n, ns, key, { style = 'key', attr, vars, bare = false } = {}) {
  const found = i18n.lookup(ns, key);
  const text = interpolate(found.text ?? key, vars);
  let value = text;
  if (style === 'tolgee') value = withTolgeeMarker(text, key, ns);
  if (style === 'subliminal' || style === 'subliminal-server') {
    const locale = found.fallback ? SOURCE_LANG : i18n.lang;
    const meta = { key, namespace: ns, locale, fallback: found.fallback };
    value = withSubliminalMarker(text, meta, style === 'subliminal' ? 'client' : 'server');
  }
  if (style === 'key') el.setAttribute('data-i18n-key', bare ? key : `${ns}:${key}`);
  if (style === 'i18next') el.setAttribute('data-i18n', `${attr ? `[${attr}]` : ''}${ns}:${key}`);
  if (attr) el.setAttribute(attr, value);
  else if (value.includes('<b>')) setRichText(el, value);
  else el.textContent = value;
  return el;
}

/** Creates an element, optionally with static (untranslated) attributes and children. */
export function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === false || value == null) continue;
    if (name === 'className') el.className = value;
    else el.setAttribute(name, value === true ? '' : String(value));
  }
  el.append(...children);
  return el;
}

function namespaceOf(el) {
  return el.closest('[data-i18n-ns]')?.getAttribute('data-i18n-ns') ?? 'common';
}

/** `ns:key` or a bare key (namespace from the nearest data-i18n-ns). Keys may hold colons. */
function splitKey(value, el) {
  const colon = value.indexOf(':');
  if (colon > 0 && NAMESPACES.includes(value.slice(0, colon))) {
    return { ns: value.slice(0, colon), key: value.slice(colon + 1) };
  }
  return { ns: namespaceOf(el), key: value };
}

function setFromKey(el, i18n, value, attr) {
  const { ns, key } = splitKey(value, el);
  const { text } = i18n.lookup(ns, key);
  if (text === null) return; // keep the page's own text
  if (attr) el.setAttribute(attr, text);
  else if (text.includes('<b>')) setRichText(el, text);
  else el.textContent = text;
}

/**
 * Translates the declarative attributes under `root`, as i18next's DOM helpers do:
 * `data-i18n="[placeholder]ns:key;[title]ns:key2"` sets attributes, a part without `[attr]` sets
 * the text. Run it on static markup before mark() renders texts with filled placeholders.
 */
export function translateDeclarative(root, i18n) {
  for (const el of root.querySelectorAll('[data-i18n-key]')) {
    setFromKey(el, i18n, el.getAttribute('data-i18n-key'));
  }
  for (const el of root.querySelectorAll('[data-tolgee-key-only]')) {
    setFromKey(el, i18n, el.getAttribute('data-tolgee-key-only'));
  }
  for (const el of root.querySelectorAll('[data-i18n]')) {
    for (const part of el.getAttribute('data-i18n').split(';')) {
      const m = /^\s*(?:\[([\w-]+)\])?(.+?)\s*$/.exec(part);
      if (m) setFromKey(el, i18n, m[2], m[1]);
    }
  }
}

/** Adds `?lang=` to every same-site link under `root` (language switcher links excepted). */
export function keepLang(root, lang) {
  for (const a of root.querySelectorAll('a[href]:not([hreflang])')) {
    const href = a.getAttribute('href');
    if (!href || href.startsWith('#') || /^[a-z]+:/i.test(href)) continue;
    a.setAttribute('href', withLang(href, lang));
  }
}

// ---- the shop's catalogue and components ----

/** Same products as DEMO_PRODUCTS in ../seed-data.ts; `added` orders the "New" tab. */
export const PRODUCTS = [
  { id: 'mug', price: 18, sku: 'MUG-350', rating: 4.8, added: 3, colors: ['#f4e4d6', '#c8643b'] },
  { id: 'tote', price: 24, sku: 'TOTE-01', rating: 4.5, added: 4, colors: ['#e7ebdf', '#b9a57a'] },
  { id: 'lamp', price: 89, sku: 'LAMP-OAK', rating: 4.9, added: 1, colors: ['#e2e8f0', '#e9a93a'] },
  {
    id: 'notebook',
    price: 16.5,
    sku: 'NB-192',
    rating: 4.6,
    added: 2,
    colors: ['#efe5ee', '#5f7a5a'],
  },
];

/** Customer reviews are user content: shown as written, never translated. */
const REVIEWS = [
  { name: 'Mara K.', stars: 5, text: 'Keeps my tea warm and feels lovely in the hand.' },
  { name: 'Jonas B.', stars: 4, text: 'Sturdy bag, fits a laptop and the weekly groceries.' },
  { name: 'Aiko T.', stars: 5, text: 'Beautiful lamp. The dimmer is smooth and silent.' },
  { name: 'Luis P.', stars: 5, text: 'Fountain pen ink does not bleed through. Perfect.' },
  { name: 'Claire D.', stars: 4, text: 'Lovely glaze, a little smaller than I expected.' },
  { name: 'Sam W.', stars: 5, text: 'Fast delivery and nicely packed without plastic.' },
  { name: 'Priya N.', stars: 4, text: 'Great quality. I bought a second one as a gift.' },
  { name: 'Tomás R.', stars: 5, text: 'The oak base is gorgeous.' },
];

/** Flat product pictures; `C` is the product's colour. */
const SHAPES = {
  mug: [
    '<rect x="62" y="42" width="62" height="72" rx="10" fill="C"/>',
    '<path d="M124 58h10a14 14 0 0 1 0 28h-10" fill="none" stroke="C" stroke-width="9"/>',
  ],
  tote: [
    '<path d="M78 60c0-26 44-26 44 0" fill="none" stroke="C" stroke-width="6"/>',
    '<path d="M56 58h88l-8 66H64z" fill="C"/>',
  ],
  lamp: [
    '<rect x="70" y="120" width="60" height="9" rx="4" fill="#8a5a32"/>',
    '<path d="M100 120V72l22-20" stroke="#3b3b3b" stroke-width="5" fill="none"/>',
    '<path d="M104 34l40 10-14 30-40-10z" fill="C"/>',
  ],
  notebook: [
    '<rect x="66" y="30" width="68" height="92" rx="5" fill="C"/>',
    '<rect x="118" y="30" width="7" height="92" fill="#f4efe6"/>',
  ],
};

export function productImage(p) {
  const [bg, fg] = p.colors;
  const shapes = SHAPES[p.id].join('').replaceAll('"C"', `"${fg}"`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 150"><rect width="200" height="150" fill="${bg}"/>${shapes}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const nameKey = (p) => `products.${p.id}.name`;
export const descKey = (p) => `products.${p.id}.description`;
export const formatMoney = (lang, n) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(n);

const BADGE_CSS = `.badge{display:inline-block;padding:2px 8px;border-radius:999px;background:#1f2937;
color:#fff;font:600 11px/1.6 system-ui,sans-serif;letter-spacing:.04em;text-transform:uppercase}`;
const PROMO_CSS = `:host{display:block;margin:0 0 20px}
.promo{display:flex;align-items:center;gap:14px;padding:12px 16px;border-radius:12px;
background:#fff4e5;border:1px solid #f5d0a0;color:#5a3410;font:14px/1.4 system-ui,sans-serif}
p{margin:0}.code{margin-left:auto;color:#7a4a1a}
.close{border:0;background:none;font-size:18px;line-height:1;color:#7a4a1a;cursor:pointer;padding:2px 6px}`;

const plainAttr = (attr) => ({ style: 'plain', attr });

/** Components of the shop; every key they show is in the `common` namespace. */
export function shopComponents(i18n) {
  const { lang } = i18n;
  const money = (n) => formatMoney(lang, n);
  /** A new element showing `common:key`, marked in `opts.style` (see mark()). */
  const T = (tag, props, key, opts) => mark(h(tag, props), i18n, 'common', key, opts);
  const productHref = (p) => withLang(`product.html?id=${p.id}`, lang);

  function productCard(p) {
    const href = productHref(p);
    const image = { src: productImage(p), width: 200, height: 150 };
    const addId = `add-to-cart-${p.id}`;
    return h(
      'article',
      { className: 'card', 'data-testid': `product-card-${p.id}` },
      h('a', { href, className: 'card-media' }, T('img', image, nameKey(p), plainAttr('alt'))),
      h('h3', { className: 'card-title' }, T('a', { href }, nameKey(p), { style: 'tolgee' })),
      T('p', { className: 'card-desc' }, descKey(p), { style: 'subliminal' }),
      h(
        'div',
        { className: 'card-foot' },
        T('span', { className: 'price' }, 'product.price_from', {
          vars: { args: [money(p.price)] },
        }),
        T(
          'button',
          { id: addId, type: 'button', className: 'btn btn-small' },
          'product.add_to_cart',
          {
            style: 'i18next',
          },
        ),
      ),
    );
  }

  function reviewItem(r) {
    const stars = '★'.repeat(r.stars) + '☆'.repeat(5 - r.stars);
    return h(
      'li',
      { className: 'review' },
      h('div', { className: 'stars', 'aria-hidden': 'true' }, stars),
      h('blockquote', { lang: 'en' }, r.text),
      h(
        'p',
        { className: 'review-meta' },
        T('strong', {}, 'reviews.by', { vars: { name: r.name } }),
        ' · ',
        T('span', { className: 'verified' }, 'reviews.verified', { style: 'tolgee' }),
      ),
    );
  }

  /** Two reviews at first; "Show more" (#show-more) appends two more per click. */
  function setupReviews(list, more) {
    let shown = 0;
    const showNext = () => {
      const batch = REVIEWS.slice(shown, shown + 2);
      shown += batch.length;
      list.append(...batch.map(reviewItem));
      more.disabled = shown >= REVIEWS.length;
    };
    showNext();
    more.addEventListener('click', showNext);
  }

  /** The "Recently viewed" strip, built ~800 ms after load by the caller. */
  function recentlyViewed(exceptId) {
    const item = (p) =>
      h(
        'li',
        { className: 'recent-item' },
        T('img', { src: productImage(p), width: 64, height: 48 }, nameKey(p), plainAttr('alt')),
        h(
          'div',
          {},
          T('span', { className: 'recent-name' }, nameKey(p), { style: 'subliminal' }),
          T('a', { href: productHref(p) }, 'product.view_details', { style: 'i18next' }),
        ),
      );
    const items = PRODUCTS.filter((p) => p.id !== exceptId).slice(0, 3);
    return h(
      'section',
      { id: 'recently-viewed', className: 'recent', 'data-testid': 'recently-viewed' },
      T('h2', {}, 'recent.title'),
      h('ul', { className: 'recent-list' }, ...items.map(item)),
    );
  }

  /** Nested inside <acme-promo>'s shadow root: a second open shadow root. */
  class AcmeBadge extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot) return;
      const root = this.attachShadow({ mode: 'open' });
      root.append(h('style', {}, BADGE_CSS), T('span', { className: 'badge' }, 'promo.badge'));
    }
  }

  /** A promo banner widget rendering into an open shadow root. */
  class AcmePromo extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot) return;
      const root = this.attachShadow({ mode: 'open' });
      const close = h('button', { type: 'button', className: 'close' }, '×');
      mark(close, i18n, 'common', 'actions.close', { style: 'i18next', attr: 'aria-label' });
      close.addEventListener('click', () => (this.hidden = true));
      const code = { style: 'tolgee', vars: { args: ['WELCOME10'] } };
      root.append(
        h('style', {}, PROMO_CSS),
        h(
          'div',
          { className: 'promo', 'data-testid': 'promo-inner' },
          h('acme-badge', { 'data-testid': 'promo-badge' }),
          T('p', { className: 'banner' }, 'promo.banner', { vars: { amount: money(50) } }),
          T('p', { className: 'code' }, 'promo.code', code),
          close,
        ),
      );
    }
  }

  function defineWidgets() {
    customElements.define('acme-badge', AcmeBadge);
    customElements.define('acme-promo', AcmePromo);
  }

  return { productCard, setupReviews, recentlyViewed, defineWidgets };
}
