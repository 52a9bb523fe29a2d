import type { StatusAnswer } from './types';

/**
 * An answer with no status in it (no locale, a source-language page). Kept apart from the
 * protocol's schemas so the content script can use it without bundling zod.
 */
export const emptyAnswer = (patch: Partial<StatusAnswer> = {}): StatusAnswer => ({
  entries: {},
  flags: {},
  workflow: null,
  locale: null,
  isSource: false,
  readOnly: {},
  ...patch,
});
