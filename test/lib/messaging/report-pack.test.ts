import { describe, expect, it } from 'vitest';
import {
  packReport,
  packSources,
  unpackReport,
  unpackSources,
} from '../../../lib/messaging/report-pack';
import type { PageReport, ReportChange } from '../../../lib/messaging/types';
import { entry } from '../fixtures/target-status';

type ReportKey = PageReport['keys'][number];

const status = entry({ text: 'Warenkorb' });
const usual: ReportKey = {
  namespace: 'common',
  key: 'nav.cart',
  method: 'attribute',
  where: 'text',
  frameId: 0,
  locale: 'de',
  inShadowRoot: false,
  visible: true,
  ambiguous: false,
  status,
};

const report = (keys: PageReport['keys']): PageReport => ({
  url: 'https://shop.test/',
  locale: 'de',
  frames: [
    { frameId: 0, url: 'https://shop.test/', keys: keys.length, shadowRoots: 0, dropped: 0 },
  ],
  keys,
  unmatchedTextCount: 0,
  revision: 3,
});

const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value));

describe('the side panel page on the wire', () => {
  it.each<[string, ReportKey]>([
    ['a key as most are', usual],
    ['a key of another frame', { ...usual, frameId: 4 }],
    ['a key in a shadow root, hidden', { ...usual, inShadowRoot: true, visible: false }],
    [
      'an ambiguous text match',
      {
        ...usual,
        method: 'text',
        ambiguous: true,
        candidates: [
          { namespace: 'common', key: 'nav.cart' },
          { namespace: 'shop', key: 'cart.title' },
        ],
      },
    ],
    ['a key in another language than the page', { ...usual, locale: 'fr' }],
    ['a key of a frame with no language', { ...usual, locale: null }],
    ['a key without a row', { ...usual, status: null }],
    ['a key whose status is not read yet', { ...usual, status: 'unknown' }],
    [
      'a row confirmed by someone without a name',
      { ...usual, status: { ...status, confirmedBy: 'u_7' } },
    ],
    [
      'an approved, locked and delivered row',
      {
        ...usual,
        status: {
          ...status,
          isReady: true,
          isDelivered: true,
          canEdit: false,
          isLocked: true,
          confirmedBy: 'u_7',
          confirmedByName: 'Ana',
          stageIndex: 2,
        },
      },
    ],
  ])('a key among usual ones comes back as it was: %s', (_, key) => {
    const keys = [usual, { ...usual, key: 'nav.home' }, key, usual];
    expect(unpackReport(wire(packReport(report(keys)))).keys).toEqual(keys);
  });

  it("packs a whole report's keys and a change's new keys, and passes the change's runs on", () => {
    const keys = [usual, { ...usual, key: 'nav.home', frameId: 2 }];
    const whole = report(keys);
    expect(unpackReport(wire(packReport(whole)))).toEqual(whole);
    const { keys: _, ...rest } = whole;
    const change: ReportChange = { ...rest, since: 2, keys: [[0, 5], keys[1]!, keys[0]!, [7, 2]] };
    const packed = packReport(change);
    expect(packed.parts).toEqual([[0, 5], 2, [7, 2]]);
    expect(packed.keys.rows).toBe(2);
    expect(unpackReport(wire(packed))).toEqual(change);
  });

  it('sends a big report in well under half the bytes of its keys as objects', () => {
    const keys = Array.from({ length: 5000 }, (_, i) => ({ ...usual, key: `nav.item${i}` }));
    const bytes = JSON.stringify(packReport(report(keys))).length;
    expect(bytes).toBeLessThan(JSON.stringify(keys).length * 0.3);
  });
});

describe("the side panel page's source texts on the wire", () => {
  const keys = [
    { namespace: 'common', key: 'nav.cart' },
    { namespace: 'common', key: 'nav.home' },
    { namespace: 'shop', key: 'cart.title' },
    { namespace: 'common', key: 'nav.cart' },
  ];
  it.each<[string, Record<string, Record<string, string>>]>([
    [
      'texts of every key',
      { common: { 'nav.cart': 'Cart', 'nav.home': 'Home' }, shop: { 'cart.title': 'Your cart' } },
    ],
    ['keys without a text', { common: { 'nav.cart': 'Cart' } }],
    [
      'texts of keys the page no longer shows',
      { common: { 'nav.cart': 'Cart', 'nav.gone': 'Gone' }, old: { x: 'y' } },
    ],
    ['a namespace without texts', { common: {}, shop: { 'cart.title': 'Your cart' } }],
    ['no texts at all', {}],
    [
      'names a page may give',
      JSON.parse('{"common":{"__proto__":"P","constructor":"C","nav.cart":"Cart"}}'),
    ],
  ])('come back as they were: %s', (_, sources) => {
    const back = unpackSources(wire(packSources(sources, keys)), keys);
    expect(back).toEqual(sources);
    expect(Object.keys(back).sort()).toEqual(Object.keys(sources).sort());
  });

  it("go as a list beside the keys: a key's text at its place, the others apart", () => {
    const packed = packSources({ common: { 'nav.cart': 'Cart', 'nav.gone': 'Gone' } }, keys);
    expect(packed).toEqual({
      ofKeys: ['Cart', null, null, 'Cart'],
      others: { common: { 'nav.gone': 'Gone' } },
    });
  });
});
