/**
 * The Acme demo shop: one module for every page, chosen by `<body data-page>`. Keys are marked in
 * every way a real app might (see render.js and markers.js); the choice per element is spread over
 * the pages on purpose so the extension meets each kind of marker, and text with no marker at all.
 */
import { descKey, formatMoney, nameKey, PRODUCTS, productImage } from './catalogue.js';
import { openCart } from './cart.js';
import { languageLinks, plainAttr, shopComponents } from './components.js';
import {
  currentLang,
  h,
  keepLang,
  loadI18n,
  mark,
  translateDeclarative,
  withLang,
} from './render.js';

const TOLGEE = { style: 'tolgee' };
const SUBLIMINAL = { style: 'subliminal' };
const PLAIN = { style: 'plain' };

const lang = currentLang();
document.documentElement.lang = lang;
const page = document.body.dataset.page;
// The newsletter frame uses the one-namespace form of GET /translations.
const i18n = await loadI18n(lang, page === 'frame' ? 'common' : undefined);
const ui = shopComponents(i18n);
const money = (n) => formatMoney(lang, n);
const number = (n) => new Intl.NumberFormat(lang).format(n);
const byId = (id) => document.getElementById(id);

/** Marks existing elements: `[elementId, key, options]` in namespace `ns` (see mark()). */
function markAll(ns, list) {
  for (const [id, key, opts] of list) {
    const el = byId(id);
    if (el) mark(el, i18n, ns, key, opts);
  }
}

// ---- cart ----

const cart = openCart();
const cartItems = () => PRODUCTS.filter((p) => cart.count(p.id) > 0);
const cartCount = () => cartItems().reduce((n, p) => n + cart.count(p.id), 0);
const cartTotal = () => cartItems().reduce((n, p) => n + cart.count(p.id) * p.price, 0);

/** Replaces the header badge with a new node, as a framework re-render would. */
function renderCartCount() {
  const old = byId('cart-count');
  if (!old) return;
  const next = h('span', {
    id: 'cart-count',
    className: 'cart-count',
    'data-testid': 'cart-count',
  });
  const count = { count: cartCount() };
  old.replaceWith(mark(next, i18n, 'common', 'header.cart_count', { ...TOLGEE, vars: count }));
  markAll('checkout', [['mini-cart-count', 'cart.items_count', { bare: true, vars: count }]]);
}

function addToCart(id) {
  cart.add(id, 1);
  renderCartCount();
}

// ---- shared page chrome ----

const renderLangSwitcher = () => byId('lang-switcher')?.replaceChildren(...languageLinks(lang));

function renderChrome() {
  markAll('common', [
    ['search-input', 'search.placeholder', plainAttr('placeholder')],
    ['lang-switcher', 'lang.label', plainAttr('aria-label')],
    ['cart-link', 'a11y.cart_link', { style: 'tolgee', attr: 'title' }],
    ['nav-checkout', 'nav.checkout', SUBLIMINAL],
    ['nav-help', 'nav.help', PLAIN],
    ['copyright', 'footer.copyright', { style: 'subliminal-server' }],
    ['footer-terms', 'footer.terms', PLAIN],
    ['footer-contact', 'footer.contact', TOLGEE],
  ]);
  renderLangSwitcher();
  renderCartCount();
  byId('search')?.addEventListener('submit', (ev) => ev.preventDefault());
  document.addEventListener('click', (ev) => {
    const button = ev.target instanceof window.Element ? ev.target.closest('button') : null;
    if (button?.id.startsWith('add-to-cart-')) addToCart(button.id.slice('add-to-cart-'.length));
  });
  ui.defineWidgets();
}

function setupReviews() {
  const list = byId('reviews-list');
  const more = byId('show-more');
  if (list && more) ui.setupReviews(list, more);
}

/** Inserted ~800 ms after load, like a widget that waits for a recommendations call. */
function scheduleRecentlyViewed(exceptId) {
  const slot = byId('recent-slot');
  if (slot) window.setTimeout(() => slot.replaceChildren(ui.recentlyViewed(exceptId)), 800);
}

// ---- pages ----

function tabFromUrl() {
  return new URLSearchParams(window.location.search).get('tab') === 'popular' ? 'popular' : 'new';
}

