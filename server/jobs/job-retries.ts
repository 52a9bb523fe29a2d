import { EngineFailure } from '../sandbox/engine-process';
import type { JobRow } from '../store/jobs';

/**
 * What becomes of a job that did not end well. A run that crashed its engine process, ran out of
 * its time or memory is run again after a pause that doubles each time, a few times in all, then
 * fails saying why; an engine that refused the input fails at once (it would refuse it again). A
 * job claimed that many times without ending (its service stopped while it ran, each time) is
 * not run again either: a restart never loops on it, on one instance or across several.
 */
export const MAX_ATTEMPTS = 3;
const FIRST_PAUSE_MS = 2_000;

export type FailureOutcome = { retryAt: number; error: string } | { error: string };

export function afterFailure(job: JobRow, err: unknown, now: number): FailureOutcome {
  const message = err instanceof Error ? err.message : String(err);
  if (!(err instanceof EngineFailure) || !err.retriable) return { error: message };
  if (job.attempts < MAX_ATTEMPTS)
    return {
      retryAt: now + FIRST_PAUSE_MS * 2 ** (job.attempts - 1),
      error: `${message}; trying again (attempt ${job.attempts} of ${MAX_ATTEMPTS})`,
    };
  return { error: `${message}; gave up after ${job.attempts} attempts` };
}

/** Why a job just claimed is not run, or null: it was started too often without ending. */
export const abandoned = (job: JobRow): string | null =>
  job.attempts > MAX_ATTEMPTS
    ? `The task was started ${job.attempts - 1} times and never ended (the service stopped while it ran); it is not run again`
    : null;
