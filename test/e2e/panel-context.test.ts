import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/demo/seed';
import { startE2E, type E2E } from './extension-harness';
import {
  button,
  demoWithPanel,
  eventually,
  selectKey,
  serviceRow,
  signIn,
  signOut,
} from './panel-helpers';

let e2e: E2E;
let panel: Page;
beforeAll(async () => {
  e2e = await startE2E();
  ({ panel } = await demoWithPanel(e2e));
});
afterAll(() => e2e?.close());

const KEY = 'home.hero_text';
const TEXT = 'Schlichte Dinge für jeden Tag.';
const REASON = 'Bitte "langlebige" nicht weglassen: es ist das Versprechen der Marke.';
const row = () => serviceRow(e2e, 'de', 'common', KEY);
const editor = () => panel.getByRole('region', { name: `Edit ${KEY}` });
const context = () => panel.getByRole('region', { name: 'Context' });

describe('a reviewer rejects with a reason, and the translator reads it in the context', () => {
  it('the translator saves and confirms the row into review', async () => {
    await signIn(panel, 'translator@demo.test');
    await selectKey(panel, KEY);
    await panel.getByRole('textbox', { name: 'Translation' }).fill(TEXT);
    await button(panel, 'Save').click();
    await eventually(row, (r) => r?.text === TEXT);
    await expect.poll(() => button(panel, 'Confirm').isEnabled()).toBe(true);
    await button(panel, 'Confirm').click();
    await eventually(row, (r) => r?.stageIndex === 1);
  });

  it('the reviewer rejects it, giving a reason in the form Reject opens', async () => {
    await signOut(panel);
    await signIn(panel, 'reviewer@demo.test');
    await selectKey(panel, KEY);
    const reject = editor().getByRole('button', { name: 'Reject', exact: true });
    await expect.poll(() => reject.isEnabled()).toBe(true);
    await reject.click();
    const form = panel.getByRole('dialog', { name: 'Reject' });
    await form.getByRole('textbox').fill(REASON);
    await form.getByRole('button', { name: 'Reject', exact: true }).click();
    await eventually(row, (r) => r?.stageIndex === 0);
    // The reviewer's own context shows the reason once the reject has landed.
    await expect
      .poll(() => context().getByRole('list', { name: 'Comments' }).innerText())
      .toContain(REASON);
  });

  it('the translator, signed in, sees the reason and the reject in the row context', async () => {
    await signOut(panel);
    await signIn(panel, 'translator@demo.test');
    await selectKey(panel, KEY);
    const comments = context().getByRole('list', { name: 'Comments' });
    await expect.poll(() => comments.innerText()).toContain(REASON);
    expect(await comments.innerText()).toContain(DEMO_USERS.reviewer.name);
    const history = context().getByRole('list', { name: 'History' });
    await expect.poll(() => history.locator('li').first().innerText()).toContain('Rejected');
  });

  it('the translator answers with a comment, shown at once', async () => {
    await context().getByRole('textbox', { name: 'Add a comment' }).fill('Ergänzt, danke.');
    await context().getByRole('button', { name: 'Comment', exact: true }).click();
    await expect
      .poll(() =>
        context().getByRole('list', { name: 'Comments' }).locator('li').first().innerText(),
      )
      .toContain('Ergänzt, danke.');
  });
});
