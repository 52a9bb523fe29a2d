import { describe, expect, it } from 'vitest';
import { packKey, packReport, unpackKey, unpackReport } from '../../../lib/messaging/report-pack';
import type { PageReport, ReportChange } from '../../../lib/messaging/types';
import { entry } from '../fixtures/target-status';

type ReportKey = PageReport['keys'][number];

const status = entry({ text: 'Warenkorb', confirmedByName: null });
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
  ])('comes back as it was: %s', (_, key) => {
    const packed = packKey(key, 'de');
    expect(unpackKey(JSON.parse(JSON.stringify(packed)), 'de')).toEqual(key);
    expect(JSON.stringify(packed).length).toBeLessThanOrEqual(JSON.stringify(key).length);
  });

  it('leaves out what a key shares with most keys, and keeps what names and states it', () => {
    expect(packKey(usual, 'de')).toEqual({
      namespace: 'common',
      key: 'nav.cart',
      method: 'attribute',
      where: 'text',
      status: { text: 'Warenkorb', rowState: 'edited' },
    });
  });

  it('reads a confirmer without a name as one whose name is not known (null)', () => {
    const { confirmedByName: _, ...unnamed } = status;
    const key = { ...usual, status: { ...unnamed, confirmedBy: 'u_7' } };
    expect(unpackKey(packKey(key, 'de'), 'de').status).toEqual({
      ...unnamed,
      confirmedBy: 'u_7',
      confirmedByName: null,
    });
  });

  it('takes a key sent whole as it is', () => {
    expect(unpackKey(usual, 'de')).toEqual(usual);
  });

  it("packs a whole report's keys and a change's new keys, and passes the change's runs on", () => {
    const keys = [usual, { ...usual, key: 'nav.home', frameId: 2 }];
    const whole = report(keys);
    expect(unpackReport(JSON.parse(JSON.stringify(packReport(whole))))).toEqual(whole);
    const { keys: _, ...rest } = whole;
    const change: ReportChange = { ...rest, since: 2, keys: [[0, 5], keys[1]!, [7, 2]] };
    const packed = packReport(change);
    expect(packed.keys[0]).toEqual([0, 5]);
    expect(packed.keys[2]).toEqual([7, 2]);
    expect(packed.keys[1]).toEqual({
      namespace: 'common',
      key: 'nav.home',
      method: 'attribute',
      where: 'text',
      frameId: 2,
      status: { text: 'Warenkorb', rowState: 'edited' },
    });
    expect(unpackReport(JSON.parse(JSON.stringify(packed)))).toEqual(change);
  });
});
