import { describe, expect, it, vi } from 'vitest';
import { TO_CONTENT_TYPES } from '../../../lib/messaging/content-protocol';
import { contentHandlers, dispatchToContent } from '../../../lib/page/content-handlers';
import type { startLens } from '../../../lib/page/lens-controller';

const lens = () =>
  ({
    setVisible: vi.fn(),
    refreshStatus: vi.fn(),
    reveal: vi.fn(() => true),
    snapshot: vi.fn(() => ({ visible: true, counts: {}, items: 3 })),
    preview: vi.fn(() => ({ overflow: false, truncated: false, elements: 1 })),
  }) as unknown as ReturnType<typeof startLens>;

const overlay = () => ({ setPreview: vi.fn(), dismiss: vi.fn() });

describe("the content script's message handling", () => {
  it('has one handler for every message the background sends it, and no other', () => {
    expect(
      Object.keys(
        contentHandlers(lens(), overlay(), { again: vi.fn(async () => undefined) }),
      ).sort(),
    ).toEqual([...TO_CONTENT_TYPES].sort());
  });

  it('answers with what the lens says, and ignores messages it does not know', () => {
    const handlers = contentHandlers(lens(), overlay(), { again: vi.fn(async () => undefined) });
    const reply = vi.fn();
    const ref = { namespace: 'common', key: 'nav.home' };
    dispatchToContent(handlers, { type: 'key.reveal', ref } as never, reply);
    dispatchToContent(handlers, { type: 'panel.changed' }, reply);
    dispatchToContent(handlers, { type: 'constructor' }, reply);
    expect(reply.mock.calls).toEqual([[true]]);
  });

  it('reports the frame again when asked, and answers once the background has it', async () => {
    let delivered = false;
    const again = vi.fn(async () => {
      await Promise.resolve();
      delivered = true;
    });
    const handlers = contentHandlers(lens(), overlay(), { again });
    const answered = new Promise((reply) =>
      expect(dispatchToContent(handlers, { type: 'frame.resend' }, reply)).toBe(true),
    );
    await answered;
    expect(delivered).toBe(true);
    expect(again).toHaveBeenCalledOnce();
  });
});
