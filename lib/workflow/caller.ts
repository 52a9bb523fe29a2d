import type { EditorWorkflow, TargetStatusEntry, TargetStatusResponse } from '../contract/editor';
import { checkAction, type Actor, type DenyReason, type LocaleState } from './rules';

/** A language's flags as the status response carries them, per namespace. */
export type LocaleFlags = Pick<TargetStatusResponse, 'archived' | 'busy' | 'can_create'>;

export const NO_FLAGS: LocaleFlags = { archived: false, busy: false, can_create: false };

/** The caller as the workflow response describes it. */
export function actorFromWorkflow(workflow: EditorWorkflow): Actor {
  return {
    userId: workflow.user_id ?? null,
    isPm: workflow.is_pm_admin || workflow.caller_kind === 'master',
    assignedStages: workflow.user_assigned_stages,
    readOnly: workflow.caller_kind === 'publishable',
  };
}

/** Why you cannot edit this key now, or null when you can. Uses the same rules as the service. */
export function readOnlyReason(
  entry: TargetStatusEntry | null,
  workflow: EditorWorkflow,
  flags: LocaleFlags,
): DenyReason | null {
  const state: LocaleState = {
    archived: flags.archived,
    busy: flags.busy,
    workStageCount: workflow.work_stage_count,
  };
  const verdict = checkAction('edit', entry, actorFromWorkflow(workflow), state);
  return verdict.allowed ? null : verdict.reason;
}
