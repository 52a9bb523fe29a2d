// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppearanceForm } from '../../components/appearance-form';
import { ConflictView } from '../../components/panel/conflict-view';
import { OutboxIndicator } from '../../components/panel/outbox-indicator';
import { PasswordExpiry } from '../../components/panel/password-expiry';
import { RejectReason } from '../../components/panel/reject-reason';
import { SwitchOffer } from '../../components/panel/switch-offer';
import { MasterKeyWarning } from '../../components/master-key-warning';
import { SettingsForm } from '../../components/settings-form';
import { RowEditor } from '../../components/panel/row-editor';
import { RowContext } from '../../components/panel/row-context';
import { IdentityBar } from '../../components/panel/identity-bar';
import { SignInForm } from '../../components/panel/sign-in-form';
import { KeyList } from '../../components/panel/key-list';
import { LiveQuestion } from '../../components/panel/live-question';
import { LensToggle } from '../../components/panel/lens-toggle';
import { ServiceAlert } from '../../components/panel/service-alert';
import { SiteNotice } from '../../components/panel/site-notice';
import { PanelBody } from '../../components/panel/panel-body';
import { Welcome } from '../../components/panel/welcome';
import { buildRows, countByState, groupByNamespace, NO_FILTERS } from '../../lib/panel/key-list';
import { TextContext } from '../../lib/panel/use-text';
import { textFor } from '../../lib/ui-text/catalogues';
import { auth, outboxEntry, page, PROJECT, USER, workflow } from '../lib/panel/fixtures';

/** Each view rendered in German: its words are German, and no English is left in it. */
afterEach(cleanup);

const inGerman = (ui: ReactNode) =>
  render(<TextContext.Provider value={textFor('de')}>{ui}</TextContext.Provider>);

/** Words of English sentences that no German text of these views contains. */
const ENGLISH = /\b(the|and|your|this|with|keys?|found|page)\b/i;
const text = () => document.body.textContent ?? '';

const list = {
  groups: [],
  selectedId: null,
  filters: NO_FILTERS,
  filtersActive: false,
  stateCounts: {},
  queueLength: 0,
  onSelect: vi.fn(),
  onFiltersChange: vi.fn(),
  onFiltersClear: vi.fn(),
};

