import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

// Outside the served site folder: the parts are only ever served as a whole page.
const PAGES_ROOT = new URL('./pages/', import.meta.url);

/**
 * The demo shop's pages, by file name, and the `data-page` each sets for shop.js. A Map: the name
 * comes from the URL, and an object would find `constructor` or `__proto__` among its members.
 */
const PAGES = new Map([
  ['index.html', 'home'],
  ['product.html', 'product'],
  ['cart.html', 'cart'],
  ['checkout.html', 'checkout'],
]);

const read = (file: string) => readFile(fileURLToPath(new URL(file, PAGES_ROOT)), 'utf8');

/**
 * One demo page: the shared layout (head, header, navigation, footer) around the page's own
 * content, with its navigation link marked current. Null for any other file.
 */
export async function demoPage(file: string): Promise<string | null> {
  const page = PAGES.get(file);
  if (!page) return null;
  const [layout, content] = await Promise.all([read('layout.html'), read(file)]);
  return layout
    .replace('{{page}}', page)
    .replace(`data-nav="${page}"`, `data-nav="${page}" aria-current="page"`)
    .replace('{{content}}', () => content);
}
