import type { ProjectMember } from '../../../lib/contract/offers';
import type { WorkflowKey } from '../../../lib/contract/editor';
import { workflowStages } from '../../../lib/workflow/definitions';
import type { Db } from '../../db/open';
import type { ValidationDetailItem } from '../../../lib/contract/errors';
import { ValidationError } from '../../errors';
import { getLocaleTargets, type ProjectRow } from '../../store/projects';

export type Assignments = ProjectMember['assignments'];

/**
 * Stage assignments name a target language of the project ('*': every one) and stages its
 * workflow has; anything else is a 422 naming the item, so a typo never assigns nothing.
 */
export async function checkAssignments(
  db: Db,
  p: ProjectRow,
  assignments: Assignments,
): Promise<Assignments> {
  const workflows = new Map<string, WorkflowKey>(
    (await getLocaleTargets(db, p.project_id)).map((t) => [
      t.locale,
      t.workflow_key ?? p.workflow_key,
    ]),
  );
  const stageCount = (key: WorkflowKey) => workflowStages(key).length;
  const most = Math.max(stageCount(p.workflow_key), ...[...workflows.values()].map(stageCount));
  const problems = assignments.flatMap((a, i): ValidationDetailItem[] => {
    const key = workflows.get(a.locale);
    if (a.locale !== '*' && !key)
      return [
        {
          loc: ['body', 'assignments', i, 'locale'],
          msg: `The project has no target language "${a.locale}"`,
          type: 'unknown_locale',
          input: a.locale,
        },
      ];
    const count = key ? stageCount(key) : most;
    const bad = a.stages.filter((s) => s >= count);
    return bad.length
      ? [
          {
            loc: ['body', 'assignments', i, 'stages'],
            msg: `The workflow of "${a.locale}" has stages 0 to ${count - 1}`,
            type: 'unknown_stage',
            input: bad,
          },
        ]
      : [];
  });
  if (problems.length) throw new ValidationError(problems);
  // One entry per locale and namespace: repeated entries are merged.
  const merged = new Map<string, Assignments[number]>();
  for (const a of assignments) {
    const id = `${a.locale}\u0000${a.namespace ?? ''}`;
    const entry = merged.get(id) ?? { locale: a.locale, namespace: a.namespace, stages: [] };
    entry.stages = [...new Set([...entry.stages, ...a.stages])].sort((x, y) => x - y);
    merged.set(id, entry);
  }
  return [...merged.values()].filter((a) => a.stages.length > 0);
}
