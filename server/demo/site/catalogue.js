/** The shop's catalogue: products, reviews, pictures, prices. */
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
export const REVIEWS = [
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
