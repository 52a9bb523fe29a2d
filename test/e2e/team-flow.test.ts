import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAttackServer, type AttackServer } from './attack/server';
import { hoverCardText } from './closed-shadow';
import { startE2E, type E2E } from './extension-harness';
import { button, eventually, openPanel, selectKey, signIn, signOut } from './panel-helpers';
import { startMailbox, type Mailbox } from '../server/mailbox';
import { startTestPostgres } from '../server/postgres-setup';

/**
 * A team from an empty service (no demo) to a row approved in context on its own page, and back:
 * the owner's first account, a project with two languages, two people invited by mail, a draft
 * found by its text on a page without markers, its approval, an archived language, a removal.
 * The same story on each engine the service runs on.
 */
const OWNER = { email: 'owner@team.test', password: 'Harbour-lantern-47-quietly', name: 'Olga' };
const TRANSLATOR = { email: 'tina@team.test', password: 'Walnut-orbit-93-softly', name: 'Tina' };
const REVIEWER = { email: 'rene@team.test', password: 'Copper-meadow-28-gently', name: 'René' };
const DRAFT = 'Willkommen in unserem Laden';
const EDITED = 'Herzlich willkommen in unserem Laden';
const NOTE = 'Nichts hiervon ist übersetzt';

/** What the team's app shows: its build pulls the current texts (a rebuild changes them). */
const shown = { title: DRAFT };
const pages = {
  // The team's own app: plain text, no marker, no attribute.
  '/app.html': () => ({
    html: `<!doctype html><html lang="de"><body><h1 id="title">${shown.title}</h1>
      <p id="note">${NOTE}</p></body></html>`,
  }),
  '/app-fr.html': () => ({
    html: `<!doctype html><html lang="fr"><body>
      <h1 id="title" data-i18n-key="common:home.title">Bienvenue</h1></body></html>`,
  }),
};

let mail: Mailbox;
let e2e: E2E;
let site: AttackServer;
let app: Page;
let panel: Page;
let projectId = '';
let master = '';

const options = async () => {
  const page = await e2e.context.newPage();
  await page.goto(`chrome-extension://${e2e.extensionId}/options.html`);
  return page;
};

/** The app's keys as the lens reports them. */
const appKeys = async (page: Page, until: (keys: string[]) => boolean) =>
  (await e2e.report(page, (r) => until(r.keys.map((k) => k.key)))).keys;

/** The row through the project's master key. */
const row = async (locale: string, key: string) =>
  (
    await e2e.service.call(
      'GET',
      `/api/integrations/targets/status?locale=${locale}&namespace=common&keys=${key}`,
      { key: master },
    )
  ).body.translations?.[key] as { text: string; stageIndex: number; isDelivered: boolean } | null;

async function acceptInvitation(who: typeof TRANSLATOR) {
  const token = await mail.find(who.email, /lr_inv_[\w-]+/);
  await button(panel, 'I have an invitation').click();
  const form = panel.getByRole('form', { name: 'Join with an invitation' });
  await form.getByLabel('Link or code from the mail').fill(token);
  await form.getByLabel('Your name').fill(who.name);
  await form.getByLabel('New password').fill(who.password);
  await form.getByRole('button', { name: 'Join and sign in' }).click();
  await button(panel, 'Sign out').waitFor();
}

const ENGINES = ['SQLite', 'PostgreSQL'] as const;

