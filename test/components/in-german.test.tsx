// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppearanceForm } from '../../components/options/appearance-form';
import { ConflictView } from '../../components/panel/editor/conflict-view';
import { OutboxIndicator } from '../../components/panel/shell/outbox-indicator';
import { IdentityBar } from '../../components/panel/account/identity-bar';
import { SignInForm } from '../../components/panel/account/sign-in-form';
import { KeyList } from '../../components/panel/key-list/key-list';
import { LensToggle } from '../../components/panel/shell/lens-toggle';
import { ServiceAlert } from '../../components/panel/shell/service-alert';
import { SiteNotice } from '../../components/panel/shell/site-notice';
import { PanelBody } from '../../components/panel/shell/panel-body';
import { Welcome } from '../../components/panel/shell/welcome';
import { buildRows, countByState, groupByNamespace } from '../../lib/panel/key-list';
import { auth, outboxEntry, page, PROJECT, USER, workflow } from '../lib/panel/fixtures';
import { ENGLISH, inGerman, list, text } from './german';

/** Each view rendered in German: its words are German, and no English is left in it. */
afterEach(cleanup);

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
});
