import { describe, expect, it } from 'vitest';
import type { EditorWorkflow } from '../../../lib/contract/editor';
import { lensState, rowLabel } from '../../../lib/key-state/key-state';
import { describeWorkflow } from '../../../lib/workflow/definitions';
import { entry } from '../fixtures/target-status';

const flow = (key: 'translate' | 'translate_review' | 'translate_review_proofread') =>
  ({
    ...describeWorkflow(key, 'per_row', { isPm: false, assignedStages: [0] }),
    source_locale: 'en',
  }) as EditorWorkflow;

describe('rowLabel: the badge names where a row is', () => {
  it.each([
    ['a draft at the first stage', entry(), flow('translate_review'), 'Edited'],
    [
      'machine translated, first stage',
      entry({ rowState: 'machine_translated' }),
      flow('translate_review'),
      'Machine translated',
    ],
    ['confirmed into review', entry({ stageIndex: 1 }), flow('translate_review'), 'In review'],
    [
      'confirmed into proofreading',
      entry({ stageIndex: 2 }),
      flow('translate_review_proofread'),
      'In proofreading',
    ],
    [
      'in postreview, not approved',
      entry({ stageIndex: 2 }),
      flow('translate_review'),
      'Waiting for approval',
    ],
    [
      'postreview of a one-stage workflow',
      entry({ stageIndex: 1 }),
      flow('translate'),
      'Waiting for approval',
    ],
    ['approved', entry({ stageIndex: 2, isReady: true }), flow('translate_review'), 'Approved'],
    [
      'delivered',
      entry({ stageIndex: 2, isReady: true, isDelivered: true }),
      flow('translate_review'),
      'Delivered',
    ],
    ['empty', entry({ text: '', rowState: 'empty' }), flow('translate_review'), 'Empty'],
    ['no row', null, flow('translate_review'), 'No translation row'],
    ['no workflow known', entry({ stageIndex: 1 }), null, 'Edited'],
  ])('%s: %s', (_name, e, workflow, label) => {
    expect(rowLabel(lensState(e), e, workflow)).toBe(label);
  });
});
