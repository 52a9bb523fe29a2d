import { describe, expect, it } from 'vitest';
import { drain, inSlices, STEP_ITEMS } from '../../../lib/i18n-keys/steps';
import { buildPageTextIndex, pageTextIndexSteps } from '../../../lib/placeholders/template-index';

/** A catalogue of `n` texts in two namespaces, every fifth with a placeholder. */
function catalogue(n: number) {
  const shop: Record<string, string> = {};
  const account: Record<string, string> = {};
  for (let i = 0; i < n; i++)
    (i % 2 ? shop : account)[`item${i}`] = i % 5 ? `Artikel Nummer ${i}` : `Hallo {name}, Nr. ${i}`;
  return { shop, account };
}

describe('a text index built in slices', () => {
  it.each([0, 1, STEP_ITEMS, 3 * STEP_ITEMS + 7])(
    'finds what the index built at once finds (%i texts)',
    async (n) => {
      const texts = catalogue(n);
      let pauses = 0;
      const sliced = await inSlices(pageTextIndexSteps(texts), 0, async () => void pauses++);
      const whole = buildPageTextIndex(texts);
      expect([sliced.size, sliced.templates]).toEqual([whole.size, whole.templates]);
      for (const text of ['Artikel Nummer 1', 'Hallo Anna, Nr. 5', 'Hallo Anna, Nr. 0', 'nichts'])
        expect(sliced.lookup(text)).toEqual(whole.lookup(text));
      // A slice of no time ends at every step: one pause per step of the catalogue's texts.
      expect(pauses).toBeGreaterThanOrEqual(Math.floor(n / STEP_ITEMS));
    },
  );

  it('runs to the end without pauses when drained', () => {
    function* counted() {
      for (let i = 0; i < 3; i++) yield;
      return 'done';
    }
    expect(drain(counted())).toBe('done');
  });
});
