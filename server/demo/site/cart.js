/**
 * The shop's cart, kept in localStorage so the cart page sees what the home page added. Storage
 * can be blocked or hold junk: then the cart starts from the default and lives for the page only.
 */
const CART_KEY = 'acme-demo-cart';
const DEFAULT_CART = { mug: 1, lamp: 1 };

function read() {
  try {
    const saved = JSON.parse(window.localStorage.getItem(CART_KEY) ?? 'null');
    if (saved && typeof saved === 'object') return saved;
  } catch {
    // storage blocked or corrupt: start with the default cart
  }
  return { ...DEFAULT_CART };
}

export function openCart() {
  let items = read();
  const write = (next) => {
    items = next;
    try {
      window.localStorage.setItem(CART_KEY, JSON.stringify(next));
    } catch {
      // storage blocked: the cart lives for this page only
    }
  };
  return {
    count: (id) => (Object.hasOwn(items, id) ? Number(items[id]) || 0 : 0),
    add: (id, n) => write({ ...items, [id]: (Object.hasOwn(items, id) ? items[id] : 0) + n }),
    remove: (id) => write({ ...items, [id]: 0 }),
  };
}
