import type { BatchTranslateRequest } from '../../lib/contract/model-jobs';
import type { ItrpRequest } from '../../lib/contract/model-jobs-media';
import { runDocumentParse, type DocumentPayload } from '../model-jobs/document-task';
import { translateImage } from '../model-jobs/itrp-task';
import { runOcr, type OcrPayload } from '../model-jobs/ocr-task';
import { score, type ScorePayload } from '../model-jobs/score-task';
import { translateItems } from '../model-jobs/translate-task';
import { saveProgress, saveResult, setStage } from './job-rows';
import type { JobProcessor } from './job-types';

/** Model tasks: each reads its request from the payload and stores its result for the poll. */
export const processScore: JobProcessor = async (ctx, job) => {
  await saveResult(ctx.db, job.job_id, score(JSON.parse(job.payload) as ScorePayload));
};

export const processTranslate: JobProcessor = async (ctx, job) => {
  const request = JSON.parse(job.payload) as BatchTranslateRequest;
  const progress = { processed: 0, created: 0, updated: 0, unchanged: 0, rejected: [] };
  const result = await translateItems(
    ctx.engines,
    request,
    {
      warming: () => setStage(ctx.db, job.job_id, 'warmup'),
      progress: async (done, total) => {
        await setStage(ctx.db, job.job_id, null);
        await saveProgress(ctx.db, job.job_id, { ...progress, processed: done }, total);
      },
    },
    job.owner_id,
  );
  await saveResult(ctx.db, job.job_id, result);
};

export const processOcr: JobProcessor = async (ctx, job) => {
  const payload = JSON.parse(job.payload) as OcrPayload;
  const model = ctx.ocr.models.find((m) => m.name === payload.model);
  if (model && !ctx.ocr.pool.isWarm(model.segmentation))
    await setStage(ctx.db, job.job_id, 'warmup');
  await saveResult(ctx.db, job.job_id, await runOcr(ctx.ocr, payload));
};

export const processItrp: JobProcessor = async (ctx, job) => {
  const request = JSON.parse(job.payload) as ItrpRequest;
  const result = await translateImage(ctx.engines, ctx.ocr, request, (stage) =>
    setStage(ctx.db, job.job_id, stage),
  );
  await saveResult(ctx.db, job.job_id, result);
};

export const processDocumentParse: JobProcessor = async (ctx, job) => {
  const payload = JSON.parse(job.payload) as DocumentPayload;
  await saveResult(ctx.db, job.job_id, await runDocumentParse(ctx.ocr, payload));
};
