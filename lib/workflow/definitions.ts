import type { EditorWorkflow, WorkflowKey, WorkflowMode, WorkflowStage } from '../contract/editor';

/** The workflows, by `workflow_key`. */
const STAGES: Record<WorkflowKey, WorkflowStage[]> = {
  translate: [
    { index: 0, name: 'Translation', role: 'translator', is_postreview: false },
    { index: 1, name: 'Postreview', role: 'reviewer', is_postreview: true },
  ],
  translate_review: [
    { index: 0, name: 'Translation', role: 'translator', is_postreview: false },
    { index: 1, name: 'Review', role: 'reviewer', is_postreview: false },
    { index: 2, name: 'Postreview', role: 'reviewer', is_postreview: true },
  ],
  translate_review_proofread: [
    { index: 0, name: 'Translation', role: 'translator', is_postreview: false },
    { index: 1, name: 'Review', role: 'reviewer', is_postreview: false },
    { index: 2, name: 'Proofreading', role: 'proofreader', is_postreview: false },
    { index: 3, name: 'Postreview', role: 'reviewer', is_postreview: true },
  ],
};

export function workflowStages(key: WorkflowKey): WorkflowStage[] {
  return STAGES[key].map((s) => ({ ...s }));
}

/** Number of non-postreview stages. */
export function workStageCount(stages: readonly WorkflowStage[]): number {
  return stages.filter((s) => !s.is_postreview).length;
}

export function describeWorkflow(
  key: WorkflowKey,
  mode: WorkflowMode,
  caller: { isPm: boolean; assignedStages: readonly number[] },
): Pick<
  EditorWorkflow,
  | 'stages'
  | 'work_stage_count'
  | 'workflow_mode'
  | 'workflow_key'
  | 'is_pm_admin'
  | 'user_assigned_stages'
> {
  const stages = workflowStages(key);
  return {
    stages,
    work_stage_count: workStageCount(stages),
    workflow_mode: mode,
    workflow_key: key,
    is_pm_admin: caller.isPm,
    // The interface: "empty for project managers and admins".
    user_assigned_stages: caller.isPm ? [] : [...caller.assignedStages].sort((a, b) => a - b),
  };
}
