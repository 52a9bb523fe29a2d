/**
 * The transition actions of the row rules, as plain data: the request schema validates against them
 * and lib/workflow judges them, without the page's bundle carrying zod.
 */
export const TRANSITION_ACTIONS = [
  'confirm',
  'reject',
  'approve',
  'unapprove',
  'lock',
  'unlock',
] as const;
export type TransitionAction = (typeof TRANSITION_ACTIONS)[number];