/** The tabs swap the grid's nodes and push a history entry, as a client-side router would. */
function showTab(tab) {
  const order = (a, b) => (tab === 'popular' ? b.rating - a.rating : b.added - a.added);
  byId('product-grid')?.replaceChildren(...[...PRODUCTS].sort(order).map(ui.productCard));
  for (const button of document.querySelectorAll('[role="tab"]')) {
    button.setAttribute('aria-selected', String(button.getAttribute('data-tab') === tab));
  }
  renderLangSwitcher();
}

function renderHome() {
  markAll('common', [
    ['hero-title', 'home.hero_title', TOLGEE],
    ['hero-text', 'home.hero_text', SUBLIMINAL],
    ['newsletter-frame', 'newsletter.title', plainAttr('title')],
    ['cookie-accept', 'cookie.accept', plainAttr('value')],
  ]);
  byId('newsletter-frame')?.setAttribute('src', withLang('frame.html', lang));
  for (const button of document.querySelectorAll('[role="tab"]')) {
    button.addEventListener('click', () => {
      const tab = button.getAttribute('data-tab');
      if (tab === tabFromUrl()) return;
      const url = new URL(window.location.href);
      url.searchParams.set('tab', tab);
      window.history.pushState({ tab }, '', url.pathname + url.search + url.hash);
      showTab(tab);
    });
  }
  window.addEventListener('popstate', () => showTab(tabFromUrl()));
  showTab(tabFromUrl());
  for (const id of ['cookie-accept', 'cookie-decline']) {
    byId(id)?.addEventListener('click', () => (byId('cookie-notice').hidden = true));
  }
  setupReviews();
  scheduleRecentlyViewed(null);
}

function renderProduct() {
  const wanted = new URLSearchParams(window.location.search).get('id');
  const p = PRODUCTS.find((x) => x.id === wanted) ?? PRODUCTS[0];
  byId('product-image').setAttribute('src', productImage(p));
  byId('add-to-cart').id = `add-to-cart-${p.id}`;
  markAll('common', [
    ['product-image', nameKey(p), { style: 'tolgee', attr: 'alt' }],
    ['crumb-current', nameKey(p), PLAIN],
    ['product-name', nameKey(p), {}],
    ['product-desc', descKey(p), TOLGEE],
    ['product-rating', 'product.rating', { vars: { args: [number(p.rating), number(5)] } }],
    ['product-stock', 'product.in_stock', SUBLIMINAL],
    ['product-sku', 'product.sku', { vars: { code: p.sku } }],
    [`add-to-cart-${p.id}`, 'product.add_to_cart', PLAIN],
  ]);
  byId('product-price').textContent = money(p.price);
  document.title = `${i18n.lookup('common', nameKey(p)).text} · Acme`;
  setupReviews();
  scheduleRecentlyViewed(p.id);
}

function cartRow(p) {
  const remove = h('button', { id: `remove-${p.id}`, type: 'button', className: 'link-button' });
  mark(remove, i18n, 'checkout', 'cart.remove', PLAIN);
  remove.addEventListener('click', () => {
    cart.remove(p.id);
    renderCart();
    renderCartCount();
  });
  const img = h('img', { src: productImage(p), width: 56, height: 42, alt: '' });
  const link = h('a', { href: withLang(`product.html?id=${p.id}`, lang) });
  const name = mark(link, i18n, 'common', nameKey(p), TOLGEE);
  return h(
    'tr',
    { 'data-testid': `cart-row-${p.id}` },
    h('td', {}, h('div', { className: 'cart-item' }, img, name)),
    h('td', {}, String(cart.count(p.id))),
    h('td', { className: 'num' }, money(cart.count(p.id) * p.price)),
    h('td', { className: 'num' }, remove),
  );
}

function renderCart() {
  const rows = cartItems().map(cartRow);
  byId('cart-rows').replaceChildren(...rows);
  byId('cart-empty').hidden = rows.length > 0;
  byId('cart-table').hidden = rows.length === 0;
  markAll('checkout', [
    ['cart-count-line', 'cart.items_count', { bare: true, vars: { count: cartCount() } }],
    ['cart-subtotal-label', 'summary.subtotal', SUBLIMINAL],
    ['continue-shopping', 'cart.continue', plainAttr('value')],
  ]);
  byId('cart-subtotal').textContent = money(cartTotal());
  byId('continue-shopping').onclick = () => window.location.assign(withLang('index.html', lang));
}

