// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { takeLinkMarker } from '../../../lib/page/link-marker';

afterEach(() => history.replaceState(null, '', '/'));

describe('takeLinkMarker', () => {
  it.each([
    ['/shop#ll:key=common%3Aa', '#ll:key=common%3Aa', '/shop'],
    ['/shop?x=1#/products&ll:key=common%3Aa', '&ll:key=common%3Aa', '/shop?x=1#/products'],
    ['/shop#/products', null, '/shop#/products'],
  ])('%s: takes %s, leaves %s', (url, marker, left) => {
    history.replaceState({ own: 1 }, '', url);
    expect(takeLinkMarker(location, history)).toBe(marker);
    expect(location.href).toBe(`${location.origin}${left}`);
    expect(history.state).toEqual({ own: 1 });
  });
});
