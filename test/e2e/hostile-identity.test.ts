import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAttackServer, type AttackServer } from './attack/server';
import { selectionPages } from './attack/selection-pages';
import { startE2E, whole, type E2E } from './extension-harness';
import {
  button,
  eventually,
  openPanel,
  selectKey,
  serviceRow,
  signIn,
  signOut,
} from './panel-helpers';

/** Whose credentials the extension uses, and whether a page can take them away. */
let e2e: E2E;
let attack: AttackServer;

beforeAll(async () => {
  e2e = await startE2E();
  attack = await startAttackServer(selectionPages('http://localhost'));
});
afterAll(async () => {
  await e2e?.close();
  await attack?.close();
});

const master = { key: 'lr_demo_master' };

describe('a queued edit', () => {
  it('is sent only as the person who queued it, never as whoever signs in next', async () => {
    const page = await e2e.openDemo('?lang=es');
    await e2e.report(page);
    const panel = await openPanel(e2e, await e2e.tabIdOf(page));
    await signIn(panel, 'translator@demo.test');
    // The language is busy (a fill waits on the paused worker): the save stays queued.
    expect((await e2e.service.call('POST', '/dev/jobs/pause', master)).status).toBe(200);
    const fill = await e2e.service.call('POST', '/api/integrations/targets/fill', {
      ...master,
      body: { locale: 'es', mode: 'copy_source' },
    });
    expect(fill.status).toBe(202);
    await selectKey(panel, 'header.tagline');
    await panel.getByRole('textbox', { name: 'Translation' }).fill('Hecho por la traductora');
    await button(panel, 'Save').click();
    await eventually(
      () => e2e.ask('outbox.list'),
      (o) => o.length === 1 && o[0]!.lastError !== null,
    );

    await signOut(panel);
    await panel.getByText('1 queued by translator@demo.test').waitFor();
    await signIn(panel, 'pm@demo.test');
    await e2e.service.call('POST', '/dev/jobs/resume', master);
    // The manager's own save goes out, so the outbox has run since the language was free again.
    await selectKey(panel, 'recent.title');
    await panel.getByRole('textbox', { name: 'Translation' }).fill('Vistos (PM)');
    await button(panel, 'Save').click();
    await eventually(
      () => serviceRow(e2e, 'es', 'common', 'recent.title'),
      (r) => r?.text === 'Vistos (PM)',
    );
    expect((await serviceRow(e2e, 'es', 'common', 'header.tagline'))?.text).not.toBe(
      'Hecho por la traductora',
    );
    // The service has the manager's save before the outbox has its answer: wait for that too.
    const held = await eventually(
      () => e2e.ask('outbox.list'),
      (o) => o.every((entry) => entry.state !== 'sending'),
    );
    expect(held).toEqual([expect.objectContaining({ heldFor: 'translator@demo.test' })]);

    // Back as the translator: the edit lands, as theirs.
    await signOut(panel);
    await signIn(panel, 'translator@demo.test');
    await eventually(
      () => serviceRow(e2e, 'es', 'common', 'header.tagline'),
      (r) => r?.text === 'Hecho por la traductora',
    );
    await eventually(
      () => e2e.ask('outbox.list'),
      (o) => o.length === 0,
    );
    await signOut(panel);
    await panel.close();
    await page.close();
  });
});

describe('a page that reports more than the background holds', () => {
  it(
    'cannot fill session storage: signing in still works, and the report says what it dropped',
    { timeout: 120_000 },
    async () => {
      const page = await e2e.context.newPage();
      await page.goto(`${attack.url}/quota.html`);
      const tabId = await e2e.tabIdOf(page);
      const report = await eventually(
        async () => whole(await e2e.ask('page.report', { tabId })),
        (r) => r.frames.length >= 15,
        90_000,
      );
      const dropped = report.frames.reduce((n, f) => n + f.dropped, 0);
      console.log(
        `quota page: ${report.frames.length} frames, ${report.keys.length} keys kept, ${dropped} dropped`,
      );
      expect(dropped).toBeGreaterThan(0);
      const auth = await e2e.ask('auth.signIn', {
        email: 'translator@demo.test',
        password: 'locale-lens-demo',
      });
      expect(auth).toMatchObject({ mode: 'signed_in', problem: null });
      expect((await e2e.ask('auth.state')).user?.email).toBe('translator@demo.test');
      await e2e.ask('auth.signOut');
      await page.close();
    },
  );
});
