import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPanelAnswer } from '../../lib/messaging/report-change';
import type { PanelPage } from '../../lib/messaging/types';
import { startE2E, type E2E } from './extension-harness';
import { demoWithPanel, selectKey } from './panel-helpers';

let e2e: E2E;
let page: Page;
let panel: Page;
beforeAll(async () => {
  e2e = await startE2E();
  ({ page, panel } = await demoWithPanel(e2e));
});
afterAll(() => e2e?.close());

const entries = (sources: PanelPage['sources']) =>
  Object.entries(sources)
    .flatMap(([namespace, texts]) => Object.keys(texts).map((key) => `${namespace}:${key}`))
    .sort();

describe("the side panel's source texts", () => {
  it("are those of the page's keys, and a key the page shows later comes with its own", async () => {
    const tabId = await e2e.tabIdOf(page);
    const whole = applyPanelAnswer(await e2e.ask('panel.page', { tabId }), undefined);
    const source = whole.workflow!.source_locale;
    const res = await e2e.service.call('GET', `/translations?locale=${source}`, {
      key: 'lr_demo_master',
    });
    expect(res.status).toBe(200);
    const catalogue = (res.body as { namespaces: PanelPage['sources'] }).namespaces;
    const report = await e2e.report(page);
    const onPage = [...new Set(report.keys.map((k) => `${k.namespace}:${k.key}`))];
    const translated = onPage.filter((id) => entries(catalogue).includes(id));
    expect(translated.length).toBeGreaterThan(0);
    expect(entries(whole.sources)).toEqual(translated.sort());
    // The source language has texts for the shop's other pages too: those are not sent.
    expect(entries(catalogue).length).toBeGreaterThan(translated.length + 10);

    // A key of another page of the shop appears on this one: the panel shows its source text.
    const other = entries(catalogue).find((id) => !onPage.includes(id))!;
    const [namespace, key] = other.split(':') as [string, string];
    await page.evaluate((id) => {
      const p = document.createElement('p');
      p.setAttribute('data-i18n-key', id);
      p.textContent = 'später';
      document.body.append(p);
    }, other);
    await selectKey(panel, key);
    const editor = panel.getByRole('region', { name: `Edit ${key}` });
    // (The source text's own box: the editor's buttons say words a short source may say too.)
    const shown = editor.locator('.source .text');
    await expect.poll(() => shown.innerText()).toBe(catalogue[namespace]![key]);
  });
});
