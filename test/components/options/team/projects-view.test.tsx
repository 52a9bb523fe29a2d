// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProjectsView } from '../../../../components/options/team/projects-view';
import type { Ask } from '../../../../lib/messaging/ask';
import type { TeamLanguages, TeamPeople } from '../../../../lib/messaging/team-types';
import { PROJECT, XSS } from '../../../lib/panel/fixtures';

afterEach(cleanup);

const LANGUAGES: TeamLanguages = {
  languages: [
    {
      locale: 'en',
      source: true,
      archived: false,
      workflow_key: 'translate',
      keys: 40,
      delivered: 0,
      stages: {},
    },
    {
      locale: 'de',
      source: false,
      archived: false,
      workflow_key: 'translate',
      keys: 40,
      delivered: 10,
      stages: { 0: 25, 1: 15 },
    },
    {
      locale: 'fr',
      source: false,
      archived: true,
      workflow_key: 'translate',
      keys: 40,
      delivered: 0,
      stages: {},
    },
  ],
  namespaces: ['checkout', 'common'],
};
const PEOPLE: TeamPeople = {
  members: [
    {
      user_id: 'u-1',
      email: 'tina@team.test',
      name: XSS,
      surname: null,
      role: 'member',
      assignments: [{ locale: 'de', namespace: null, stages: [0] }],
    },
  ],
  invitations: [
    {
      invitation_uuid: 'i-1',
      email: 'rene@team.test',
      role: 'member',
      assignments: [{ locale: 'de', namespace: 'checkout', stages: [1] }],
      created_at: 1_700_000_000_000,
      expires_at: 1_700_600_000_000,
    },
  ],
};

function setup() {
  const ask = vi.fn(async (type: string, payload?: Record<string, unknown>) => {
    switch (type) {
      case 'team.languages':
        return LANGUAGES;
      case 'team.people':
        return PEOPLE;
      case 'team.invite':
        return { email: payload!.email, member: false };
      case 'team.updateMember':
        return { ...PEOPLE.members[0], ...payload };
      default:
        return null;
    }
  });
  render(
    <ProjectsView
      ask={ask as unknown as Ask}
      projects={[{ ...PROJECT, project_id: 'p-1', role: 'pm' as const }]}
      download={vi.fn()}
    />,
  );
  return ask;
}

describe('ProjectsView', () => {
  it('lists each language with its readiness and stages, and the namespaces', async () => {
    setup();
    const de = await screen.findByRole('row', { name: 'Language de' });
    expect(de.textContent).toContain('10 of 40 delivered (25 %)');
    expect(de.textContent).toContain('Translation 25 · Postreview 15');
    expect(screen.getByRole('row', { name: 'Language en' }).textContent).toContain('source');
    expect(screen.getByRole('row', { name: 'Language fr' }).textContent).toContain('archived');
    expect(screen.getByText('Namespaces: checkout, common')).toBeTruthy();
  });

  it('archives a live language, restores an archived one, and adds one with its workflow', async () => {
    const ask = setup();
    const de = await screen.findByRole('row', { name: 'Language de' });
    await userEvent.click(within(de).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(ask).toHaveBeenCalledWith('team.language', {
        projectId: 'p-1',
        locale: 'de',
        action: 'archive',
      }),
    );
    const fr = screen.getByRole('row', { name: 'Language fr' });
    await userEvent.click(within(fr).getByRole('button', { name: 'Restore' }));
    await screen.findByText('Restored fr.');
    const add = screen.getByRole('form', { name: 'Add language' });
    await userEvent.type(within(add).getByLabelText('Language code (e.g. it, pt-BR)'), 'it');
    await userEvent.selectOptions(within(add).getByLabelText('Workflow'), 'translate_review');
    await userEvent.click(within(add).getByRole('button', { name: 'Add language' }));
    await waitFor(() =>
      expect(ask).toHaveBeenCalledWith('team.language', {
        projectId: 'p-1',
        locale: 'it',
        action: 'add',
        workflow_key: 'translate_review',
      }),
    );
  });

  it('shows members and pending invitations as text, with their stages by name', async () => {
    setup();
    const tina = await screen.findByRole('listitem', { name: 'Member tina@team.test' });
    expect(tina.textContent).toContain(XSS); // a name is text, never markup
    expect(tina.textContent).toContain('(tina@team.test, member): de: Translation');
    const rene = screen.getByRole('listitem', { name: 'Invitation rene@team.test' });
    expect(rene.textContent).toContain('de (checkout): Postreview');
  });

  it('invites with a role and the stages of one language, and changes a member’s stages', async () => {
    const ask = setup();
    const invite = await screen.findByRole('form', { name: 'Invite someone' });
    await userEvent.type(within(invite).getByLabelText('E-mail'), 'new@team.test');
    await userEvent.click(within(invite).getByRole('checkbox', { name: 'Postreview' }));
    await userEvent.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    await screen.findByText('Invitation sent to new@team.test.');
    expect(ask).toHaveBeenCalledWith('team.invite', {
      projectId: 'p-1',
      email: 'new@team.test',
      role: 'member',
      assignments: [{ locale: 'de', namespace: null, stages: [1] }],
    });
    const tina = screen.getByRole('listitem', { name: 'Member tina@team.test' });
    await userEvent.click(within(tina).getByRole('button', { name: 'Change' }));
    const change = screen.getByRole('form', { name: 'Role and stages of tina@team.test' });
    await userEvent.click(within(change).getByRole('checkbox', { name: 'Postreview' }));
    await userEvent.click(within(change).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(ask).toHaveBeenCalledWith('team.updateMember', {
        projectId: 'p-1',
        userId: 'u-1',
        role: 'member',
        assignments: [{ locale: 'de', namespace: null, stages: [0, 1] }],
      }),
    );
  });
});
