// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountView } from '../../components/options/account/account-view';
import { EmailChange } from '../../components/options/account/email-change';
import { PasswordForm, policyReasons } from '../../components/options/account/password-form';
import { IntegrationsView } from '../../components/options/integrations/integrations-view';
import { SecretOnce } from '../../components/options/integrations/secret-once';
import { WebhookRow } from '../../components/options/integrations/webhook-row';
import { ModelJobsConsole } from '../../components/options/model-jobs-console';
import { ShortcutList, SitesList } from '../../components/options/options-reference';
import type { WebhookEndpoint } from '../../lib/contract/webhooks';
import type { Ask } from '../../lib/messaging/ask';
import { textFor } from '../../lib/ui-text/catalogues';
import { PROJECT } from '../lib/panel/fixtures';
import { ENGLISH, inGerman, text } from './german';

/** The options page's views in German: reference, model jobs, account, integrations. */
afterEach(cleanup);

const ENDPOINT: WebhookEndpoint = {
  endpoint_uuid: 'e-1',
  project_id: 'p-1',
  url: 'http://127.0.0.1:9000/hook',
  format: 'generic',
  events: ['translation.confirmed'],
  namespaces: [],
  active: true,
  created_at: 1,
  last_delivery_channel: 'http',
  last_delivery_outcome: 'timeout',
  last_delivery_at: 1_700_000_000_000,
  last_delivery_ok_at: null,
  consecutive_delivery_failures: 1234,
};

const asking = (answers: Record<string, unknown>) =>
  vi.fn(async (type: string) => answers[type] ?? null) as unknown as Ask;

const views: [string, ReactNode, string[], [role: string, name: string][]][] = [
  [
    'the sites and the shortcuts',
    <div key="r">
      <SitesList sites={[{ pattern: 'http://localhost/*', builtIn: true }]} />
      <ShortcutList lensKey={null} />
    </div>,
    [
      'http://localhost/* – von Haus aus (jeder Port)',
      'Im Seitenpanel: speichern und bestätigen, dann weiter',
    ],
    [
      ['heading', 'Tastenkombinationen'],
      ['rowheader', 'Nicht festgelegt'],
      ['rowheader', 'Alt+Klick'],
    ],
  ],
  [
    'the model jobs before a file is chosen',
    <ModelJobsConsole key="j" ask={asking({})} readBase64={vi.fn()} download={vi.fn()} />,
    [],
    [
      ['region', 'Modell-Jobs'],
      ['button', 'Starten'],
    ],
  ],
  [
    'changing the password',
    <PasswordForm key="p" ask={asking({})} email="ana@demo.test" />,
    ['Passwort ändern'],
    [
      ['form', 'Passwort ändern'],
      ['button', 'Passwort ändern'],
    ],
  ],
  [
    'changing the e-mail',
    <EmailChange key="e" ask={asking({})} email="ana@demo.test" />,
    ['Aktuell: ana@demo.test'],
    [
      ['region', 'E-Mail-Adresse ändern'],
      ['button', 'Bestätigung senden'],
    ],
  ],
  [
    'a signing secret shown once',
    <SecretOnce key="s" label="Signaturgeheimnis" secret="whsec_1" signing onDone={vi.fn()} />,
    ['nur einmal angezeigt', 'Lesen Sie x-lr-signature: t=…,v1=… und weisen Sie ein t zurück'],
    [
      ['region', 'Geheimnis: Signaturgeheimnis'],
      ['button', 'Kopieren'],
      ['button', 'Ich habe es gespeichert'],
    ],
  ],
  [
    'a webhook endpoint and its health',
    <ul key="w">
      <WebhookRow
        endpoint={ENDPOINT}
        busy={false}
        onUpdate={vi.fn()}
        onTest={vi.fn()}
        onRotate={vi.fn()}
        onDelete={vi.fn()}
      />
    </ul>,
    [
      '(allgemein) – an',
      'Namensräume: alle',
      'Letzte Zustellung: Zeitüberschreitung',
      'Fehlschläge in Folge: 1.234',
      'letzter Erfolg: nie',
    ],
    [
      ['listitem', `Endpunkt ${ENDPOINT.url}`],
      ['button', 'Ausschalten'],
      ['button', 'Geheimnis erneuern'],
    ],
  ],
];

describe('in German', () => {
  it.each(views)('%s', (_name, view, texts, controls) => {
    inGerman(view);
    for (const t of texts) expect(text()).toContain(t);
    for (const [role, name] of controls) expect(screen.getByRole(role, { name })).toBeTruthy();
    expect(text()).not.toMatch(ENGLISH);
  });

  it('the account with its profile', async () => {
    const profile = {
      email: 'ana@demo.test',
      name: 'Ana',
      experience_level: 'senior',
      languages: ['de'],
      password_expires_in_days: 1,
    };
    inGerman(<AccountView ask={asking({ 'account.profile': profile })} />);
    expect(await screen.findByRole('heading', { name: 'Konto' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Nachname' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Erfahren' })).toBeTruthy();
    expect(text()).toContain('Ihr Passwort läuft in 1 Tag ab.');
    expect(screen.getByRole('button', { name: 'Profil speichern' })).toBeTruthy();
    expect(text()).not.toMatch(ENGLISH);
  });

  it('the integrations of a managed project', async () => {
    const key = {
      key_uuid: 'k-1',
      project_id: 'p-1',
      kind: 'master',
      name: 'CI',
      prefix: 'lr_mk_ab',
      created_at: 1,
      rotated_at: null,
      last_used_at: null,
    };
    const ask = asking({ 'webhooks.list': [], 'integrationKeys.list': [key] });
    inGerman(<IntegrationsView ask={ask} projects={[{ ...PROJECT, role: 'pm' }]} />);
    const item = await screen.findByRole('listitem', { name: 'Schlüssel CI' });
    expect(item.textContent).toContain('(Master, lr_mk_ab…) · zuletzt benutzt: nie');
    expect(text()).toContain('Noch keine Endpunkte.');
    expect(
      screen.getByRole('option', { name: 'Übersetzen → Prüfen → Korrekturlesen' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Endpunkt anlegen' })).toBeTruthy();
    expect(text()).not.toMatch(ENGLISH);
  });

  it('the password policy’s reasons', () => {
    const weak = { score: 1, strength: 'weak', feedback: [] } as unknown as Parameters<
      typeof policyReasons
    >[1];
    expect(policyReasons('ana', weak, 'ana@demo.test', '', textFor('de'))).toEqual([
      'Mindestens 12 Zeichen',
      'Zu leicht zu erraten (Wert 1 von 4; 3 nötig)',
      'Nicht der Namensteil Ihrer E-Mail-Adresse',
    ]);
  });
});
