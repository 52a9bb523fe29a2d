import { describe, expect, it } from 'vitest';
import { fitSources, fitVariants, PSEUDO_LOCALE } from '../../../lib/background/fit-texts';
import type { StatusAnswer } from '../../../lib/messaging/types';

const entry = (text: string, isDelivered: boolean) => ({
  text,
  rowState: 'edited' as const,
  isReady: isDelivered,
  isDelivered,
  canEdit: false,
  isLocked: false,
  confirmedBy: null,
  stageIndex: 0,
});
const status = (locale: string, entries: StatusAnswer['entries'], isSource = false) =>
  ({ locale, isSource, entries, flags: {}, workflow: null, readOnly: {} }) as StatusAnswer;
const keys = [
  { namespace: 'common', key: 'buy' },
  { namespace: 'common', key: 'items' },
  { namespace: 'common', key: 'buy' },
];
const sources = { common: { buy: 'Buy', items: '{count} items' } };

describe('fitVariants', () => {
  const variants = fitVariants(keys, sources, [
    status('de', {
      'common\u0000buy': entry('Kaufen', true),
      'common\u0000items': entry('{count} Artikel', false),
    }),
    status('fr', { 'common\u0000buy': entry('', false), 'common\u0000items': null }),
    status('en', {}, true),
  ]);

  it('measures each live language once, each key with its delivered or pending text', () => {
    expect(variants.map((v) => [v.locale, v.pseudo])).toEqual([
      ['de', false],
      ['fr', false],
      [PSEUDO_LOCALE, true],
    ]);
    expect(variants[0]!.texts).toEqual([
      { namespace: 'common', key: 'buy', text: 'Kaufen', kind: 'delivered' },
      // Placeholders as a reader sees them: a sample value.
      {
        namespace: 'common',
        key: 'items',
        text: expect.not.stringContaining('{count}'),
        kind: 'pending',
      },
    ]);
  });

  it('leaves out keys with no text in a language: the page falls back to the source', () => {
    expect(variants[1]!.texts).toEqual([]);
  });

  it('adds the pseudo-language: every source text pseudo-translated, longer', () => {
    const pseudo = variants[2]!.texts;
    expect(pseudo.map((t) => [t.key, t.kind])).toEqual([
      ['buy', 'pseudo'],
      ['items', 'pseudo'],
    ]);
    expect(pseudo[0]!.text).toMatch(/^\[Ɓũŷ .+\]$/);
  });

  it('compares with the source texts, each key once', () => {
    expect(fitSources(keys, sources).map((s) => s.key)).toEqual(['buy', 'items']);
  });

  it('finds no source text for keys named like what every object has', () => {
    const named = ['constructor', 'toString'].map((key) => ({ namespace: 'common', key }));
    expect(fitSources(named, { common: {} })).toEqual([]);
    expect(fitVariants(named, { common: {} }, [])[0]!.texts).toEqual([]);
  });
});
