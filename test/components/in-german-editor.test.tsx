// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordExpiry } from '../../components/panel/account/password-expiry';
import { RejectReason } from '../../components/panel/review/reject-reason';
import { SwitchKeyQuestion } from '../../components/panel/key-list/switch-key-question';
import { MasterKeyWarning } from '../../components/common/master-key-warning';
import { SettingsForm } from '../../components/options/settings-form';
import { RowEditor } from '../../components/panel/editor/row-editor';
import { RowContext } from '../../components/panel/row-context/row-context';
import { LiveQuestion } from '../../components/panel/review/live-question';
import { buildRows } from '../../lib/panel/key-list';
import { page, workflow } from '../lib/panel/fixtures';
import { inGerman, text } from './german';

/** The row editor, its questions and warnings, and the options' settings, rendered in German. */
afterEach(cleanup);

describe('in German, editing', () => {
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
    inGerman(
      <SwitchKeyQuestion keyName="nav.cart" origin={null} onSwitch={vi.fn()} onStay={vi.fn()} />,
    );
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
        settings={{
          baseUrl: 'http://127.0.0.1:8787',
          pinnedLocale: null,
          mode: 'demo',
          readOnlyStyle: 'hatch',
          selectModifier: 'alt',
        }}
        onSave={vi.fn()}
        onTest={vi.fn()}
      />,
    );
    expect(screen.getByRole('form', { name: 'Verbindungseinstellungen' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Dienst-URL' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verbindung testen' })).toBeTruthy();
    expect(screen.getByText('Leer: Es gilt das eigene <html lang> jeder Seite.')).toBeTruthy();
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
    // Buttons refused for the same reason share its line; a manager's actions are not shown.
    expect(text()).toContain(
      'Speichern, Bestätigen: Die Zeile ist von einem Projektmanager gesperrt',
    );
    expect(text()).not.toContain('Freigeben');
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
