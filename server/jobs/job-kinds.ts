import { processFill } from './fill-job';
import type { LaneShare } from '../store/job-claims';
import type { JobProcessor, JobTable } from './job-types';
import {
  processDocumentParse,
  processImageTranslation,
  processOcr,
  processScore,
  processTranslate,
} from './model-task-jobs';
import { processSync } from './sync-job';
import { processWebhook } from '../webhooks/deliver';

/**
 * Each kind of job, what runs it, and its lane. Lanes run side by side, one job at a time each,
 * so a 10,000-key sync never holds up a score, nor the reverse. A new kind of job is one entry.
 */
export const JOB_KINDS = {
  sync: { run: processSync, lane: 'project' },
  fill: { run: processFill, lane: 'project' },
  translate: { run: processTranslate, lane: 'translate' },
  score: { run: processScore, lane: 'score' },
  ocr_extract: { run: processOcr, lane: 'ocr' },
  ocr_blocks: { run: processOcr, lane: 'ocr' },
  // `itrp` is the interface's task type for image translation, kept as the stored kind's name.
  itrp: { run: processImageTranslation, lane: 'ocr' },
  parse: { run: processDocumentParse, lane: 'document' },
  webhook: { run: processWebhook, lane: 'webhook' },
} satisfies Record<string, { run: JobProcessor; lane: string }>;

export type JobKind = keyof typeof JOB_KINDS;

/**
 * Lanes that run several jobs at once. A webhook attempt waits on someone else's server, up to
 * the delivery timeout: one at a time, one endpoint that never answers held every project's
 * deliveries. Each endpoint gets one attempt at a time, each project at most two slots.
 */
export const SHARED_LANES: Readonly<Record<string, LaneShare>> = {
  webhook: { slots: 4, perProject: 2, onePer: 'endpoint_uuid' },
};

/** What the service hands its job worker. */
export const JOB_TABLE: JobTable<JobKind> = { kinds: JOB_KINDS, sharedLanes: SHARED_LANES };
