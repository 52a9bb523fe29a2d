import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The demo shop's pages, by file name, and the `data-page` each sets for shop.js. */
const PAGES: Record<string, string> = {
  'index.html': 'home',
  'product.html': 'product',
  'cart.html': 'cart',
  'checkout.html': 'checkout',
};

/** The parts pages are made of, served only as part of a page. */
export const isTemplate = (file: string) => file === 'layout.html' || file.startsWith('pages/');

/**
 * One demo page: the shared layout (head, header, navigation, footer) around the page's own
 * content from `pages/`, with its navigation link marked current. Null for any other file.
 */
export async function demoPage(siteRoot: string, file: string): Promise<string | null> {
  const page = PAGES[file];
  if (!page) return null;
  const [layout, content] = await Promise.all([
    readFile(join(siteRoot, 'layout.html'), 'utf8'),
    readFile(join(siteRoot, 'pages', file), 'utf8'),
  ]);
  return layout
    .replace('{{page}}', page)
    .replace(`data-nav="${page}"`, `data-nav="${page}" aria-current="page"`)
    .replace('{{content}}', () => content);
}
