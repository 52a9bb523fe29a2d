import { describe, expect, it } from 'vitest';
import { keyLink, readKeyLink } from '../../../lib/page/key-link';

const ref = { namespace: 'checkout', key: 'payment.method:card' };

describe('links to a key', () => {
  it.each([
    [
      'http://s.test/cart?lang=de',
      'http://s.test/cart?lang=de#ll:key=checkout%3Apayment.method%3Acard',
    ],
    [
      'http://s.test/#/products',
      'http://s.test/#/products&ll:key=checkout%3Apayment.method%3Acard',
    ],
    ['http://s.test/#', 'http://s.test/#ll:key=checkout%3Apayment.method%3Acard'],
  ])('%s → %s, and back', (page, link) => {
    expect(keyLink(page, ref)).toBe(link);
    expect(readKeyLink(link)).toEqual({ ref, href: page.replace(/#$/, '') });
  });

  it('replaces a marker already there', () => {
    const once = keyLink('http://s.test/', { namespace: 'common', key: 'a' });
    expect(keyLink(once, ref)).toBe('http://s.test/#ll:key=checkout%3Apayment.method%3Acard');
  });

  it.each([
    'http://s.test/',
    'http://s.test/#top',
    'http://s.test/#ll:key=',
    'http://s.test/#ll:key=nokey',
    'http://s.test/#ll:key=%E0%A4%A',
    'http://s.test/?ll:key=common%3Aa',
  ])('finds no key in %s', (href) => expect(readKeyLink(href)).toBeNull());
});
