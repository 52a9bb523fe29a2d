import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './extension-harness';
import { button, eventually, openPanel, selectKey, serviceRow, signIn } from './panel-helpers';
import { stopServiceWorker } from './stop-worker';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const master = { key: 'lr_demo_master' };
const outbox = () => e2e.ask('outbox.list');

async function pageAndPanel(lang: string): Promise<{ page: Page; panel: Page }> {
  const page = await e2e.openDemo(`?lang=${lang}`);
  await e2e.report(page);
  const panel = await openPanel(e2e, await e2e.tabIdOf(page));
  return { page, panel };
}

/** Holds the job worker and starts a fill: the language is busy until resume. */
async function makeBusy(locale: string): Promise<void> {
  expect((await e2e.service.call('POST', '/dev/jobs/pause', master)).status).toBe(200);
  expect(
    (
      await e2e.service.call('POST', '/api/integrations/targets/fill', {
        ...master,
        body: { locale, mode: 'copy_source' },
      })
    ).status,
  ).toBe(202);
}

describe('never losing an edit', () => {
  let panel: Page;
  beforeAll(async () => {
    ({ panel } = await pageAndPanel('es'));
    await signIn(panel, 'translator@demo.test');
  });

  it('a busy language queues the save, which lands after the fill ends', async () => {
    await makeBusy('es');
    await selectKey(panel, 'header.tagline');
    await panel
      .getByRole('textbox', { name: 'Translation' })
      .fill('Cosas cotidianas, bien hechas.');
    await button(panel, 'Save').click();
    await expect.poll(() => panel.locator('body').innerText()).toMatch(/fill is running/i);
    await expect.poll(async () => (await outbox()).length).toBe(1);
    expect((await serviceRow(e2e, 'es', 'common', 'header.tagline'))?.text).not.toBe(
      'Cosas cotidianas, bien hechas.',
    );
    await e2e.service.call('POST', '/dev/jobs/resume', master);
    await eventually(
      () => serviceRow(e2e, 'es', 'common', 'header.tagline'),
      (r) => r?.text === 'Cosas cotidianas, bien hechas.',
    );
    await eventually(outbox, (o) => o.length === 0);
  });

  it('two editors change one row: the second sees yours, theirs and the original, and keeps their own', async () => {
    await selectKey(panel, 'recent.title');
    const before = (await serviceRow(e2e, 'es', 'common', 'recent.title'))!.text;
    await panel.getByRole('textbox', { name: 'Translation' }).fill('Vistos hace poco');
    // Meanwhile someone else saves the same row.
    const other = await e2e.service.call('POST', '/api/integrations/targets/save', {
      ...master,
      body: {
        locale: 'es',
        namespace: 'common',
        rows: [{ key: 'recent.title', text: 'Vistos recientemente (PM)', base_text: before }],
      },
    });
    expect(other.body.results['recent.title'].ok).toBe(true);
    await button(panel, 'Save').click();
    await button(panel, 'Keep mine').waitFor({ timeout: 15_000 });
    const view = await panel.locator('body').innerText();
    expect(view).toContain('Vistos hace poco');
    expect(view).toContain('Vistos recientemente (PM)');
    expect(view).toContain(before);
    await button(panel, 'Keep mine').click();
    await eventually(
      () => serviceRow(e2e, 'es', 'common', 'recent.title'),
      (r) => r?.text === 'Vistos hace poco',
    );
    await eventually(outbox, (o) => o.length === 0);
  });

  it('the service worker is stopped while a save and its confirm are pending: both land exactly once', async () => {
    const { panel: jaPanel } = await pageAndPanel('ja');
    await makeBusy('ja');
    await selectKey(jaPanel, 'reviews.title');
    const start = (await serviceRow(e2e, 'ja', 'common', 'reviews.title'))!;
    expect(start.stageIndex).toBe(0);
    await jaPanel.getByRole('textbox', { name: 'Translation' }).fill('レビュー（編集済み）');
    await jaPanel.keyboard.press('Control+Enter'); // save, then confirm
    await eventually(outbox, (o) => o.length === 2);

    await stopServiceWorker(e2e, jaPanel);
    await jaPanel.close(); // no extension page keeps it awake

    await e2e.service.call('POST', '/dev/jobs/resume', master);
    // No page talks to the worker now: its alarm wakes it and the outbox drains.
    const row = await eventually(
      () => serviceRow(e2e, 'ja', 'common', 'reviews.title'),
      (r) => r?.stageIndex === 1,
      30_000,
    );
    expect(row?.text).toBe('レビュー（編集済み）');
    await new Promise((r) => setTimeout(r, 2_000));
    expect((await serviceRow(e2e, 'ja', 'common', 'reviews.title'))?.stageIndex).toBe(1); // not confirmed twice
    await eventually(outbox, (o) => o.length === 0);
  });
});
