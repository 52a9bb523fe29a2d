import { describe, expect, it } from 'vitest';
import { EMPTY_ROW } from '../../../lib/workflow/rules';
import {
  importedRow,
  nextBase,
  planFile,
  planRestore,
  writes,
} from '../../../lib/workflow/push-plan';

const map = (o: Record<string, string> | null) => (o ? new Map(Object.entries(o)) : null);

describe('planFile: one key, file × service × base', () => {
  it.each([
    // file, service, base, action, from, to
    ['Hallo', null, null, 'create', undefined, 'Hallo'],
    ['Hallo', null, 'Hi', 'create', undefined, 'Hallo'],
    ['Hallo', 'Hallo', null, 'unchanged', 'Hallo', undefined],
    ['Hallo', 'Hallo', 'Alt', 'unchanged', 'Hallo', undefined],
    // The file changed, nobody touched the service since the base: an update.
    ['Neu', 'Alt', 'Alt', 'update', 'Alt', 'Neu'],
    // Someone changed the service's text since the base, and the file changed too: a conflict.
    ['Neu', 'Bearbeitet', 'Alt', 'conflict', 'Bearbeitet', 'Neu'],
    // Never synced: a differing text in the service may be anyone's work.
    ['Neu', 'Bearbeitet', null, 'conflict', 'Bearbeitet', 'Neu'],
    // The file did not change since the base; the service's newer text stays (pull brings it).
    ['Alt', 'Bearbeitet', 'Alt', 'unchanged', 'Bearbeitet', undefined],
  ] as const)('file %j, service %j, base %j → %s', (file, service, base, action, from, to) => {
    const [change] = planFile({
      entries: [{ key: 'k', value: file }],
      service: map(service === null ? {} : { k: service })!,
      base: base === null ? null : map({ k: base }),
      removeMissing: false,
    });
    expect(change).toEqual({
      key: 'k',
      action,
      ...(from === undefined ? {} : { from }),
      ...(to === undefined ? {} : { to }),
    });
  });

  it.each([
    [null, 'untranslated'],
    ['', 'empty'],
  ] as const)(
    'a %j value (%s) is never pushed and never removes the service text',
    (value, _what) => {
      const plan = planFile({
        entries: [{ key: 'k', value }],
        service: map({ k: 'Übersetzt' })!,
        base: null,
        removeMissing: true,
      });
      expect(plan).toEqual([]);
    },
  );

  it.each([
    // service text, base, remove-missing, expected
    ['Alt', null, false, []],
    ['Alt', null, true, [{ key: 'gone', action: 'remove', from: 'Alt' }]],
    ['Alt', 'Alt', true, [{ key: 'gone', action: 'remove', from: 'Alt' }]],
    ['Bearbeitet', 'Alt', true, [{ key: 'gone', action: 'conflict', from: 'Bearbeitet' }]],
  ] as const)('a key only the service has (%j, base %j, remove %j)', (text, base, remove, out) => {
    const plan = planFile({
      entries: [],
      service: map({ gone: text })!,
      base: map(base === null ? {} : { gone: base }),
      removeMissing: remove,
    });
    expect(plan).toEqual(out);
  });

  it("keeps the file's order and plans a repeated key once", () => {
    const plan = planFile({
      entries: [
        { key: 'b', value: '2' },
        { key: 'a', value: '1' },
        { key: 'b', value: '3' },
      ],
      service: new Map(),
      base: null,
      removeMissing: false,
    });
    expect(plan.map((c) => [c.key, c.to])).toEqual([
      ['b', '2'],
      ['a', '1'],
    ]);
  });
});

describe('writes', () => {
  it.each([
    ['create', false, true],
    ['update', false, true],
    ['remove', false, true],
    ['unchanged', true, false],
    ['conflict', false, false],
    ['conflict', true, true],
  ] as const)('%s with overwrite %j → %j', (action, overwrite, out) => {
    expect(writes(action, overwrite)).toBe(out);
  });
});

describe('planRestore', () => {
  it.each([
    // before, after (the push's text), current, action
    ['Alt', 'Neu', 'Neu', 'update'],
    ['Alt', 'Neu', 'Alt', 'unchanged'],
    ['Alt', 'Neu', 'Später', 'conflict'],
    [null, 'Neu', 'Neu', 'remove'],
    [null, 'Neu', null, 'unchanged'],
    ['Alt', null, null, 'create'],
    ['Alt', null, 'Jemand', 'conflict'],
  ] as const)('before %j, pushed %j, now %j → %s', (before, after, current, action) => {
    expect(planRestore({ key: 'k', before, after, current }).action).toBe(action);
  });
});

describe('nextBase', () => {
  it('takes written texts, texts the service already held, and keeps the rest', () => {
    const base = map({ updated: 'Alt', conflict: 'Alt', stale: 'Alt', removed: 'Alt' });
    const next = nextBase(
      base,
      [
        { key: 'updated', value: 'Neu' },
        { key: 'conflict', value: 'Neu' },
        { key: 'stale', value: 'Alt' },
        { key: 'same', value: 'Gleich' },
      ],
      [
        { key: 'updated', action: 'update', from: 'Alt', to: 'Neu', written: true },
        { key: 'conflict', action: 'conflict', from: 'X', to: 'Neu', written: false },
        { key: 'stale', action: 'unchanged', from: 'Bearbeitet', written: false },
        { key: 'same', action: 'unchanged', from: 'Gleich', written: false },
        { key: 'removed', action: 'remove', from: 'Alt', written: true },
      ],
    );
    expect(Object.fromEntries(next)).toEqual({
      updated: 'Neu',
      conflict: 'Alt',
      stale: 'Alt',
      same: 'Gleich',
    });
  });
});

describe('importedRow', () => {
  const row = { ...EMPTY_ROW, stageIndex: 1, confirmedBy: 'u1' };
  it.each([
    // delivered, perFile, stage after, ready
    [true, false, 2, true],
    [true, true, 1, true],
    [false, false, 1, false],
  ] as const)(
    'delivered %j, per_file %j → stage %i, ready %j',
    (delivered, perFile, stage, ready) => {
      expect(importedRow(row, 'Hallo', { delivered, perFile, workStageCount: 2 })).toEqual({
        ...row,
        text: 'Hallo',
        rowState: 'edited',
        confirmedBy: null,
        isReady: ready,
        stageIndex: stage,
      });
    },
  );
});
