import { descKey, formatMoney, nameKey, PRODUCTS, productImage, REVIEWS } from './catalogue.js';
import { h, LANGS, mark, withLang } from './render.js';

// A badge as wide as a short label at most: a longer one is cut off with an ellipsis.
const BADGE_CSS = `.badge{display:inline-block;padding:2px 8px;border-radius:999px;background:#1f2937;
color:#fff;font:600 11px/1.6 system-ui,sans-serif;letter-spacing:.04em;text-transform:uppercase;
max-width:12em;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;vertical-align:middle}`;
const PROMO_CSS = `:host{display:block;margin:0 0 20px}
.promo{display:flex;align-items:center;gap:14px;padding:12px 16px;border-radius:12px;
background:#fff4e5;border:1px solid #f5d0a0;color:#5a3410;font:14px/1.4 system-ui,sans-serif}
p{margin:0}.code{margin-left:auto;color:#7a4a1a}
.close{border:0;background:none;font-size:18px;line-height:1;color:#7a4a1a;cursor:pointer;padding:2px 6px}`;

/** Marks an attribute's text with no marker at all. */
export const plainAttr = (attr) => ({ style: 'plain', attr });

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

const LANG_NAMES = { en: 'English', de: 'Deutsch', es: 'Español', fr: 'Français', ja: '日本語' };

/** A link to this page in each language the shop has, the current one marked. */
export function languageLinks(lang) {
  return LANGS.map((l) =>
    h(
      'a',
      {
        id: `lang-${l}`,
        href: withLang(window.location.href, l),
        hreflang: l,
        lang: l,
        'aria-current': l === lang ? 'true' : null,
      },
      LANG_NAMES[l],
    ),
  );
}
