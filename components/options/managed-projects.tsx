import { useState } from 'react';
import type { ProjectListEntry } from '../../lib/contract/projects';
import { useText } from '../../lib/panel/use-text';

/** The projects the signed-in person manages, and the one picked among them (the first at first). */
export function useManagedProject(projects: readonly ProjectListEntry[]) {
  const managed = projects.filter((p) => p.role === 'pm');
  const [projectId, setProjectId] = useState(managed[0]?.project_id ?? '');
  return { managed, projectId, setProjectId };
}

/** The options page's project picker, shown above what a manager does with one project. */
export function ManagedProjectPicker(props: {
  managed: readonly ProjectListEntry[];
  projectId: string;
  onPick(projectId: string): void;
}) {
  const t = useText();
  return (
    <label>
      {t('integrations.project')}
      <select value={props.projectId} onChange={(e) => props.onPick(e.target.value)}>
        {props.managed.map((p) => (
          <option key={p.project_id} value={p.project_id}>
            {p.name}
          </option>
        ))}
      </select>
    </label>
  );
}