describe('in German', () => {
  it('the welcome', () => {
    inGerman(<Welcome baseUrl="http://127.0.0.1:8787" signedIn={false} onDismiss={vi.fn()} />);
    expect(screen.getByRole('heading').textContent).toBe('Willkommen bei Locale Lens');
    expect(screen.getByRole('link', { name: 'Demo-Shop' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verstanden' })).toBeTruthy();
    expect(text()).not.toMatch(ENGLISH);
  });

  it('the appearance settings', () => {
    inGerman(
      <AppearanceForm
        prefs={{ theme: 'system' }}
        browserLanguages={['de-DE']}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Design' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Die des Browsers (Deutsch)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Wie das System' })).toBeTruthy();
    expect(text()).not.toMatch(ENGLISH);
  });

  it('the panel body without keys, and unable to read the page', () => {
    const body = (error: Error | null) => (
      <PanelBody
        tabId={1}
        site={null}
        loading={false}
        error={error}
        service={null}
        list={{ ...list, total: 0 }}
      />
    );
    inGerman(body(null));
    expect(text()).toContain('Auf dieser Seite wurden noch keine Übersetzungsschlüssel gefunden.');
    cleanup();
    inGerman(body(new Error('x')));
    expect(text()).toContain('Laden Sie die Seite neu');
  });

  it('the key list matching nothing', () => {
    inGerman(<KeyList {...list} total={3} filtersActive />);
    expect(screen.getByRole('button', { name: 'Alle Schlüssel zeigen' })).toBeTruthy();
  });

  it('the identity bar, signed out and signed in', () => {
    const bar = (a: Parameters<typeof IdentityBar>[0]['auth']) => (
      <IdentityBar
        auth={a}
        workflow={workflow('translator')}
        locale="de"
        onSignOut={vi.fn()}
        onChooseProject={vi.fn()}
      />
    );
    inGerman(bar(auth()));
    expect(text()).toBe('Nicht angemeldetLesezugriff auf die Demo');
    cleanup();
    inGerman(bar(auth({ mode: 'signed_in', user: USER, project: PROJECT })));
    expect(text()).toContain('Übersetzer · Übersetzung (de)');
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeTruthy();
  });

  it('the sign-in form, and choosing a project', () => {
    const form = (needsProject: boolean) => (
      <SignInForm
        baseUrl="http://127.0.0.1:8787"
        lastEmail="translator@demo.test"
        needsProject={needsProject}
        projects={[]}
        user={null}
        problem={null}
        error={null}
        busy={false}
        onSignIn={vi.fn()}
        onUseKey={vi.fn()}
        onChooseProject={vi.fn()}
      />
    );
    inGerman(form(false));
    expect(screen.getByRole('form', { name: 'Zum Bearbeiten anmelden' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toBeTruthy();
    expect(screen.getByLabelText('Passwort')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Integrationsschlüssel verwenden' })).toBeTruthy();
    cleanup();
    inGerman(form(true));
    expect(text()).toContain('Sie sind in keinem Projekt Mitglied.');
  });

  it('the key list with its filters, chips and counts', () => {
    const rows = buildRows(page(workflow('translator')));
    inGerman(
      <KeyList
        {...list}
        groups={groupByNamespace(rows, rows)}
        total={rows.length}
        stateCounts={countByState(rows)}
        queueLength={3}
      />,
    );
    expect(screen.getByRole('searchbox', { name: 'Schlüssel suchen' })).toBeTruthy();
    expect(screen.getByRole('listbox', { name: 'Schlüssel auf dieser Seite' })).toBeTruthy();
    expect(screen.getByText('7 Schlüssel · 3 zu erledigen')).toBeTruthy();
    expect(screen.getAllByText('Ausgeliefert').length).toBeGreaterThan(0);
    expect(screen.getByRole('option', { name: 'Maschinell übersetzt (1)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Von mir bearbeitbar' })).toBeTruthy();
  });

  it('the lens switch, the site notice and the service alert', () => {
    inGerman(<LensToggle on onToggle={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Lens an' }).title).toBe('Alt+Umschalt+L');
    cleanup();
    inGerman(
      <SiteNotice
        site={{ status: 'off', host: 'shop.example', pattern: 'https://shop.example/*' }}
        busy={false}
        error={null}
        onEnable={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Für shop.example einschalten' })).toBeTruthy();
    expect(text()).toContain('Locale Lens ist aus auf shop.example.');
    cleanup();
    inGerman(<ServiceAlert problem="…" keys={1234} retrying={false} onRetry={vi.fn()} />);
    expect(text()).toContain('1.234 Schlüssel auf dieser Seite gefunden.');
    expect(screen.getByRole('button', { name: 'Jetzt erneut versuchen' })).toBeTruthy();
  });

  it('the outbox and the conflict view', () => {
    inGerman(
      <OutboxIndicator
        entries={[
          outboxEntry({ state: 'conflict' }),
          outboxEntry({ id: 'b', state: 'conflict' }),
          outboxEntry({ id: 'c', state: 'pending' }),
        ]}
        onOpenConflict={vi.fn()}
        onDiscard={vi.fn()}
      />,
    );
    expect(screen.getByRole('status', { name: 'Postausgang' }).textContent).toBe(
      '1 ausstehend2 Konflikte',
    );
    cleanup();
    inGerman(
      <ConflictView
        keyName="nav.home"
        mine="Start"
        theirs={null}
        original=""
        onResolve={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Jemand anderes hat nav.home geändert',
    );
    expect(text()).toContain('Keine Zeile');
    expect(screen.getByRole('button', { name: 'Meine behalten' })).toBeTruthy();
  });

  it('the row editor with its actions', () => {
    const row = buildRows(page(workflow('translator'))).find((r) => r.key === 'nav.cart')!;
    inGerman(
      <RowEditor
        row={row}
        text="Warenkorb"
        dirty
        pendingText={null}
        draftRestored
        canUndoDiscard={false}
        preview={{ overflow: true, truncated: false, elements: 1 }}
        outbox={[]}
        onTextChange={vi.fn()}
        onSave={vi.fn()}
        onAction={vi.fn()}
        onUndoDiscard={vi.fn()}
        onOpenConflict={vi.fn()}
      />,
    );
    expect(screen.getByRole('region', { name: 'nav.cart bearbeiten' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Übersetzung' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Speichern' }).title).toBe(
      'Strg+Eingabe speichert und bestätigt',
    );
    expect(screen.getByRole('button', { name: 'Bestätigen' })).toBeTruthy();
    expect(text()).toContain('Der Übersetzung fehlt “{count}”, das die Quelle hat');
    expect(text()).toContain('Entwurf wiederhergestellt.');
    expect(text()).toContain('Vor dem Speichern prüfen');
  });

  it('the questions and warnings: reject, switch, password, master key', () => {
    inGerman(<RejectReason busy={false} onReject={vi.fn()} onCancel={vi.fn()} />);
    expect(
      screen.getByRole('textbox', { name: 'Grund (optional, für den Übersetzer sichtbar)' }),
    ).toBeTruthy();
    expect(text()).toContain('0 / 1.000');
    cleanup();
    inGerman(<SwitchOffer keyName="nav.cart" origin={null} onSwitch={vi.fn()} onStay={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Zu nav.cart wechseln' })).toBeTruthy();
    cleanup();
    inGerman(<PasswordExpiry days={1} />);
    expect(text()).toBe('Ihr Passwort läuft in 1 Tag ab: Ändern Sie es in den Optionen (Konto).');
    cleanup();
    inGerman(<MasterKeyWarning text="…" busy={false} onKeep={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
  });

  it('the connection settings', () => {
    inGerman(
      <SettingsForm
        settings={{ baseUrl: 'http://127.0.0.1:8787', pinnedLocale: null, mode: 'demo' }}
        onSave={vi.fn()}
      />,
    );
    expect(screen.getByRole('form', { name: 'Verbindungseinstellungen' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Dienst-URL' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeTruthy();
  });

  it('the question before a live row changes', () => {
    inGerman(
      <LiveQuestion
        kind="live-edit"
        live="Startseite"
        canKeepLive
        busy={false}
        onAnswer={vi.fn()}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Dieser Text ist live' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Speichern und live lassen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Als Entwurf speichern' })).toBeTruthy();
  });

  it('why a row is read-only, and why its actions are refused', () => {
    const row = buildRows(page(workflow('translator'))).find((r) => r.key === 'footer.copy')!;
    inGerman(
      <RowEditor
        row={row}
        text={row.entry?.text ?? ''}
        dirty={false}
        pendingText={null}
        draftRestored={false}
        canUndoDiscard={false}
        preview={null}
        outbox={[]}
        onTextChange={vi.fn()}
        onSave={vi.fn()}
        onAction={vi.fn()}
        onUndoDiscard={vi.fn()}
        onOpenConflict={vi.fn()}
      />,
    );
    expect(text()).toContain('Schreibgeschützt: Die Zeile ist von einem Projektmanager gesperrt');
    expect(text()).toContain('Nur ein Projektmanager kann das');
  });

  it('the row context: other languages, history with dates in German, comments', () => {
    const at = Date.UTC(2026, 10, 20, 9, 30);
    inGerman(
      <RowContext
        context={{
          namespace: 'common',
          key: 'nav.cart',
          description: null,
          source: { locale: 'en', text: 'Cart' },
          translations: {
            fr: {
              text: 'Panier',
              rowState: 'edited',
              stageIndex: 1,
              isReady: true,
              isDelivered: true,
            },
          },
          history: [
            { at, actor: { id: 'r', name: 'Rita' }, action: 'reject', text: 'x', stage_index: 1 },
          ],
          comments: [],
        }}
        loading={false}
        error={null}
        locale="de"
        commenting={false}
        commentError={null}
        onComment={vi.fn()}
      />,
    );
    expect(screen.getByRole('list', { name: 'Andere Sprachen' }).textContent).toContain(
      'Ausgeliefert',
    );
    const history = screen.getByRole('list', { name: 'Verlauf' }).textContent!;
    expect(history).toContain('Zurückgewiesen');
    expect(history).toMatch(/20\.11\.2026, \d\d:\d\d/);
    expect(text()).toContain('Keine Beschreibung für diesen Schlüssel.');
    expect(screen.getByRole('button', { name: 'Kommentieren' })).toBeTruthy();
  });
});