describe.each(ENGINES)('a team from an empty service on %s', { timeout: 90_000 }, (engine) => {
  let postgres: Awaited<ReturnType<typeof startTestPostgres>> | undefined;
  beforeAll(async () => {
    // PostgreSQL: the server DATABASE_URL names, or a throwaway cluster for this story alone.
    if (engine === 'PostgreSQL') postgres = await startTestPostgres();
    mail = await startMailbox();
    e2e = await startE2E([], {
      demo: false,
      service: { smtpUrl: mail.url },
      postgresAdminUrl: postgres?.adminUrl,
    });
    site = await startAttackServer(pages);
    app = await e2e.context.newPage();
    await app.goto(`${site.url}/app.html`);
    panel = await openPanel(e2e, await e2e.tabIdOf(app));
    shown.title = DRAFT;
  }, 120_000);
  afterAll(async () => {
    await e2e?.close();
    await site?.close();
    await mail?.close();
    postgres?.stop();
  });

  it('the owner creates the first account on the setup page, then signs in in the panel', async () => {
    expect(e2e.service.setupUrl).toBeTruthy();
    const setup = await e2e.context.newPage();
    await setup.goto(e2e.service.setupUrl!);
    await setup.locator('#email').fill(OWNER.email);
    await setup.locator('#name').fill(OWNER.name);
    await setup.locator('#password').fill(OWNER.password);
    // The live strength meter rates the password before it is sent.
    await expect
      .poll(() => setup.locator('#meter').evaluate((m) => (m as HTMLMeterElement).value))
      .toBeGreaterThanOrEqual(3);
    await setup.locator('#submit').click();
    await expect.poll(() => setup.locator('#status').innerText()).not.toBe('');
    expect(await setup.locator('#status').getAttribute('class')).not.toBe('bad');
    await setup.close();
    await signIn(panel, OWNER.email, OWNER.password);
  });

  it('creates a project with de and fr in the options page, and sees its languages', async () => {
    const page = await options();
    const form = page.getByRole('form', { name: 'New project' });
    await form.getByLabel('Name').fill('Shop');
    await form.getByLabel('Workflow').selectOption({ label: 'Translate' });
    await form.getByLabel('Target languages (e.g. de, fr)').fill('de, fr');
    await form.getByRole('button', { name: 'Create project' }).click();
    const view = page.getByRole('region', { name: 'Your projects: languages and people' });
    await view.getByRole('row', { name: 'Language fr' }).waitFor();
    expect(await view.getByRole('row', { name: 'Language en' }).innerText()).toContain('source');
    await page.close();
    // The app's strings come from its own build (here: pushed with a master key, as a CI would).
    const bearer = await e2e.service.login(OWNER.email, OWNER.password);
    projectId = (await e2e.service.call('GET', '/api/projects', { bearer })).body.projects[0]
      .project_id;
    master = (
      await e2e.service.call('POST', '/api/integration-keys', {
        bearer,
        body: { project_id: projectId, kind: 'master', name: 'ci' },
      })
    ).body.secret;
    const job = await e2e.service.call('POST', '/api/integrations/sync/batch', {
      key: master,
      body: {
        translations: [
          { key: 'en:common:home.title', value: 'Welcome to our shop' },
          { key: 'de:common:home.title', value: DRAFT },
          { key: 'fr:common:home.title', value: 'Bienvenue' },
          { key: 'en:common:home.note', value: 'Nothing here is translated' },
          { key: 'de:common:home.note', value: NOTE },
        ],
      },
    });
    await eventually(
      async () =>
        (
          await e2e.service.call('GET', `/api/integrations/sync/jobs/${job.body.job_id}`, {
            key: master,
          })
        ).body.status,
      (s) => s === 'completed',
    );
  });

  it('invites a translator and a reviewer by e-mail, and lists both as pending', async () => {
    const page = await options();
    const invite = page.getByRole('form', { name: 'Invite someone' });
    for (const [who, stage] of [
      [TRANSLATOR, 'Translation'],
      [REVIEWER, 'Postreview'],
    ] as const) {
      await invite.getByLabel('E-mail').fill(who.email);
      await invite.getByLabel('Language').selectOption('de');
      await invite.getByRole('checkbox', { name: stage }).check();
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      await page.getByText(`Invitation sent to ${who.email}.`).waitFor();
      await page.getByRole('listitem', { name: `Invitation ${who.email}` }).waitFor();
    }
    await page.close();
  });

  it('the translator accepts in the panel and edits the draft the page shows, found by its text', async () => {
    await signOut(panel);
    await acceptInvitation(TRANSLATOR);
    await app.reload();
    await appKeys(app, (keys) => keys.includes('home.title'));
    await selectKey(panel, 'home.title');
    await panel.getByRole('textbox', { name: 'Translation' }).fill(EDITED);
    await button(panel, 'Save').click();
    await eventually(
      () => row('de', 'home.title'),
      (r) => r?.text === EDITED,
    );
    await button(panel, 'Confirm').click();
    await eventually(
      () => row('de', 'home.title'),
      (r) => r?.stageIndex === 1,
    );
    shown.title = EDITED;
  });

  it('the reviewer accepts, approves it in the panel, and /translations serves it', async () => {
    await signOut(panel);
    await acceptInvitation(REVIEWER);
    // The app, rebuilt, shows the edited draft: found by its text again. Another user's edit
    // reaches this browser's texts within the status cache's 30 s, so reload until it has.
    for (let attempt = 1; ; attempt++) {
      await app.reload();
      try {
        await appKeys(app, (keys) => keys.includes('home.title'));
        break;
      } catch (e) {
        if (attempt === 4) throw e;
      }
    }
    await selectKey(panel, 'home.title');
    await expect.poll(() => button(panel, 'Approve').isEnabled()).toBe(true);
    await button(panel, 'Approve').click();
    await eventually(
      () => row('de', 'home.title'),
      (r) => r?.isDelivered === true,
    );
    const served = await e2e.service.call('GET', '/translations?locale=de&namespace=common', {
      key: master,
    });
    expect(served.body.translations).toEqual({ 'home.title': EDITED });
  }, 150_000);

  it('the manager archives fr, and the lens says so on a French page', async () => {
    await signOut(panel);
    await signIn(panel, OWNER.email, OWNER.password);
    const page = await options();
    const fr = page.getByRole('row', { name: 'Language fr' });
    await fr.getByRole('button', { name: 'Archive' }).click();
    await fr.getByText('archived').waitFor();
    await page.close();
    const french = await e2e.context.newPage();
    try {
      await french.goto(`${site.url}/app-fr.html`);
      await appKeys(french, (keys) => keys.includes('home.title'));
      await french.hover('#title');
      // The report comes before the statuses: on a loaded machine they take more than a second.
      await expect.poll(() => hoverCardText(french), { timeout: 15_000 }).toContain('archived');
    } finally {
      // Left open, this tab would be the one the panel follows in the cases after this one.
      await french.close();
    }
  });

  it('the manager sees the team in the panel; the translator, removed, is told why and keeps their edit', async () => {
    await panel.getByText('Team', { exact: true }).click();
    await panel.getByRole('listitem', { name: `Member ${TRANSLATOR.email}` }).waitFor();
    expect(
      await panel.getByRole('listitem', { name: `Member ${TRANSLATOR.email}` }).innerText(),
    ).toContain('de: Translation');
    await signOut(panel);
    await signIn(panel, TRANSLATOR.email, TRANSLATOR.password);
    const bearer = await e2e.service.login(OWNER.email, OWNER.password);
    const members = (
      await e2e.service.call('GET', `/api/projects/${projectId}/members`, { bearer })
    ).body.members as { user_id: string; email: string }[];
    const tina = members.find((m) => m.email === TRANSLATOR.email)!;
    const removed = await e2e.service.call(
      'DELETE',
      `/api/projects/${projectId}/members/${tina.user_id}`,
      { bearer },
    );
    expect(removed.status).toBe(204);
    // A write the panel queued as the removal lands: refused, and kept for later.
    const text = 'Hier ist noch nichts übersetzt';
    await e2e.ask('row.save', {
      ...{ locale: 'de', namespace: 'common', key: 'home.note' },
      ...{ text, baseText: NOTE },
    });
    await expect
      .poll(() => panel.locator('body').innerText(), { timeout: 40_000 })
      .toContain('A project manager removed you from “Shop”');
    // Kept, waiting: the refusal is said before the write is put back in the queue.
    await expect
      .poll(async () => (await e2e.ask('outbox.list')).map((e) => [e.key, e.text, e.state]))
      .toContainEqual(['home.note', text, 'pending']);
  });
});
