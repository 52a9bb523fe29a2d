import { describe, expect, it } from 'vitest';
import { recallFrames } from '../../../lib/background/frame-recall';

/** A tab's frames: how each answers a request to report again. */
type Answer = 'reports' | 'no content script' | 'hangs';
function tab(frames: Record<number, Answer>) {
  const reported: number[] = [];
  const api = {
    frameIds: async () => Object.keys(frames).map(Number),
    resend: (_tabId: number, frameId: number) => {
      const answer = frames[frameId];
      if (answer === 'reports') {
        reported.push(frameId);
        return Promise.resolve();
      }
      if (answer === 'hangs') return new Promise(() => undefined);
      return Promise.reject(new Error('Could not establish connection'));
    },
  };
  return { api, reported };
}

describe('recalling the frames of a tab', () => {
  it.each<[string, Record<number, Answer>, number[], number[]]>([
    ['every frame not held reports', { 0: 'reports', 3: 'reports' }, [], [0, 3]],
    ['a frame held is not asked', { 0: 'reports', 3: 'reports' }, [3], [0]],
    [
      'a frame without a content script is passed over',
      { 0: 'reports', 5: 'no content script' },
      [],
      [0],
    ],
    [
      'a frame that never answers is waited for a bounded time',
      { 0: 'hangs', 6: 'reports' },
      [],
      [6],
    ],
  ])('%s', async (_, frames, held, expected) => {
    const { api, reported } = tab(frames);
    await recallFrames(api, 50)(1, new Set(held));
    expect(reported.sort()).toEqual(expected);
  });

  it('settles when the tab is gone', async () => {
    const recall = recallFrames({
      frameIds: () => Promise.reject(new Error('No tab with id: 1')),
      resend: () => Promise.resolve(),
    });
    await expect(recall(1, new Set())).resolves.toBeUndefined();
  });
});
