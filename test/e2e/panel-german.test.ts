import { createServer, type AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { startE2E, type E2E } from './extension-harness';
import { hoverCardText, overlayText } from './closed-shadow';
import { demoWithPanel } from './panel-helpers';

/** Chrome running in German: Locale Lens speaks German, unless the options choose otherwise. */
let e2e: E2E;
let panel: Page;
let demo: Page;
beforeAll(async () => {
  e2e = await startE2E(['--lang=de']);
  ({ panel, page: demo } = await demoWithPanel(e2e));
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

  it('the overlay on the page too: legend, hover card and reasons, in the language chosen', async () => {
    const legend = () => overlayText(demo, '.legend');
    expect(await legend()).toContain('Zählt Stellen auf der Seite, nicht Schlüssel');
    expect(await legend()).toContain('Seite zeigen: Wie sie ist');
    // Signed out, every key is read-only.
    expect(await legend()).toContain('Für Sie schreibgeschützt');
    const box = (await demo.locator('#hero-title').boundingBox())!;
    await demo.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => hoverCardText(demo)).toContain('Gefunden über');
    const card = (await hoverCardText(demo))!;
    expect(card).toContain('Auswählen');
    expect(card).toContain('Sie können dies nicht bearbeiten');
    expect(card).toContain('Nur Lesezugriff: Melden Sie sich zum Bearbeiten an');
    expect(card).not.toMatch(/Found by|Select|Read-only access/);

    // The options' choice wins on the next page the lens starts on.
    const options = e2e.extensionPage;
    await options.reload();
    await options.getByRole('combobox', { name: 'Sprache' }).selectOption('fr');
    await options.getByRole('heading', { name: 'Apparence' }).waitFor();
    await demo.reload();
    await e2e.report(demo);
    await expect.poll(legend).toContain('Compte les emplacements sur la page, pas les clés');
    await options.getByRole('combobox', { name: 'Langue' }).selectOption('');
  });

  it('the legend says in German when the service cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const dead = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((r) => closed.close(r));
    await e2e.ask('settings.set', { baseUrl: dead });
    await demo.reload();
    await expect
      .poll(() => overlayText(demo, '.problem'))
      .toContain(`Der Dienst unter ${dead} ist nicht erreichbar`);
    await e2e.ask('settings.set', { baseUrl: e2e.service.url });
  });
});
