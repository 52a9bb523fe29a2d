import { describe, expect, it } from 'vitest';
import { CrawlQueue, pageUrl, screenshotName } from '../../../lib/readiness/crawl';
import { progressLine } from '../../../lib/readiness/site-format';

describe('pageUrl', () => {
  it.each([
    ['cart.html?lang=de', 'http://s.test/demo/', 'http://s.test/demo/cart.html?lang=de'],
    ['index.html#products', 'http://s.test/demo/', 'http://s.test/demo/index.html'],
    ['https://other.test/a', 'http://s.test/', 'https://other.test/a'],
    ['mailto:help@s.test', 'http://s.test/', null],
    ['javascript:void(0)', 'http://s.test/', null],
    ['http://[bad', 'http://s.test/', null],
  ])('%s from %s → %s', (href, base, url) => expect(pageUrl(href, base)).toBe(url));
});

describe('CrawlQueue', () => {
  it('visits breadth first, each page once, on the start origin only', () => {
    const q = new CrawlQueue(['http://s.test/'], 10);
    const order: string[] = [];
    const links: Record<string, string[]> = {
      'http://s.test/': ['/a', '/b', 'https://elsewhere.test/', '/#top', 'http://s.test:81/'],
      'http://s.test/a': ['/a/deep', '/b'],
      'http://s.test/b': ['/'],
    };
    for (let url = q.next(); url; url = q.next()) {
      order.push(url);
      q.add(links[url] ?? [], url);
    }
    expect(order).toEqual([
      'http://s.test/',
      'http://s.test/a',
      'http://s.test/b',
      'http://s.test/a/deep',
    ]);
  });

  it('stops at the page budget and counts what is left to visit', () => {
    const q = new CrawlQueue(['http://s.test/'], 2);
    expect(q.next()).toBe('http://s.test/');
    q.add(['/1', '/2', '/3'], 'http://s.test/');
    expect(q.progress()).toEqual({ done: 1, known: 2 });
    expect(q.next()).toBe('http://s.test/1');
    expect(q.next()).toBeNull();
  });
});

describe('file names and the progress line', () => {
  it.each([
    [1, 'http://s.test/demo/?lang=de', '001-demo_lang_de.png'],
    [
      12,
      'http://s.test/demo/product.html?id=mug&lang=de',
      '012-demo_product.html_id_mug_lang_de.png',
    ],
    [3, 'http://s.test/', '003-index.png'],
  ])('screenshot %i of %s is %s', (i, url, name) => expect(screenshotName(i, url)).toBe(name));

  it('fits the progress line to the terminal', () => {
    expect(progressLine(3, 12, 'http://s.test/a')).toBe('[3/12] http://s.test/a');
    const long = progressLine(3, 12, `http://s.test/${'x'.repeat(100)}`, 40);
    expect(long).toHaveLength(39);
    expect(long.endsWith('…')).toBe(true);
  });
});
