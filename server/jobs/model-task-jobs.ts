import type { BatchTranslateRequest } from '../../lib/contract/model-jobs';
import type { ItrpRequest } from '../../lib/contract/model-jobs-media';
import type { DocumentPayload } from '../model-jobs/document-task';
import { translateImage } from '../model-jobs/image-translation-task';
import type { OcrPayload } from '../model-jobs/ocr-task';
import type { ScorePayload } from '../model-jobs/score-task';
import { translateItems } from '../model-jobs/translate-task';
import type { EngineProcess } from '../sandbox/engine-process';
import { saveProgress, saveResult, setStage } from '../store/jobs';
import type { JobDeps, JobProcessor } from './job-types';

/**
 * Model tasks: each reads its request from the payload and stores its result for the poll. What
 * decodes or scores the user's input runs in the lane's engine process (`ctx.engine`).
 */
const engineOf = (ctx: JobDeps): EngineProcess => {
  if (!ctx.engine) throw new Error('This lane has no engine process (see ENGINE_LANES)');
  return ctx.engine;
};

export const processScore: JobProcessor = async (ctx, job) => {
  const payload = JSON.parse(job.payload) as ScorePayload;
  await saveResult(ctx.db, job.job_id, await engineOf(ctx).run('score', payload));
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
    (corpus, texts) => engineOf(ctx).run('memory', { corpus, texts }),
  );
  await saveResult(ctx.db, job.job_id, result);
};

export const processOcr: JobProcessor = async (ctx, job) => {
  const payload = JSON.parse(job.payload) as OcrPayload;
  const model = ctx.ocr.models.find((m) => m.name === payload.model);
  if (model && !ctx.ocr.isWarm(model.segmentation)) await setStage(ctx.db, job.job_id, 'warmup');
  await saveResult(ctx.db, job.job_id, await engineOf(ctx).run('ocr', payload));
};

export const processImageTranslation: JobProcessor = async (ctx, job) => {
  const request = JSON.parse(job.payload) as ItrpRequest;
  const engine = engineOf(ctx);
  const result = await translateImage(
    ctx.engines,
    ctx.ocr,
    request,
    (stage) => setStage(ctx.db, job.job_id, stage),
    {
      recognize: (image, segmentation) => engine.run('recognize', { image, segmentation }),
      render: (image, blocks) => engine.run('render', { image, blocks }),
    },
  );
  await saveResult(ctx.db, job.job_id, result);
};

export const processDocumentParse: JobProcessor = async (ctx, job) => {
  const payload = JSON.parse(job.payload) as DocumentPayload;
  await saveResult(ctx.db, job.job_id, await engineOf(ctx).run('parse', payload));
};
