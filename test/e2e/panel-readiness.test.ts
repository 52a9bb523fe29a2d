import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './extension-harness';
import { demoWithPanel, keyOption } from './panel-helpers';

/** The readiness view in the real panel, against the demo: its page language and every other. */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('the readiness view', () => {
  it('says what the German page would serve, why not, and the same for every live language', async () => {
    const { panel } = await demoWithPanel(e2e);
    await panel.getByText(/^Delivery readiness \(\d+ % served\)/).click();
    const de = panel.getByRole('region', { name: 'Readiness in de' });
    await de.waitFor();
    const groups = await de.locator('summary').allInnerTexts();
    expect(groups).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Still in Translation \(stage 1 of 3\) \(\d+\)$/),
        expect.stringMatching(/^Still in Proofreading \(stage 3 of 3\) \(\d+\)$/),
        expect.stringMatching(/^The translation is empty \(\d+\)$/),
        expect.stringMatching(/^The source key is marked as not to be translated \(\d+\)$/),
      ]),
    );
    await de.getByRole('button', { name: 'tabs.popular' }).click();
    await expect
      .poll(() => keyOption(panel, 'tabs.popular').getAttribute('aria-selected'))
      .toBe('true');

    await panel.getByRole('checkbox', { name: 'Every live language of the project' }).check();
    for (const locale of ['de', 'es', 'fr', 'ja'])
      await panel.getByRole('region', { name: `Readiness in ${locale}` }).waitFor();
    // The archived language serves nothing and is not live: it is not listed.
    expect(await panel.getByRole('region', { name: 'Readiness in it' }).count()).toBe(0);
    const es = await panel.getByRole('region', { name: 'Readiness in es' }).innerText();
    expect(es).toMatch(/es: \d+ % served now/);
    expect(es).toMatch(/Still in Translation \(stage 1 of 2\)/);
  });
});
