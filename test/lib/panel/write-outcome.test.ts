import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../lib/messaging/types';
import { filledByFill, writeOutcome } from '../../../lib/panel/write-outcome';
import { entry } from '../fixtures/target-status';

const queued = (over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id: 'w1',
  locale: 'de',
  namespace: 'common',
  key: 'nav.cart',
  kind: 'save',
  text: 'Korb',
  baseText: 'Warenkorb',
  state: 'pending',
  attempts: 0,
  nextAt: 0,
  lastError: null,
  createdAt: 0,
  ...over,
});
const save = { id: 'w1', done: 'Saved', refused: 'Not saved' };

describe('writeOutcome: a toast never says more than happened', () => {
  it.each<[string, OutboxEntry[], boolean, string, boolean]>([
    ['applied: gone from the outbox', [], false, 'Saved', true],
    ['another write is no news about this one', [queued({ id: 'w2' })], false, 'Saved', true],
    ['still on its way', [queued()], false, 'Sending…', false],
    [
      'refused by the service',
      [queued({ state: 'failed', lastError: 'The row is locked by a project manager' })],
      false,
      'Not saved: The row is locked by a project manager',
      true,
    ],
    [
      'someone changed the row first',
      [queued({ state: 'conflict', theirs: entry({ text: 'Einkaufswagen' }) })],
      false,
      'Not saved: someone else changed this row first; compare the versions',
      true,
    ],
    [
      'a machine fill filled the empty row first',
      [
        queued({
          state: 'conflict',
          baseText: '',
          theirs: entry({ text: 'Wagen', rowState: 'machine_translated' }),
        }),
      ],
      false,
      'Not saved: a machine fill changed this row first; compare the versions',
      true,
    ],
    [
      'the service is unreachable',
      [queued()],
      true,
      'Queued: sent once the service can be reached again',
      false,
    ],
    [
      'retrying after an error',
      [queued({ attempts: 2, lastError: 'The language is busy' })],
      false,
      'Queued, not sent yet: The language is busy',
      false,
    ],
  ])('%s', (_name, outbox, offline, text, final) => {
    expect(writeOutcome(save, outbox, offline)).toEqual({ text, final });
  });

  it.each<[string, Partial<OutboxEntry>, boolean]>([
    [
      'empty row, machine text now',
      { baseText: '', theirs: entry({ rowState: 'machine_translated' }) },
      true,
    ],
    [
      'missing row, machine text now',
      { baseText: null, theirs: entry({ rowState: 'machine_translated' }) },
      true,
    ],
    ['a person edited the empty row', { baseText: '', theirs: entry() }, false],
    [
      'machine text over a written row',
      { baseText: 'Hallo', theirs: entry({ rowState: 'machine_translated' }) },
      false,
    ],
  ])('filledByFill: %s', (_name, over, fill) => {
    expect(filledByFill(queued(over))).toBe(fill);
  });
});
