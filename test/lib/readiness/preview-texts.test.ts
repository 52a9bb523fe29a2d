import { describe, expect, it } from 'vitest';
import { previewTexts, type PreviewRow } from '../../../lib/readiness/preview-texts';
import { entry } from '../panel/fixtures';

const row = (key: string, e: PreviewRow['entry'], source: string | null = `${key} (en)`) => ({
  namespace: 'ns',
  key,
  entry: e,
  source,
});
const rows: PreviewRow[] = [
  row('served', entry({ text: 'Geliefert', isDelivered: true, isReady: true, stageIndex: 2 })),
  row('draft', entry({ text: 'Entwurf', stageIndex: 0 })),
  row('empty', entry({ text: '' })),
  row('none', null),
  row('no-source', null, null),
  row('unknown', undefined),
];

describe('previewTexts', () => {
  it.each([
    [
      'delivered',
      [
        ['served', 'Geliefert'],
        ['draft', 'draft (en)'],
        ['empty', 'empty (en)'],
        ['none', 'none (en)'],
      ],
    ],
    [
      'pending',
      [
        ['served', 'Geliefert'],
        ['draft', 'Entwurf'],
      ],
    ],
  ] as const)('%s', (mode, expected) => {
    expect(previewTexts(rows, mode)!.map((t) => [t.key, t.text])).toEqual(expected);
  });

  it.each([
    ['{count} Artikel im <b>Warenkorb</b>', '3 Artikel im Warenkorb'],
    ['Hallo {{name}}, %d neue', 'Hallo Alex, 3 neue'],
    ['{n, plural, one {# Stück} other {# Stücke}}', '3 Stücke'],
  ])('fills %s with sample values, as a reader would see it', (text, shown) => {
    const served = row('k', entry({ text, isDelivered: true, isReady: true, stageIndex: 2 }));
    for (const mode of ['delivered', 'pending'] as const)
      expect(previewTexts([served], mode)![0]!.text).toBe(shown);
  });

  it('pseudo-translates the source of every key with a row or none, samples in', () => {
    const texts = previewTexts(rows, 'pseudo')!;
    expect(texts.map((t) => t.key)).toEqual(['served', 'draft', 'empty', 'none']);
    expect(texts[0]!.text).toBe('[şȅŕʋȅđ (ȅñ) one~]');
    const sourced = row('k', entry({ text: 'Nur {count}' }), 'Only {count} left');
    expect(previewTexts([sourced], 'pseudo')![0]!.text).toBe('[Øñŀŷ 3 ŀȅƒŧ one~]');
    const rtl = previewTexts([sourced], 'pseudoRtl')![0]!.text;
    expect(rtl).toContain('\u202e');
    expect(rtl.replace(/[\u200f\u202e\u202c]/g, '')).toBe('[Only 3 left one~]');
  });

  it('asks for nothing when off: the page shows its own text', () => {
    expect(previewTexts(rows, 'off')).toBeNull();
  });
});
