import type { LocaleLensClient } from '../../contract/client';
import type { ProjectFileTarget } from '../../contract/offers';
import type { ProjectLanguage } from '../../contract/team';
import type { teamMessages } from '../../messaging/protocol/team';
import type { LanguageSummary, TeamLanguages } from '../../messaging/team-types';
import type { AreaHandlers } from './types';

/**
 * Each language with its file targets' counts summed (every namespace), the source first; and
 * the namespaces the targets name, sorted.
 */
export function summarizeLanguages(
  languages: readonly ProjectLanguage[],
  targets: readonly ProjectFileTarget[],
): TeamLanguages {
  const summaries = languages.map((language): LanguageSummary => {
    const stages: Record<string, number> = {};
    let keys = 0;
    let delivered = 0;
    for (const t of targets) {
      if (t.locale !== language.locale) continue;
      keys += t.keys;
      delivered += t.delivered;
      for (const [stage, rows] of Object.entries(t.stage_counts))
        stages[stage] = (stages[stage] ?? 0) + rows;
    }
    return { ...language, keys, delivered, stages };
  });
  summaries.sort((a, b) => Number(b.source) - Number(a.source));
  const namespaces = [...new Set(targets.map((t) => t.namespace))].sort();
  return { languages: summaries, namespaces };
}

/**
 * A manager's Projects view: a new continuous project, its languages and people, asked with the
 * user's bearer token.
 */
export function createTeamHandlers(
  client: () => Pick<LocaleLensClient, 'call'>,
  /** The user's own projects may have changed (a new one, a language, a role): ask again. */
  onChanged: () => void,
): AreaHandlers<typeof teamMessages> {
  const project = (projectId: string) => ({ params: { project_id: projectId } });
  const changed = <T>(value: T) => {
    onChanged();
    return value;
  };
  return {
    'projects.create': async (body) =>
      changed(await client().call('createContinuousProject', { body })),
    async 'team.languages'({ projectId }) {
      const [languages, targets] = await Promise.all([
        client().call('projectLanguages', project(projectId)),
        client().call('projectTargets', project(projectId)),
      ]);
      return summarizeLanguages(languages.languages, targets.targets);
    },
    async 'team.language'({ projectId, locale, action, workflow_key }) {
      if (action === 'add')
        return changed(
          await client().call('addLanguage', {
            ...project(projectId),
            body: { locale, ...(workflow_key && { workflow_key }) },
          }),
        );
      const params = { project_id: projectId, locale };
      const id = action === 'archive' ? 'archiveLanguage' : 'restoreLanguage';
      return changed(await client().call(id, { params }));
    },
    async 'team.people'({ projectId }) {
      const [members, invitations] = await Promise.all([
        client().call('projectMembers', project(projectId)),
        client().call('listInvitations', project(projectId)),
      ]);
      return { members: members.members, invitations: invitations.invitations };
    },
    async 'team.invite'({ projectId, email, role, assignments }) {
      const answer = await client().call('inviteMember', {
        ...project(projectId),
        body: { email, role, assignments },
      });
      return { email: answer.email, member: answer.member ?? false };
    },
    'team.updateMember': async ({ projectId, userId, role, assignments }) =>
      changed(
        await client().call('updateMember', {
          params: { project_id: projectId, user_id: userId },
          body: { role, assignments },
        }),
      ),
    async 'team.removeMember'({ projectId, userId }) {
      await client().call('removeMember', { params: { project_id: projectId, user_id: userId } });
      return changed(null);
    },
    async 'team.revokeInvitation'({ projectId, invitationUuid }) {
      await client().call('revokeInvitation', {
        params: { project_id: projectId, invitation_uuid: invitationUuid },
      });
      return null;
    },
  };
}
