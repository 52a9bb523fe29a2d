import type { EditorWorkflow, TargetStatusEntry, TransitionAction } from '../contract/editor';
import { actorFromWorkflow, type LocaleFlags } from '../workflow/caller';
import { REASON_TEXT } from '../workflow/reasons';
import {
  applyEdit,
  checkAction,
  EMPTY_ROW,
  TRANSITION_ACTIONS,
  type Action,
  type LocaleState,
  type Row,
} from '../workflow/rules';

/**
 * What the panel may do with a row, in words. The verdicts come from lib/workflow (the rules the
 * service enforces); the panel adds only what the rules cannot know (page not a target, status
 * still loading, nothing to save).
 */

/** Everything about the page's locale a row's verdicts depend on. */
export interface RowContext {
  workflow: EditorWorkflow | null;
  locale: string | null;
  isSource: boolean;
  flags: LocaleFlags;
}

export type PanelVerdict = { allowed: true } | { allowed: false; reason: string };

export const NOT_TARGET_TEXT = {
  source: 'This page is in the project’s source language: there is nothing to translate here',
  noLocale: 'The page’s language is not a language of this project',
  noWorkflow: 'The project’s workflow could not be loaded',
  loading: 'The row’s status is still loading',
  cannotCreate: 'This key has no translation row yet, and you may not create one',
} as const;

const ALLOWED: PanelVerdict = { allowed: true };
const deny = (reason: string): PanelVerdict => ({ allowed: false, reason });

/** Why no action can apply to any row of this page, or null. */
export function pageBlocker(ctx: Pick<RowContext, 'workflow' | 'locale' | 'isSource'>) {
  if (ctx.isSource) return NOT_TARGET_TEXT.source;
  if (!ctx.locale) return NOT_TARGET_TEXT.noLocale;
  if (!ctx.workflow) return NOT_TARGET_TEXT.noWorkflow;
  return null;
}

/**
 * The busy gate is left out on purpose: while a fill runs, the background queues writes and
 * retries them (423 TARGET_BUSY), so the panel keeps accepting edits and says they are queued.
 */
export function localeState(ctx: RowContext): LocaleState {
  return {
    archived: ctx.flags.archived,
    busy: false,
    workStageCount: ctx.workflow?.work_stage_count ?? 0,
  };
}

/** One action's verdict for a row as the service has it (`entry`), or `row` when given. */
export function verdict(
  action: Action,
  entry: TargetStatusEntry | null | undefined,
  ctx: RowContext,
  row: Row | null = entry ?? null,
): PanelVerdict {
  const blocker = pageBlocker(ctx);
  if (blocker) return deny(blocker);
  if (entry === undefined) return deny(NOT_TARGET_TEXT.loading);
  const v = checkAction(action, row, actorFromWorkflow(ctx.workflow!), localeState(ctx));
  // A missing row is created by the first save: the service's `can_create` has the last word.
  const creating = row === null && action === 'edit';
  if (creating && (v.allowed ? !ctx.flags.can_create : v.reason === 'not_your_stage'))
    return deny(NOT_TARGET_TEXT.cannotCreate);
  return v.allowed ? ALLOWED : deny(REASON_TEXT[v.reason]);
}

/** Whether `confirm` will be allowed once `text` is saved (Ctrl+Enter: save, then confirm). */
export function confirmAfterSave(
  entry: TargetStatusEntry | null | undefined,
  text: string,
  ctx: RowContext,
): PanelVerdict {
  if (entry === undefined) return deny(NOT_TARGET_TEXT.loading);
  return verdict('confirm', entry, ctx, applyEdit(entry ?? EMPTY_ROW, text));
}

export type ButtonAction = 'save' | TransitionAction;
export const BUTTON_ACTIONS: readonly ButtonAction[] = ['save', ...TRANSITION_ACTIONS];

export const UI_REASON = {
  noChanges: 'No changes to save',
  saveFirst: 'Save your changes first (Ctrl+Enter saves and confirms)',
  alreadyApproved: 'The row is already approved',
  notApproved: 'The row is not approved',
  alreadyLocked: 'The row is already locked',
  notLocked: 'The row is not locked',
} as const;

/**
 * The editor's buttons: the rules' verdicts, then the no-op and unsaved-text guards. With
 * `pendingText` (a queued save not yet applied), transitions are judged on the row as that save
 * will leave it, since the background sends them after it.
 */
export function buttonVerdicts(
  entry: TargetStatusEntry | null | undefined,
  ctx: RowContext,
  editor: { dirty: boolean; pendingText?: string | null; text?: string },
): Record<ButtonAction, PanelVerdict> {
  const pending = editor.pendingText ?? null;
  const row =
    entry !== undefined && pending !== null ? applyEdit(entry ?? EMPTY_ROW, pending) : null;
  const out = {} as Record<ButtonAction, PanelVerdict>;
  for (const action of BUTTON_ACTIONS) {
    const v = verdict(action === 'save' ? 'edit' : action, entry, ctx, row ?? entry ?? null);
    out[action] = v.allowed
      ? guard(action, row ?? entry ?? null, editor.dirty)
      : unsavedFix(action, v, entry, ctx, editor);
  }
  return out;
}

/**
 * A refusal the unsaved text in the box would lift (an empty row, a row not created yet): what
 * stands in the way is the save, so that is the reason given, not the row's empty text.
 */
function unsavedFix(
  action: ButtonAction,
  refused: PanelVerdict,
  entry: TargetStatusEntry | null | undefined,
  ctx: RowContext,
  editor: { dirty: boolean; text?: string },
): PanelVerdict {
  if (action === 'save' || !editor.dirty || editor.text === undefined || entry === undefined)
    return refused;
  const saved = verdict(action, entry, ctx, applyEdit(entry ?? EMPTY_ROW, editor.text));
  return saved.allowed ? deny(UI_REASON.saveFirst) : refused;
}

function guard(action: ButtonAction, entry: Row | null, dirty: boolean) {
  switch (action) {
    case 'save':
      return dirty ? ALLOWED : deny(UI_REASON.noChanges);
    case 'confirm':
      return dirty ? deny(UI_REASON.saveFirst) : ALLOWED;
    case 'approve':
      if (dirty) return deny(UI_REASON.saveFirst);
      return entry?.isReady ? deny(UI_REASON.alreadyApproved) : ALLOWED;
    case 'unapprove':
      return entry?.isReady ? ALLOWED : deny(UI_REASON.notApproved);
    case 'lock':
      return entry?.isLocked ? deny(UI_REASON.alreadyLocked) : ALLOWED;
    case 'unlock':
      return entry?.isLocked ? ALLOWED : deny(UI_REASON.notLocked);
    default:
      return ALLOWED;
  }
}
