import type { UndeliveredReason } from '../../../lib/workflow/delivery';
import type { MessageKey, UiText } from '../../../lib/ui-text/catalogues';

/** Each reason a key is not delivered, by code: the catalogue's words for it. */
export const UNDELIVERED_KEYS: Record<UndeliveredReason['code'], MessageKey> = {
  archived: 'readiness.why.archived',
  no_row: 'readiness.why.no_row',
  empty: 'readiness.why.empty',
  locked_empty: 'readiness.why.locked_empty',
  in_stage: 'readiness.why.in_stage',
  awaiting_approval: 'readiness.why.awaiting_approval',
  not_translatable: 'readiness.why.not_translatable',
};

/**
 * Why a key is not delivered, in the panel's language (the readiness report's words, which the
 * command line shares, are English). A stage the catalogue names is said in its words.
 */
export function undeliveredIn(t: UiText, reason: UndeliveredReason): string {
  if (reason.code !== 'in_stage') return t(UNDELIVERED_KEYS[reason.code]);
  const key = `stage.${reason.stageName.toLowerCase()}`;
  return t('readiness.why.in_stage', {
    stage: t.has(key) ? t(key as MessageKey) : reason.stageName,
    index: reason.stageIndex + 1,
    count: reason.workStageCount,
  });
}
