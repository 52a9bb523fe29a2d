/**
 * The overlay over more keys on screen than one frame's hit tests can cover: it tests them over a
 * few frames, says it has measured, and then stops testing while nothing changes.
 */
import { describe, expect, it } from 'vitest';
import { useOverlayPage } from './overlay-harness';

const view = useOverlayPage();

describe('overlay: many keys on screen', () => {
  it('finishes its hit tests, says so, and then rests', async () => {
    const result = await view.page.evaluate(async () => {
      window.ll.overlay.destroy();
      const items = window.LL.bulkItemsInPage(['approved']);
      let hitTests = 0;
      const at = Document.prototype.elementFromPoint;
      Document.prototype.elementFromPoint = function (this: Document, x: number, y: number) {
        hitTests++;
        return at.call(this, x, y);
      };
      let measuredAt = 0;
      const overlay = window.LL.createOverlay(document, window, {
        words: window.LL.ENGLISH_WORDS,
        css: window.LL.OVERLAY_CSS,
        onSelect() {},
        onMeasured: () => (measuredAt = hitTests),
      });
      overlay.update(items);
      const start = performance.now();
      while (!measuredAt && performance.now() - start < 10_000)
        await new Promise((done) => setTimeout(done, 50));
      const before = hitTests;
      await new Promise((done) => setTimeout(done, 1000)); // nothing changes meanwhile
      const shown = overlay.counts(false).approved;
      overlay.destroy();
      return { measured: measuredAt > 0, tests: measuredAt, shown, idleTests: hitTests - before };
    });
    expect(result.measured).toBe(true);
    // More on screen than one frame's budget tests: the tests took several frames.
    expect(result.shown).toBeGreaterThan(100);
    expect(result.idleTests).toBe(0);
  });
});
