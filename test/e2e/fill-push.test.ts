import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './extension-harness';
import { eventually, keyOption, openPanel, serviceRow, signIn } from './panel-helpers';

/**
 * A machine fill started elsewhere (here through the API) writes rows under an open page: the
 * background follows the busy language and tells the panel when the fill has ended, so its list
 * shows the filled rows though the panel polls nothing while a fill runs.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const master = { key: 'lr_demo_master' };

describe('a machine fill reaches the panel', () => {
  it('by push, once the fill has ended', async () => {
    const page = await e2e.openDemo('?lang=es');
    await e2e.report(page);
    const panel = await openPanel(e2e, await e2e.tabIdOf(page));
    const option = () => keyOption(panel, 'reviews.verified').innerText();
    await expect.poll(option).toContain('Empty');

    // The fill waits in the job queue until resumed: the language is busy meanwhile.
    expect((await e2e.service.call('POST', '/dev/jobs/pause', master)).status).toBe(200);
    const fill = await e2e.service.call('POST', '/api/integrations/targets/fill', {
      ...master,
      body: { locale: 'es', mode: 'copy_source' },
    });
    expect(fill.status).toBe(202);
    // Signing in asks for every status again: the background learns the language is busy.
    await signIn(panel, 'translator@demo.test');
    const tabId = await e2e.tabIdOf(page);
    await eventually(
      () => e2e.ask('panel.page', { tabId }),
      (p) => p.flags.common?.busy === true,
    );
    expect(await option()).toContain('Empty');

    await e2e.service.call('POST', '/dev/jobs/resume', master);
    const filled = await eventually(
      () => serviceRow(e2e, 'es', 'common', 'reviews.verified'),
      (r) => !!r?.text,
    );
    await expect.poll(option, { timeout: 15_000 }).not.toContain('Empty');
    expect(await option()).toContain(filled!.text);
  });
});
