import { processFill } from './fill-job';
import type { JobProcessor } from './job-types';
import { processSync } from './sync-job';

/** Each kind of job and what runs it: a new kind of job is one entry here. */
export const JOB_PROCESSORS = {
  sync: processSync,
  fill: processFill,
} satisfies Record<string, JobProcessor>;

export type JobKind = keyof typeof JOB_PROCESSORS;

export const isJobKind = (kind: string): kind is JobKind => Object.hasOwn(JOB_PROCESSORS, kind);
