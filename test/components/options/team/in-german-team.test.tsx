// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { SignInHelp } from '../../../../components/panel/account/sign-in-help';
import { ProjectsView } from '../../../../components/options/team/projects-view';
import type { Ask } from '../../../../lib/messaging/ask';
import { PROJECT } from '../../../lib/panel/fixtures';
import { ENGLISH, inGerman, text } from '../../german';

/** The team's views in German: the Projects view and the sign-in's help. */
afterEach(cleanup);

const answers: Record<string, unknown> = {
  'team.languages': {
    languages: [
      {
        locale: 'en',
        source: true,
        archived: false,
        workflow_key: 'translate',
        keys: 4,
        delivered: 0,
        stages: {},
      },
      {
        locale: 'fr',
        source: false,
        archived: true,
        workflow_key: 'translate',
        keys: 4,
        delivered: 1,
        stages: { 1: 1 },
      },
    ],
    namespaces: [],
  },
  'team.people': {
    members: [
      {
        user_id: 'u',
        email: 'tina@team.test',
        name: 'Tina',
        surname: null,
        role: 'member',
        assignments: [],
      },
    ],
    invitations: [],
  },
};
const ask = vi.fn(async (type: string) => answers[type] ?? null) as unknown as Ask;

it('the Projects view', async () => {
  inGerman(<ProjectsView ask={ask} projects={[{ ...PROJECT, role: 'pm' }]} download={vi.fn()} />);
  const fr = await screen.findByRole('row', { name: 'Sprache fr' });
  expect(fr.textContent).toContain('archiviert');
  expect(fr.textContent).toContain('1 von 4 ausgeliefert (25 %)');
  expect(screen.getByRole('button', { name: 'Wiederherstellen' })).toBeTruthy();
  expect(text()).toContain('Namensräume: noch keine');
  expect(text()).toContain('Keine Einladung wartet auf Antwort.');
  expect(screen.getByRole('listitem', { name: 'Mitglied tina@team.test' }).textContent).toContain(
    'keine Stufe',
  );
  expect(screen.getByRole('button', { name: 'Einladung senden' })).toBeTruthy();
  expect(text()).not.toMatch(ENGLISH);
});

it('the sign-in’s help', () => {
  const actions = { forgot: vi.fn(), reset: vi.fn(), accept: vi.fn() };
  inGerman(<SignInHelp actions={actions} baseUrl="http://127.0.0.1:8787" email="" />);
  expect(screen.getByRole('button', { name: 'Passwort vergessen?' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Ich habe eine Einladung' })).toBeTruthy();
  expect(text()).not.toMatch(ENGLISH);
});
