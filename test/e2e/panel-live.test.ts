import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './extension-harness';
import { keyOption, openPanel, serviceRow, signIn } from './panel-helpers';

let e2e: E2E;
let page: Page;
let panel: Page;
beforeAll(async () => {
  e2e = await startE2E();
  page = await e2e.openDemo('?lang=es');
  await e2e.report(page);
  panel = await openPanel(e2e, await e2e.tabIdOf(page));
  await signIn(panel, 'translator@demo.test');
});
afterAll(() => e2e?.close());

const bodyText = () => panel.locator('body').innerText();

describe("others' edits in the open panel", () => {
  it("shows another user's save in the panel and the page's report without a reload, and says nothing of polling while live", async () => {
    await keyOption(panel, 'recent.title').first().waitFor();
    // The panel has read the row (its statuses are cached from here on).
    await expect
      .poll(bodyText)
      .toContain((await serviceRow(e2e, 'es', 'common', 'recent.title'))!.text);
    await expect.poll(() => e2e.ask('live.state')).toEqual({ live: true });
    const saved = await e2e.service.call('POST', '/api/integrations/targets/save', {
      key: 'lr_demo_master',
      body: {
        locale: 'es',
        namespace: 'common',
        rows: [{ key: 'recent.title', text: 'Visto hace un momento (otra persona)' }],
      },
    });
    expect(saved.body.results['recent.title'].ok).toBe(true);
    // Statuses are kept 30 s: only the change stream brings this in sooner.
    await expect.poll(bodyText).toContain('Visto hace un momento (otra persona)');
    expect(await bodyText()).not.toContain('Live updates off');
    const report = await e2e.report(page, (r) =>
      r.keys.some((k) => k.key === 'recent.title' && k.status !== 'unknown' && k.status !== null),
    );
    const row = report.keys.find((k) => k.key === 'recent.title')!.status;
    expect(row && typeof row === 'object' && row.text).toBe('Visto hace un momento (otra persona)');
  });
});
