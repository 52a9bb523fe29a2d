import { describe, expect, it } from 'vitest';
import {
  undeliveredText,
  whyNotDelivered,
  type DeliveryFacts,
} from '../../../lib/workflow/delivery';

const STAGES = ['Translation', 'Review', 'Postreview'];
const ctx = { archived: false, workStageCount: 2, stageName: (i: number) => STAGES[i]! };
const row = (facts: DeliveryFacts): DeliveryFacts => ({ text: 'Hallo', stageIndex: 0, ...facts });

describe('why a key would not be delivered', () => {
  it.each<[string, DeliveryFacts | null, boolean, string | null]>([
    ['delivered', row({ isDelivered: true, isReady: true, stageIndex: 2 }), false, null],
    ['no row', null, false, 'No translation exists yet'],
    ['empty', row({ text: '' }), false, 'The translation is empty'],
    [
      'locked but empty',
      row({ text: '', isLocked: true }),
      false,
      'Locked, but the translation is empty',
    ],
    ['in translation', row({ stageIndex: 0 }), false, 'Still in Translation (stage 1 of 2)'],
    ['in review', row({ stageIndex: 1 }), false, 'Still in Review (stage 2 of 2)'],
    [
      'in postreview, not approved',
      row({ stageIndex: 2 }),
      false,
      'Translated and reviewed, waiting for approval',
    ],
    [
      'approved, source not translatable',
      row({ stageIndex: 2, isReady: true }),
      false,
      'The source key is marked as not to be translated',
    ],
    [
      'locked with text, source not translatable',
      row({ isLocked: true }),
      false,
      'The source key is marked as not to be translated',
    ],
    [
      'archived language',
      row({ isDelivered: true }),
      true,
      'The language is archived: nothing in it is delivered',
    ],
  ])('%s', (_name, entry, archived, expected) => {
    const reason = whyNotDelivered(entry, { ...ctx, archived });
    expect(reason && undeliveredText(reason)).toBe(expected);
  });
});
