import { useCallback, useEffect, useState } from 'react';
import type { ProjectListEntry } from '../../../lib/contract/projects';
import type { Ask } from '../../../lib/messaging/ask';
import type { TeamLanguages, TeamPeople } from '../../../lib/messaging/team-types';
import { ManagedProjectPicker, useManagedProject } from '../managed-projects';
import { useBusyStep } from '../../../lib/panel/use-busy-step';
import { useText } from '../../../lib/panel/use-text';
import { FilesPanel } from '../files/files-panel';
import { LanguagesPanel } from './languages-panel';
import { PeoplePanel } from '../../common/team/people-panel';

export interface ProjectsViewProps {
  ask: Ask;
  projects: ProjectListEntry[];
  /** Saves a file the page made (a downloaded language). */
  download(name: string, blob: Blob): void;
}

/**
 * A manager's projects: languages with their readiness, namespaces, locale files in and out,
 * members and invitations.
 */
export function ProjectsView({ ask, projects, download }: ProjectsViewProps) {
  const t = useText();
  const { managed, projectId, setProjectId } = useManagedProject(projects);
  const [languages, setLanguages] = useState<TeamLanguages | null>(null);
  const [people, setPeople] = useState<TeamPeople | null>(null);
  const { busy, message, setMessage, run: runStep } = useBusyStep();
  const reload = useCallback(async () => {
    if (!projectId) return;
    const [l, p] = await Promise.all([
      ask('team.languages', { projectId }),
      ask('team.people', { projectId }),
    ]);
    setLanguages(l);
    setPeople(p);
  }, [ask, projectId]);
  useEffect(() => {
    reload().catch((e: Error) => setMessage(e.message));
  }, [reload]);
  const run = (step: () => Promise<string>) => runStep(step, reload);
  if (managed.length === 0) return null;
  const targets = (languages?.languages ?? []).filter((l) => !l.source && !l.archived);
  const language = (action: 'add' | 'archive' | 'restore') => (locale: string) =>
    void run(async () => {
      await ask('team.language', { projectId, locale, action });
      return t(`team.done.${action}`, { locale });
    });
  return (
    <section aria-label={t('team.title')}>
      <h2>{t('team.title')}</h2>
      <ManagedProjectPicker managed={managed} projectId={projectId} onPick={setProjectId} />
      <p role="status">{message}</p>
      <LanguagesPanel
        languages={languages}
        busy={busy}
        onArchive={language('archive')}
        onRestore={language('restore')}
        onAdd={(locale, workflow_key) =>
          void run(async () => {
            await ask('team.language', { projectId, locale, action: 'add', workflow_key });
            return t('team.done.add', { locale });
          })
        }
      />
      <FilesPanel
        key={projectId}
        ask={ask}
        projectId={projectId}
        languages={languages}
        download={download}
        onChanged={() => void reload().catch((e: Error) => setMessage(e.message))}
      />
      <PeoplePanel
        people={people}
        languages={targets}
        namespaces={languages?.namespaces ?? []}
        busy={busy}
        onInvite={(email, access) =>
          void run(async () => {
            const r = await ask('team.invite', { projectId, email, ...access });
            return t(r.member ? 'team.done.added' : 'team.done.invited', { email });
          })
        }
        onUpdate={(userId, access) =>
          void run(async () => {
            const m = await ask('team.updateMember', { projectId, userId, ...access });
            return t('team.done.updated', { email: m.email });
          })
        }
        onRemove={(m) =>
          void run(async () => {
            await ask('team.removeMember', { projectId, userId: m.user_id });
            return t('team.done.removed', { email: m.email });
          })
        }
        onRevoke={(invitationUuid) =>
          void run(async () => {
            await ask('team.revokeInvitation', { projectId, invitationUuid });
            return t('team.done.revoked');
          })
        }
      />
    </section>
  );
}
