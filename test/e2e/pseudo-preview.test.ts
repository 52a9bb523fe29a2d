import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudoLocalize } from '../../lib/placeholders/pseudo-localize';
import { MASTER } from '../server/helpers';
import { overlayText } from './closed-shadow';
import { startE2E, type E2E } from './extension-harness';
import { demoWithPanel } from './panel-helpers';

/**
 * The page pseudo-translated in place, left to right and right to left: every key's source text
 * accented, longer and bracketed, its placeholders kept (and shown with sample values, as every
 * preview does); then the page comes back byte for byte, and nothing is written.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const HERO = 'Simple, durable products designed to last for years.';
const BIDI = /[\u200f\u202e\u202c]/g;

const status = () =>
  e2e.service.call(
    'GET',
    '/api/integrations/targets/status?locale=de&namespace=common&keys=home.hero_text',
    { key: MASTER },
  );

describe('the pseudo-translated page', () => {
  it('shows every key pseudo-translated, placeholders kept, and restores the page', async () => {
    const { page, panel } = await demoWithPanel(e2e);
    const before = await status();
    const body = () => page.evaluate(() => document.body.innerHTML);
    const text = (id: string) => page.locator(`#${id}`).innerText();
    const original = await body();
    await panel.getByText(/^Delivery readiness/).click();
    const radio = (name: string) => panel.getByRole('radio', { name, exact: true });

    await radio('Pseudo-translated').check();
    await expect.poll(() => text('hero-text')).toBe(pseudoLocalize(HERO));
    expect(await text('hero-text')).toMatch(/^\[Şīɱƥŀȅ, đũŕåƀŀȅ .+\]$/);
    // `{count} items`: the placeholder kept through the accents, then filled as a reader sees it.
    expect(await text('cart-count')).toBe('[3 īŧȅɱş on]');
    await panel.getByText(/texts replaced on the page/).waitFor();
    await expect.poll(() => overlayText(page, '.pv')).toBe('Show the page: Pseudo-translated');
    // The share the texts grow by is the user's to choose; the page follows at once.
    await panel.getByLabel('Longer by').selectOption({ label: '50 %' });
    await expect.poll(() => text('hero-text')).toBe(pseudoLocalize(HERO, { expansion: 0.5 }));
    expect((await text('hero-text')).length).toBeGreaterThan(pseudoLocalize(HERO).length);

    await radio('Pseudo-translated, right to left').check();
    await expect
      .poll(async () => (await text('hero-text')).replace(BIDI, ''))
      .toMatch(/^\[Simple, durable products designed to last for years\. one two .+\]$/);
    expect(await text('hero-text')).toContain('\u202eSimple,\u202c');
    // Still 50 % longer, as chosen: five letters, three more.
    expect((await text('cart-count')).replace(BIDI, '')).toBe('[3 items one]');

    await radio('As it is').check();
    await expect.poll(body).toBe(original);
    expect(await e2e.ask('outbox.list')).toEqual([]);
    expect((await status()).body).toEqual(before.body);
    await panel.close();
    await page.close();
  });
});
