import { ApiError } from '../lib/contract/errors';
import { FormatError } from '../lib/formats';

/** Exit codes: 0 done; 1 conflicts a plan has or a push left unwritten; 2 the command failed. */
export const EXIT = { done: 0, conflicts: 1, failed: 2 } as const;

/** A failure the command explains in one line (a usage mistake, a bad file, the service). */
export class CliError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliError';
  }
}

/** The one line a failure is told in: which file and line, or what the service said. */
export function explain(error: unknown, service: string | undefined): string {
  if (error instanceof CliError || error instanceof FormatError) return error.message;
  if (error instanceof ApiError) {
    const detail = error.detail[0];
    const where = detail ? ` (${detail.loc.join('.')}: ${detail.msg})` : '';
    return `the service answered ${error.status} ${error.code}: ${error.message}${where}`;
  }
  // fetch fails with a TypeError whose cause says why (refused, unknown host, reset).
  if (error instanceof TypeError && error.message === 'fetch failed') {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return `cannot reach the service at ${service ?? '?'}: ${cause?.code ?? cause?.message ?? 'no answer'}`;
  }
  return error instanceof Error ? error.message : String(error);
}
