import { describe, expect, it } from 'vitest';
import { undeliveredIn } from '../../../../components/panel/readiness/undelivered-text';
import { textFor } from '../../../../lib/ui-text/catalogues';
import { undeliveredText, type UndeliveredReason } from '../../../../lib/workflow/delivery';

const inStage = (stageName: string): UndeliveredReason => ({
  code: 'in_stage',
  stageIndex: 1,
  stageName,
  workStageCount: 3,
});
const REASONS: UndeliveredReason[] = [
  { code: 'archived' },
  { code: 'no_row' },
  { code: 'empty' },
  { code: 'locked_empty' },
  inStage('Review'),
  { code: 'awaiting_approval' },
  { code: 'not_translatable' },
];

describe('why a key is not delivered, in the panel’s language', () => {
  it.each(REASONS.map((r) => [r.code, r] as const))(
    'says %s in English as the readiness report does',
    (_code, reason) => {
      expect(undeliveredIn(textFor('en'), reason)).toBe(undeliveredText(reason));
    },
  );

  it.each([
    ['de', { code: 'awaiting_approval' }, 'Übersetzt und geprüft, wartet auf Freigabe'],
    ['de', inStage('Review'), 'Noch in Prüfung (Stufe 2 von 3)'],
    ['ja', inStage('Review'), 'まだレビューの段階です（3 段階中 2）'],
    ['fr', inStage('Legal check'), 'Encore en Legal check (étape 2 sur 3)'],
  ] as const)('in %s: %j', (lang, reason, text) => {
    expect(undeliveredIn(textFor(lang), reason as UndeliveredReason)).toBe(text);
  });
});
