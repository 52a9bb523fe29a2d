import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFor } from '../../lib/formats';
import { DEMO_KEYS, DEMO_PASSWORD, DEMO_PROJECT_ID } from '../../server/demo/seed';
import { seriousViolations } from './axe';
import { startE2E, type E2E } from './extension-harness';

/**
 * A manager's locale files without a terminal: a real PO template and its German PO uploaded in
 * the options page, each plan seen and applied, the texts served over HTTP, and German
 * downloaded as i18next JSON that reads back as the same texts.
 */
const PO_DIR = join(
  import.meta.dirname,
  '../fixtures/real-locales/gettext-po/elementary-calendar/po',
);
const TEMPLATE = join(PO_DIR, 'io.elementary.calendar.pot');
const GERMAN = join(PO_DIR, 'de.po');
const NS = 'calendar';

let e2e: E2E;
let page: Page;
beforeAll(async () => {
  e2e = await startE2E();
  await e2e.ask('auth.signIn', { email: 'pm@demo.test', password: DEMO_PASSWORD });
  page = await e2e.context.newPage();
  await page.goto(`chrome-extension://${e2e.extensionId}/options.html`);
  await page
    .getByRole('region', { name: 'Your projects: languages and people' })
    .getByRole('combobox')
    .first()
    .selectOption(DEMO_PROJECT_ID);
}, 120_000);
afterAll(() => e2e?.close());

const files = () => page.getByRole('region', { name: 'Locale files' });
const upload = () => files().getByRole('form', { name: 'Upload a locale file' });
const status = () => files().getByRole('status').first();

/** German as the PO file says it: translated entries not marked fuzzy are what apps get. */
const germanInFile = () => {
  const entries = formatFor(GERMAN).read(
    { path: GERMAN, text: readFileSync(GERMAN, 'utf8') },
    { locale: 'de' },
  ).entries;
  return Object.fromEntries(
    entries.filter((e) => e.value && !e.fuzzy).map((e) => [e.key, e.value]),
  );
};

async function uploadAndApply(path: string, locale: string) {
  await upload().getByLabel('Or choose a file').setInputFiles(path);
  await upload().getByText(path.split('/').pop()!).waitFor();
  await upload().getByLabel('Format').selectOption('po');
  await upload().getByLabel('Language').selectOption(locale);
  await upload().getByLabel('Namespace').fill(NS);
  await upload().getByRole('button', { name: 'Show the plan' }).click();
  const plan = files().getByRole('region', { name: `Plan for ${locale}, namespace ${NS}` });
  await plan.waitFor();
  const counts = await plan.locator('p').first().innerText();
  await plan.getByRole('button', { name: 'Apply the plan' }).click();
  await expect.poll(() => status().innerText()).toMatch(/^Applied: [\d,]+ changes written/);
  return { plan, counts };
}

describe('locale files in the options page', { timeout: 90_000 }, () => {
  it('uploads the PO template as the source language and creates its keys', async () => {
    const { counts } = await uploadAndApply(TEMPLATE, 'en');
    expect(counts).toMatch(/^[1-9]\d* to create, 0 to update, 0 unchanged, 0 in conflict/);
  });

  it('guesses German from the PO header, plans and applies it, and apps are served it', async () => {
    await upload().getByLabel('Or choose a file').setInputFiles(GERMAN);
    await expect.poll(() => upload().getByLabel('Language').inputValue()).toBe('de');
    const { plan, counts } = await uploadAndApply(GERMAN, 'de');
    expect(counts).toMatch(/^[1-9]\d* to create/);
    expect(await seriousViolations(page)).toEqual([]);
    const row = plan.getByRole('row', { name: 'On this computer', exact: true });
    expect(await row.innerText()).toContain('Auf diesem Computer');
    const served = await e2e.service.call('GET', `/translations?locale=de&namespace=${NS}`, {
      key: DEMO_KEYS.publishable,
    });
    expect(served.body.translations).toEqual(germanInFile());
    // The same file again: nothing left to do.
    await upload().getByRole('button', { name: 'Show the plan' }).click();
    await expect
      .poll(() => plan.locator('p').first().innerText())
      .toMatch(/^0 to create, 0 to update, [1-9]\d* unchanged, 0 in conflict/);
  });

  it('downloads German as i18next JSON that reads back as the texts apps are served', async () => {
    const form = files().getByRole('form', { name: 'Download a language' });
    await form.getByLabel('Language').selectOption('de');
    await form.getByLabel('Namespace').selectOption(NS);
    await form.getByLabel('Format').selectOption('i18next-json');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      form.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${NS}.de.json`);
    const text = readFileSync(await download.path(), 'utf8');
    const entries = formatFor('x.json', 'i18next-json').read(
      { path: 'x.json', text },
      { locale: 'de' },
    ).entries;
    expect(Object.fromEntries(entries.map((e) => [e.key, e.value]))).toEqual(germanInFile());
  });

  it('restores the German upload: apps are served none of its texts again', async () => {
    await files()
      .getByRole('button', { name: 'Restore the texts from before this upload' })
      .click();
    await expect.poll(() => status().innerText()).toMatch(/^Restored: [\d,]+ texts put back/);
    const served = await e2e.service.call('GET', `/translations?locale=de&namespace=${NS}`, {
      key: DEMO_KEYS.publishable,
    });
    expect(served.body.translations).toEqual({});
  });
});
