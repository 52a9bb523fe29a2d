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

  it('asks for nothing when off: the page shows its own text', () => {
    expect(previewTexts(rows, 'off')).toBeNull();
  });
});
