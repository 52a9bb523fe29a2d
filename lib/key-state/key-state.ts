import type { EditorWorkflow, TargetStatusEntry } from '../contract/editor';

/** What the lens shows for a key: one state, and whether (and why) it is read-only for you. */
export type LensState =
  | 'loading'
  | 'not_target'
  | 'missing'
  | 'empty'
  | 'machine_translated'
  | 'edited'
  | 'approved'
  | 'delivered'
  | 'locked';

/** Labels of the states, in display order (legend rows, filters). */
export const STATE_LABEL: Record<LensState, string> = {
  delivered: 'Delivered',
  approved: 'Approved',
  edited: 'Edited',
  machine_translated: 'Machine translated',
  empty: 'Empty',
  missing: 'No translation row',
  locked: 'Locked',
  not_target: 'Not a target language of the project',
  loading: 'Loading',
};

/** The states in display order, as a list of their own: the page's overlay has its labels sent. */
export const LENS_STATES: readonly LensState[] = [
  'delivered',
  'approved',
  'edited',
  'machine_translated',
  'empty',
  'missing',
  'locked',
  'not_target',
  'loading',
];

/** Locked wins (it also delivers), then delivered, then approved, then the row's content state. */
export function lensState(entry: TargetStatusEntry | null | undefined): LensState {
  if (entry === undefined) return 'loading';
  if (entry === null) return 'missing';
  if (entry.isLocked) return 'locked';
  if (entry.isDelivered) return 'delivered';
  if (entry.isReady) return 'approved';
  return entry.rowState;
}

/** The workflow's name for a stage index ("Review"), or "Stage n". */
export function stageName(workflow: EditorWorkflow | undefined, index: number): string {
  return workflow?.stages.find((s) => s.index === index)?.name ?? `Stage ${index + 1}`;
}

/**
 * Where a draft past the first stage waits: the name of its stage, or `approval` once it is in
 * postreview; null for any other row (its state says where it stands).
 */
export function rowPlace(
  state: LensState,
  entry: TargetStatusEntry | null | undefined,
  workflow: EditorWorkflow | null | undefined,
): string | null {
  if (
    !entry ||
    !workflow ||
    !entry.stageIndex ||
    (state !== 'edited' && state !== 'machine_translated')
  )
    return null;
  return entry.stageIndex >= workflow.work_stage_count
    ? 'approval'
    : stageName(workflow, entry.stageIndex);
}

/**
 * Where a row stands, in words, for badges: a draft past the first stage names the stage it waits
 * in ("In review", "In proofreading", "Waiting for approval") rather than "Edited" at every stage.
 */
export function rowLabel(
  state: LensState,
  entry: TargetStatusEntry | null | undefined,
  workflow: EditorWorkflow | null | undefined,
): string {
  const place = rowPlace(state, entry, workflow);
  if (place === null) return STATE_LABEL[state];
  return place === 'approval' ? 'Waiting for approval' : `In ${place.toLowerCase()}`;
}
