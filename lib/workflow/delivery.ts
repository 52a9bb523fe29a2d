/**
 * Why a key found on a page would not be served by the delivered-translations read now, in the
 * words of the row rules: a row is delivered when it is approved or locked, its text is not
 * empty, its source key is translatable and its language is live.
 */
export type UndeliveredReason =
  | { code: 'archived' }
  | { code: 'no_row' }
  | { code: 'empty' }
  | { code: 'locked_empty' }
  | { code: 'in_stage'; stageIndex: number; stageName: string; workStageCount: number }
  | { code: 'awaiting_approval' }
  | { code: 'not_translatable' };

/** The parts of a status entry the reason depends on (absent booleans read as false). */
export interface DeliveryFacts {
  text?: string;
  isReady?: boolean;
  isLocked?: boolean;
  isDelivered?: boolean;
  stageIndex?: number;
}

export interface DeliveryContext {
  archived: boolean;
  workStageCount: number;
  stageName(index: number): string;
}

/** Null when the key is delivered. */
export function whyNotDelivered(
  entry: DeliveryFacts | null,
  ctx: DeliveryContext,
): UndeliveredReason | null {
  if (ctx.archived) return { code: 'archived' };
  if (!entry) return { code: 'no_row' };
  if (entry.isDelivered) return null;
  const empty = (entry.text ?? '') === '';
  if (entry.isLocked && empty) return { code: 'locked_empty' };
  if (empty) return { code: 'empty' };
  const stageIndex = entry.stageIndex ?? 0;
  if (!entry.isLocked && stageIndex < ctx.workStageCount)
    return {
      code: 'in_stage',
      stageIndex,
      stageName: ctx.stageName(stageIndex),
      workStageCount: ctx.workStageCount,
    };
  if (!entry.isReady && !entry.isLocked) return { code: 'awaiting_approval' };
  // Approved or locked, with text, in a live language: only the source can hold it back.
  return { code: 'not_translatable' };
}

export function undeliveredText(reason: UndeliveredReason): string {
  switch (reason.code) {
    case 'archived':
      return 'The language is archived: nothing in it is delivered';
    case 'no_row':
      return 'No translation exists yet';
    case 'empty':
      return 'The translation is empty';
    case 'locked_empty':
      return 'Locked, but the translation is empty';
    case 'in_stage':
      return `Still in ${reason.stageName} (stage ${reason.stageIndex + 1} of ${reason.workStageCount})`;
    case 'awaiting_approval':
      return 'Translated and reviewed, waiting for approval';
    case 'not_translatable':
      return 'The source key is marked as not to be translated';
  }
}
