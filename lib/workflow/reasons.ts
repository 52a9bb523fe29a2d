import { ERROR_CODES } from '../contract/assumed';
import type { DenyReason } from './rules';

/** A reason in words, for the side panel, the hover card and the service's error messages. */
export const REASON_TEXT: Record<DenyReason, string> = {
  read_only: 'Read-only access: sign in to edit',
  archived: 'This language was archived by a project manager',
  busy: 'A machine fill is running on this language; writes wait until it ends',
  locked: 'The row is locked by a project manager',
  not_your_stage: 'The row is in a workflow stage you are not assigned to',
  postreview: 'The row is in postreview: only approval is left',
  not_in_postreview: 'Only rows in postreview can be approved',
  first_stage: 'The row is already in the first stage',
  empty_text: 'The translation is empty',
  not_pm: 'Only a project manager can do this',
  no_row: 'There is no translation row for this key yet',
};

export const reasonText = (reason: DenyReason) => REASON_TEXT[reason];

/** The error code the service answers for a refused write. */
export function reasonToCode(reason: DenyReason): string {
  switch (reason) {
    case 'read_only':
      return ERROR_CODES.readOnlyKey;
    case 'archived':
      return ERROR_CODES.archived;
    case 'busy':
      return ERROR_CODES.targetBusy;
    case 'locked':
      return ERROR_CODES.locked;
    case 'postreview':
      return ERROR_CODES.postreview;
    case 'no_row':
      return ERROR_CODES.notFound;
    default:
      return ERROR_CODES.forbidden;
  }
}
