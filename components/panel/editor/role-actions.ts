import { actorFromWorkflow } from '../../../lib/workflow/caller';
import type { ButtonAction, RowContext } from '../../../lib/panel/row-actions';
import { BUTTON_ACTIONS } from '../../../lib/panel/row-actions';

/**
 * Whether the caller's role rules `action` out on every row of this language, whatever state a
 * row is in: such buttons are not shown at all. Buttons the row's state disables stay, with why.
 */
export function roleNeverAllows(action: ButtonAction, ctx: RowContext): boolean {
  const workflow = ctx.workflow;
  // Without a workflow the page explains why nothing applies; hide nothing.
  if (!workflow || ctx.isSource || !ctx.locale) return false;
  const actor = actorFromWorkflow(workflow);
  if (actor.readOnly) return true;
  if (actor.isPm) return false;
  const postreview = workflow.work_stage_count;
  const stages = actor.assignedStages;
  switch (action) {
    case 'lock':
    case 'unlock':
      return true;
    case 'approve':
    case 'unapprove':
      return !stages.includes(postreview);
    case 'reject':
      // A reject moves a row back from a later stage, by someone assigned to that stage.
      return !stages.some((s) => s > 0);
    case 'save':
    case 'confirm':
      return !stages.some((s) => s < postreview);
  }
}

/** The buttons the editor shows for this caller, in their usual order. */
export const actionsForRole = (ctx: RowContext): ButtonAction[] =>
  BUTTON_ACTIONS.filter((a) => !roleNeverAllows(a, ctx));
