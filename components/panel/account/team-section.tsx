import { useQuery } from '@tanstack/react-query';
import type { ProjectListEntry } from '../../../lib/contract/projects';
import type { Ask } from '../../../lib/panel/transport';
import { useText } from '../../../lib/panel/use-text';
import { PeoplePanel } from '../../common/team/people-panel';

const none = () => undefined;

/** For a manager of the project in use: who has which stage, and who is invited still. */
export function TeamSection({ ask, project }: { ask: Ask; project: ProjectListEntry | null }) {
  const t = useText();
  const projectId = project?.role === 'pm' ? project.project_id : null;
  const team = useQuery({
    queryKey: ['panel', 'team', projectId],
    queryFn: async () => {
      const [languages, people] = await Promise.all([
        ask('team.languages', { projectId: projectId! }),
        ask('team.people', { projectId: projectId! }),
      ]);
      return { languages, people };
    },
    enabled: projectId !== null,
  });
  if (!projectId) return null;
  const languages = team.data?.languages;
  return (
    <details className="team-section">
      <summary>{t('team.panelTitle')}</summary>
      {team.error && <p role="alert">{team.error.message}</p>}
      <PeoplePanel
        readOnly
        people={team.data?.people ?? null}
        languages={languages?.languages.filter((l) => !l.source) ?? []}
        namespaces={languages?.namespaces ?? []}
        busy={false}
        onInvite={none}
        onUpdate={none}
        onRemove={none}
        onRevoke={none}
      />
    </details>
  );
}
