// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TeamSection } from '../../../../components/panel/account/team-section';
import type { Ask } from '../../../../lib/messaging/ask';
import type { TeamLanguages, TeamPeople } from '../../../../lib/messaging/team-types';
import { PROJECT } from '../../../lib/panel/fixtures';

afterEach(cleanup);

const LANGUAGES: TeamLanguages = {
  languages: [
    ...[
      { locale: 'en', source: true },
      { locale: 'de', source: false },
    ].map((l) => ({
      ...l,
      archived: false,
      workflow_key: 'translate' as const,
      keys: 2,
      delivered: 0,
      stages: {},
    })),
  ],
  namespaces: ['common'],
};
const PEOPLE: TeamPeople = {
  members: [
    {
      user_id: 'u-0',
      email: 'olga@team.test',
      name: 'Olga',
      surname: null,
      role: 'pm',
      assignments: [],
    },
    {
      user_id: 'u-1',
      email: 'tina@team.test',
      name: 'Tina',
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
      assignments: [{ locale: 'de', namespace: null, stages: [1] }],
      created_at: Date.UTC(2026, 10, 20),
      expires_at: Date.UTC(2026, 10, 27),
    },
  ],
};

function show(role: 'pm' | 'member', people: TeamPeople | Error = PEOPLE) {
  const ask = vi.fn(async (type: string) => {
    if (type === 'team.languages') return LANGUAGES;
    if (type !== 'team.people') throw new Error(`not expected: ${type}`);
    if (people instanceof Error) throw people;
    return people;
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TeamSection ask={ask as unknown as Ask} project={{ ...PROJECT, project_id: 'p-1', role }} />
    </QueryClientProvider>,
  );
  return ask;
}

describe('the side panel’s Team section', () => {
  it('shows a manager who has which stage and which invitations wait, with nothing to change', async () => {
    const ask = show('pm');
    await userEvent.click(screen.getByText('Team', { exact: true }));
    const tina = await screen.findByRole('listitem', { name: 'Member tina@team.test' });
    expect(tina.textContent).toContain('(tina@team.test, member): de: Translation');
    const olga = screen.getByRole('listitem', { name: 'Member olga@team.test' });
    expect(olga.textContent).toContain('olga@team.test, project manager');
    const rene = screen.getByRole('listitem', { name: 'Invitation rene@team.test' });
    expect(rene.textContent).toContain('rene@team.test (member): de: Postreview; valid until');
    expect(rene.textContent).toContain('2026');
    // Read-only: the panel shows where the team stands; the options page changes it.
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    expect(ask).toHaveBeenCalledWith('team.people', { projectId: 'p-1' });
  });

  it('says so when no invitation waits', async () => {
    show('pm', { ...PEOPLE, invitations: [] });
    await screen.findByRole('listitem', { name: 'Member tina@team.test' });
    expect(screen.getByText('No invitation waits for an answer.')).toBeTruthy();
  });

  it('shows why the team could not be read', async () => {
    show('pm', new Error('The service cannot be reached.'));
    expect((await screen.findByRole('alert')).textContent).toBe('The service cannot be reached.');
  });

  it('is not there for a member who does not manage the project, and asks nothing', async () => {
    const ask = show('member');
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText('Team', { exact: true })).toBeNull();
    expect(ask).not.toHaveBeenCalled();
  });
});
