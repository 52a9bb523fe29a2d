import { processFill } from './fill-job';
import type { JobProcessor } from './job-types';
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

export const isJobKind = (kind: string): kind is JobKind => Object.hasOwn(JOB_KINDS, kind);

/** How a lane that runs several jobs at once shares its slots out. */
export interface LaneShare {
  /** Jobs the lane runs at once in one instance. */
  slots: number;
  /** Jobs of one project running at once, across instances. */
  perProject: number;
  /** A payload field: jobs with the same value run one at a time, across instances. */
  onePer: string;
}

/**
 * Lanes that run several jobs at once. A webhook attempt waits on someone else's server, up to
 * the delivery timeout: one at a time, one endpoint that never answers held every project's
 * deliveries. Each endpoint gets one attempt at a time, each project at most two slots.
 */
export const SHARED_LANES: Readonly<Record<string, LaneShare>> = {
  webhook: { slots: 4, perProject: 2, onePer: 'endpoint_uuid' },
};

/** The kinds of each lane. */
export const LANES: ReadonlyMap<string, readonly JobKind[]> = (() => {
  const lanes = new Map<string, JobKind[]>();
  for (const [kind, { lane }] of Object.entries(JOB_KINDS) as [JobKind, { lane: string }][]) {
    lanes.set(lane, [...(lanes.get(lane) ?? []), kind]);
  }
  return lanes;
})();
