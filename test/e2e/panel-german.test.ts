import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { startE2E, type E2E } from './extension-harness';
import { demoWithPanel } from './panel-helpers';

/** Chrome running in German: Locale Lens speaks German, unless the options choose otherwise. */
let e2e: E2E;
let panel: Page;
beforeAll(async () => {
  e2e = await startE2E(['--lang=de']);
  ({ panel } = await demoWithPanel(e2e));
});
afterAll(() => e2e?.close());

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('Locale Lens in a German Chrome', () => {
  it('the side panel speaks German, and says so in <html lang>', async () => {
    await panel.getByRole('heading', { name: 'Willkommen bei Locale Lens' }).waitFor();
    expect(await lang(panel)).toBe('de');
    expect(await panel.getByRole('button', { name: 'Verstanden' }).count()).toBe(1);
    expect(await panel.getByRole('button', { name: 'Anmelden', exact: true }).count()).toBe(1);
    expect(await panel.getByText('Nicht angemeldet').count()).toBe(1);
    await panel.getByRole('listbox', { name: 'Schlüssel auf dieser Seite' }).waitFor();
    expect(await panel.locator('section.keys .counts').innerText()).toMatch(
      /^\d+ Schlüssel · \d+ zu erledigen$/,
    );
    // The folded sections below the list, which ask the background only once opened.
    for (const name of ['Auslieferungsstand', 'Verborgene Texte', 'Text ohne Schlüssel'])
      expect(await panel.locator('summary', { hasText: name }).count()).toBe(1);
    // Longer German words and labels keep the panel as accessible as in English.
    expect(await seriousViolations(panel)).toEqual([]);
  });

  it('the options page too, and its choice of language wins at once, in every page', async () => {
    const options = e2e.extensionPage;
    await options.reload();
    await options.getByRole('heading', { name: 'Darstellung' }).waitFor();
    expect(await lang(options)).toBe('de');
    expect(await options.getByRole('textbox', { name: 'Dienst-URL' }).count()).toBe(1);
    expect(await options.getByRole('heading', { name: 'Tastenkombinationen' }).count()).toBe(1);
    await options.getByRole('combobox', { name: 'Sprache' }).selectOption('fr');
    await options.getByRole('heading', { name: 'Apparence' }).waitFor();
    await panel.getByRole('heading', { name: 'Bienvenue dans Locale Lens' }).waitFor();
    expect(await lang(panel)).toBe('fr');
    // Back to the browser's language.
    await options.getByRole('combobox', { name: 'Langue' }).selectOption('');
    await panel.getByRole('heading', { name: 'Willkommen bei Locale Lens' }).waitFor();
  });
});
