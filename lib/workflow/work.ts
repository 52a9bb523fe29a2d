import type { EditorWorkflow, TargetStatusEntry } from '../contract/editor';
import { actorFromWorkflow, type LocaleFlags } from './caller';
import { checkAction, type LocaleState } from './rules';

/**
 * Whether a row is work for the caller now: the rules let them approve it and it is not approved
 * yet, or let them edit and confirm it at their stage. Lock, unlock and unapprove are
 * corrections, not work. A manager may edit every row, so their work is the rows that need a
 * manager: those waiting for approval. A busy language still counts: its writes are queued and retried.
 * `entry` null is a key with no row yet, which only someone who may create rows can start.
 */
export function isWorkForCaller(
  entry: TargetStatusEntry | null,
  workflow: EditorWorkflow,
  flags: LocaleFlags,
): boolean {
  const actor = actorFromWorkflow(workflow);
  const locale: LocaleState = {
    archived: flags.archived,
    busy: false,
    workStageCount: workflow.work_stage_count,
  };
  if (checkAction('approve', entry, actor, locale).allowed && !entry?.isReady) return true;
  if (actor.isPm) return false;
  if (!checkAction('edit', entry, actor, locale).allowed) return false;
  if (entry === null) return flags.can_create;
  // per_file: a row confirmed at the file's stage waits for the rest of the file to catch up.
  return !(workflow.workflow_mode === 'per_file' && entry.confirmedBy);
}