function renderCheckout() {
  const subtotal = cartTotal();
  const shipping = subtotal >= 50 ? 0 : 4.9;
  const total = money(subtotal + shipping);
  markAll('checkout', [
    ['name', 'shipping.name_placeholder', { style: 'tolgee', attr: 'placeholder' }],
    ['address-label', 'shipping.address', SUBLIMINAL],
    ['address', 'shipping.address_placeholder', plainAttr('placeholder')],
    ['save-address', 'address.save', PLAIN],
    ['payment-legend', 'payment.title', TOLGEE],
    ['method-invoice-label', 'payment.method:invoice', TOLGEE],
    ['cvc-label', 'payment.cvc', SUBLIMINAL],
    ['summary-total-label', 'summary.total', TOLGEE],
    [
      'summary-tax',
      'summary.tax_note',
      { ...SUBLIMINAL, vars: { args: [money(subtotal * (19 / 119))] } },
    ],
    ['place-order', 'payment.pay_now', { vars: { args: [total] } }],
  ]);
  markAll('common', [['save-gift', 'actions.save', PLAIN]]);
  if (shipping === 0) markAll('checkout', [['summary-shipping', 'summary.free', PLAIN]]);
  else byId('summary-shipping').textContent = money(shipping);
  byId('summary-subtotal').textContent = money(subtotal);
  byId('summary-total').textContent = total;
  byId('checkout-form').addEventListener('submit', submitCheckout);
}

const fieldError = (key, opts) =>
  mark(h('p', { className: 'field-error' }), i18n, 'checkout', key, opts);

/** Validation messages and the confirmation are added to the page after a click. */
function submitCheckout(ev) {
  ev.preventDefault();
  const form = ev.currentTarget;
  for (const old of form.querySelectorAll('.field-error')) old.remove();
  byId('form-errors').replaceChildren();
  let ok = true;
  for (const id of ['name', 'email', 'address', 'postal', 'city', 'card-number']) {
    const input = byId(id);
    const empty = input.value.trim() === '';
    const badEmail = id === 'email' && !empty && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(input.value);
    input.toggleAttribute('aria-invalid', empty || badEmail);
    // Bare key: the namespace comes from the form's data-i18n-ns.
    if (empty) input.after(fieldError('errors.required', { bare: true }));
    if (badEmail) input.after(fieldError('errors.email_invalid', TOLGEE));
    ok &&= !empty && !badEmail;
  }
  if (ok && byId('card-number').value.replace(/\D/g, '') === '4000000000000002') {
    const declined = mark(h('p'), i18n, 'checkout', 'errors.card.declined', SUBLIMINAL);
    byId('form-errors').append(declined);
    ok = false;
  }
  if (!ok) return;
  const vars = { orderId: 'AC-10482', email: byId('email').value };
  byId('confirmation').replaceChildren(
    mark(h('h2'), i18n, 'checkout', 'confirmation.title', { bare: true }),
    mark(h('p'), i18n, 'checkout', 'confirmation.text', { ...TOLGEE, vars }),
  );
  form.hidden = true;
  byId('confirmation').hidden = false;
}

function renderFrame() {
  markAll('common', [
    ['newsletter-text', 'newsletter.text', TOLGEE],
    ['newsletter-email', 'newsletter.email_placeholder', { ...SUBLIMINAL, attr: 'placeholder' }],
    ['help-text', 'help.text', PLAIN],
  ]);
  byId('newsletter-form').addEventListener('submit', (ev) => {
    ev.preventDefault();
    byId('newsletter-form').hidden = true;
    byId('newsletter-thanks').hidden = false;
  });
}

// ---- start ----

const PAGES = {
  home: renderHome,
  product: renderProduct,
  cart: renderCart,
  checkout: renderCheckout,
  frame: renderFrame,
};

translateDeclarative(document, i18n);
if (page !== 'frame') renderChrome();
PAGES[page]?.();
keepLang(document, lang);
// Lets tests wait for the first render.
document.documentElement.dataset.ready = 'true';
