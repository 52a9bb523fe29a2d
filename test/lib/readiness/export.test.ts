import { describe, expect, it } from 'vitest';
import { refId } from '../../../lib/messaging/ref-id';
import { csvCell, mdCell, toCsv, toJson, toMarkdown } from '../../../lib/readiness/export';
import { localeReadiness } from '../../../lib/readiness/summary';
import { entry, workflow } from '../panel/fixtures';

const de = localeReadiness(
  [
    { namespace: 'shop', key: 'cart.title' },
    { namespace: 'shop', key: 'pay|now' },
    { namespace: 'shop', key: 'promo' },
  ],
  {
    locale: 'de',
    workflow: workflow('pm'),
    flags: {},
    entries: {
      [refId({ namespace: 'shop', key: 'cart.title' })]: entry({
        text: 'Warenkorb',
        isReady: true,
        isDelivered: true,
        stageIndex: 2,
      }),
      [refId({ namespace: 'shop', key: 'pay|now' })]: entry({
        text: '=HYPERLINK("x")',
        stageIndex: 1,
      }),
      [refId({ namespace: 'shop', key: 'promo' })]: null,
    },
  },
);
const r = { url: 'http://shop.test/cart', locales: [de] };

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['-2', "'-2"],
  ])('%j → %j', (value, cell) => expect(csvCell(value)).toBe(cell));
});

describe('mdCell', () => {
  it.each([
    ['a|b', 'a\\|b'],
    ['two\nlines', 'two lines'],
    ['<img>', '\\<img\\>'],
  ])('%j → %j', (value, cell) => expect(mdCell(value)).toBe(cell));
});

describe('exports', () => {
  it('CSV: one line per key and language, with the reason in code and words', () => {
    const lines = toCsv(r).trimEnd().split('\r\n');
    expect(lines[0]).toBe('url,locale,namespace,key,delivered,reason,why,text');
    expect(lines).toContain('http://shop.test/cart,de,shop,cart.title,yes,,,Warenkorb');
    expect(lines).toContain(
      `http://shop.test/cart,de,shop,pay|now,no,in_stage,Still in Review (stage 2 of 2),"'=HYPERLINK(""x"")"`,
    );
    expect(lines).toHaveLength(4);
  });

  it('JSON: the share and every key with why it is not delivered', () => {
    const json = JSON.parse(toJson(r));
    expect(json.locales[0]).toMatchObject({ locale: 'de', total: 3, delivered: 1 });
    expect(json.locales[0].keys).toContainEqual({
      namespace: 'shop',
      key: 'pay|now',
      delivered: false,
      reason: 'in_stage',
      why: 'Still in Review (stage 2 of 2)',
      stage: { index: 1, name: 'Review' },
    });
  });

  it('Markdown: a table of what is not delivered, grouped by reason', () => {
    const md = toMarkdown(r);
    expect(md).toContain('### de: 33 % served (1 of 3 keys)');
    const rows = md.split('\n').filter((l) => l.startsWith('| ') && !/^\| (Key|---) /.test(l));
    expect(rows).toEqual([
      '| promo | shop | No translation exists yet |',
      '| pay\\|now | shop | Still in Review (stage 2 of 2) |',
    ]);
  });

  it('Markdown: says so when every key is delivered', () => {
    const all = {
      url: 'u',
      locales: [{ ...de, keys: [de.keys[0]!], total: 1, groups: [], share: 1 }],
    };
    expect(toMarkdown(all)).toContain('Every key is delivered.');
  });
});
