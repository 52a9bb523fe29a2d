import { describe, expect, it } from 'vitest';
import { applyFrameChange, type FrameUpdate } from '../../../lib/background/frame-patch';
import type { FrameScan } from '../../../lib/background/frame-scan';
import { MAX_FRAME_KEYS } from '../../../lib/messaging/protocol/frames';
import { frameKey as key } from '../fixtures/frame-key';

const INFO = { url: 'http://127.0.0.1/', locale: 'de', shadowRoots: 0, unmatchedTextCount: 0 };
const held = (names: string[], extra: Partial<FrameScan> = {}) => {
  const scan: FrameScan = { ...INFO, keys: names.map((n) => key(n)), revision: 7, ...extra };
  return { scan, bytes: JSON.stringify(scan).length };
};
const change = (c: Partial<FrameUpdate>): FrameUpdate => ({
  ...INFO,
  base: 7,
  revision: 8,
  removed: [],
  flipped: [],
  added: [],
  ...c,
});
const names = (scan: FrameScan) => scan.keys.map((k) => (k.visible ? k.key : `(${k.key})`));

describe('a change applied to the frame the background holds', () => {
  it.each([
    ['appends the keys found', ['a', 'b'], { added: [key('c')] }, ['a', 'b', 'c']],
    ['drops the positions gone', ['a', 'b', 'c', 'd'], { removed: [0, 2] }, ['b', 'd']],
    [
      'drops, then appends (a re-render)',
      ['a', 'b', 'c'],
      { removed: [1], added: [key('x'), key('y')] },
      ['a', 'c', 'x', 'y'],
    ],
    [
      'flips visibility at positions among the keys left',
      ['a', 'b', 'c'],
      { removed: [0], flipped: [1] },
      ['b', '(c)'],
    ],
    ['can empty the frame', ['a', 'b'], { removed: [0, 1] }, []],
    ['can fill an empty one', [], { added: [key('a')] }, ['a']],
    ['can change nothing but the revision', ['a'], {}, ['a']],
  ])('%s', (_, before, c, after) => {
    const next = applyFrameChange(held(before), change(c))!;
    expect(names(next.scan)).toEqual(after);
    expect(next.scan.revision).toBe(8);
    // The size is kept key by key: the same as serialising the whole frame again.
    expect(next.bytes).toBe(JSON.stringify(next.scan).length);
  });

  it('leaves the frame it was given as it was (reports cache on it)', () => {
    const frame = held(['a', 'b']);
    const copy = JSON.stringify(frame.scan);
    applyFrameChange(frame, change({ removed: [0], flipped: [0], added: [key('c')] }));
    expect(JSON.stringify(frame.scan)).toBe(copy);
  });

  it('takes the small fields of the change (a shadow root found, the URL of a navigation)', () => {
    const next = applyFrameChange(
      held(['a']),
      change({ url: 'http://127.0.0.1/next', shadowRoots: 2, unmatchedTextCount: 12345 }),
    )!;
    expect(next.scan).toMatchObject({ url: 'http://127.0.0.1/next', shadowRoots: 2 });
    expect(next.bytes).toBe(JSON.stringify(next.scan).length);
  });

  it.each([
    ['another revision (a lost change)', held(['a']), change({ base: 6 })],
    ['a frame without revision', held(['a'], { revision: undefined }), change({})],
    ['a frame that dropped keys', held(['a'], { dropped: 3 }), change({})],
    ['a removed position past the end', held(['a']), change({ removed: [1] })],
    ['removed positions out of order', held(['a', 'b', 'c']), change({ removed: [2, 1] })],
    ['a removed position twice', held(['a', 'b']), change({ removed: [0, 0] })],
    [
      'a flipped position past the keys left',
      held(['a', 'b']),
      change({ removed: [0], flipped: [1] }),
    ],
    ['flipped positions out of order', held(['a', 'b']), change({ flipped: [1, 0] })],
    [
      'more keys than a whole report may carry',
      held(Array.from({ length: MAX_FRAME_KEYS }, (_, i) => `k${i}`)),
      change({ added: [key('one-more')] }),
    ],
  ])('is refused on %s: the frame must be sent whole', (_, frame, c) => {
    expect(applyFrameChange(frame, c)).toBeNull();
  });
});
