import { TRANSITION_ACTIONS, type TransitionAction } from '../contract/actions';
import type { RowState, WorkflowMode } from '../contract/editor';

/**
 * The row rules (docs/api-decisions.md), once. The local service enforces writes with these functions and
 * the side panel enables its buttons with the same ones.
 */

export type Action = 'edit' | TransitionAction;
export { TRANSITION_ACTIONS };
export const ACTIONS: readonly Action[] = ['edit', ...TRANSITION_ACTIONS];

export type DenyReason =
  | 'read_only'
  | 'archived'
  | 'busy'
  | 'locked'
  | 'not_your_stage'
  | 'postreview'
  | 'not_in_postreview'
  | 'first_stage'
  | 'empty_text'
  | 'not_pm'
  | 'no_row';

export type Verdict = { allowed: true } | { allowed: false; reason: DenyReason };

/** Who acts. A master key is `isPm`; a publishable key is `readOnly`. */
export interface Actor {
  userId: string | null;
  isPm: boolean;
  assignedStages: readonly number[];
  readOnly?: boolean;
}

/** The locale target the row belongs to, with its effective workflow's stage count. */
export interface LocaleState {
  archived: boolean;
  busy: boolean;
  workStageCount: number;
}

export interface Row {
  text: string;
  rowState: RowState;
  isReady: boolean;
  isLocked: boolean;
  confirmedBy: string | null;
  stageIndex: number;
}

const ALLOWED: Verdict = { allowed: true };
const deny = (reason: DenyReason): Verdict => ({ allowed: false, reason });

export const isPostreview = (
  row: Pick<Row, 'stageIndex'>,
  locale: Pick<LocaleState, 'workStageCount'>,
) => row.stageIndex >= locale.workStageCount;

const isAssigned = (row: Pick<Row, 'stageIndex'>, actor: Actor) =>
  actor.assignedStages.includes(row.stageIndex);

/** Why the actor may not edit the row's text, ignoring the busy gate; null when they may. */
function editBlocker(row: Row, actor: Actor, locale: LocaleState): DenyReason | null {
  if (locale.archived) return 'archived';
  if (actor.isPm) return null;
  if (row.isLocked) return 'locked';
  if (isPostreview(row, locale)) return 'postreview';
  if (!isAssigned(row, actor)) return 'not_your_stage';
  return null;
}

/** `canEdit` as the target status reports it: permissions ignore the busy gate. */
export function canEdit(row: Row, actor: Actor, locale: LocaleState): boolean {
  return editBlocker(row, actor, locale) === null;
}

/** `can_create`: may the actor create rows for keys that have no target row. */
export function canCreate(actor: Actor, locale: Pick<LocaleState, 'archived'>): boolean {
  return !locale.archived && (actor.isPm || actor.assignedStages.includes(0));
}

/** Whether `action` is allowed now (busy included), with the first reason when it is not. */
export function checkAction(
  action: Action,
  row: Row | null,
  actor: Actor,
  locale: LocaleState,
): Verdict {
  if (actor.readOnly) return deny('read_only');
  if (locale.archived) return deny('archived');
  if (locale.busy) return deny('busy');
  if (row === null) {
    if (action !== 'edit') return deny('no_row');
    return canCreate(actor, locale) ? ALLOWED : deny('not_your_stage');
  }
  switch (action) {
    case 'edit': {
      const blocker = editBlocker(row, actor, locale);
      return blocker ? deny(blocker) : ALLOWED;
    }
    case 'confirm': {
      const blocker = editBlocker(row, actor, locale);
      if (blocker) return deny(blocker);
      if (isPostreview(row, locale)) return deny('postreview');
      if (row.text === '') return deny('empty_text');
      return ALLOWED;
    }
    case 'reject':
      if (!actor.isPm && !isAssigned(row, actor)) return deny('not_your_stage');
      if (row.stageIndex <= 0) return deny('first_stage');
      if (row.isLocked && !actor.isPm) return deny('locked');
      return ALLOWED;
    case 'approve':
    case 'unapprove':
      if (!isPostreview(row, locale)) return deny('not_in_postreview');
      if (!actor.isPm && !actor.assignedStages.includes(locale.workStageCount)) {
        return deny('not_your_stage');
      }
      if (row.text === '') return deny('empty_text');
      return ALLOWED;
    case 'lock':
    case 'unlock':
      return actor.isPm ? ALLOWED : deny('not_pm');
  }
}

export function allowedActions(
  row: Row | null,
  actor: Actor,
  locale: LocaleState,
): Record<Action, Verdict> {
  return Object.fromEntries(ACTIONS.map((a) => [a, checkAction(a, row, actor, locale)])) as Record<
    Action,
    Verdict
  >;
}

export const EMPTY_ROW: Row = {
  text: '',
  rowState: 'empty',
  isReady: false,
  isLocked: false,
  confirmedBy: null,
  stageIndex: 0,
};

/** The effect of saving `text`: edited (or empty), unconfirmed, unapproved; the stage stays. */
export function applyEdit(row: Row, text: string): Row {
  return {
    ...row,
    text,
    rowState: text === '' ? 'empty' : 'edited',
    confirmedBy: null,
    isReady: false,
  };
}

export interface Effect {
  row: Row;
  /** per_file only: how the file target's stage moves (a reject sends the file back). */
  fileStageDelta: -1 | 0;
}

/** The effect of a transition that `checkAction` allowed. */
export function applyTransition(
  action: TransitionAction,
  row: Row,
  actor: Actor,
  mode: WorkflowMode,
): Effect {
  const perRow = mode === 'per_row';
  switch (action) {
    case 'confirm':
      return {
        row: {
          ...row,
          confirmedBy: actor.userId,
          stageIndex: perRow ? row.stageIndex + 1 : row.stageIndex,
        },
        fileStageDelta: 0,
      };
    case 'reject':
      return {
        row: {
          ...row,
          confirmedBy: null,
          isReady: false,
          stageIndex: perRow ? row.stageIndex - 1 : row.stageIndex,
        },
        fileStageDelta: perRow ? 0 : -1,
      };
    case 'approve':
    case 'unapprove':
      return { row: { ...row, isReady: action === 'approve' }, fileStageDelta: 0 };
    case 'lock':
    case 'unlock':
      return { row: { ...row, isLocked: action === 'lock' }, fileStageDelta: 0 };
  }
}

/**
 * per_file: the file target (namespace × locale) moves to the next stage once every row of it is
 * confirmed at the current one. Rows with empty text cannot be confirmed, so they hold the file.
 */
export function fileReadyToAdvance(
  rows: readonly Pick<Row, 'confirmedBy'>[],
  fileStage: number,
  workStageCount: number,
): boolean {
  return fileStage < workStageCount && rows.length > 0 && rows.every((r) => r.confirmedBy !== null);
}

/** `isDelivered`: what `GET /translations` serves. */
export function isDelivered(
  row: Pick<Row, 'isReady' | 'isLocked' | 'text'>,
  target: { translatable: boolean; archived: boolean },
): boolean {
  return (
    (row.isReady || row.isLocked) && row.text !== '' && target.translatable && !target.archived
  );
}
