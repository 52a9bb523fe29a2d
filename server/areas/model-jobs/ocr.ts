import { defaultOcrModel } from '../../../lib/contract/model-jobs-media';
import type { Service } from '../../service-deps';
import { readImage } from '../../engines/ocr/image-input';
import { ValidationError } from '../../errors';
import type { Serve } from '../../http/serve-routes';
import type { OcrPayload } from '../../model-jobs/ocr-task';
import { enqueueTask, ownTask, taskRecord } from './tasks';

/** OCR: text or markdown (`/ocr/extract`), or blocks with their boxes (`/ocr/extract_blocks`). */
export function ocrRoutes(serve: Serve, svc: Service): void {
  const accept = async (payload: Omit<OcrPayload, 'model'> & { model?: string }) => {
    const name = payload.model ?? defaultOcrModel(payload.task);
    const model = svc.ocr.find(name, payload.task);
    if ('refused' in model)
      throw new ValidationError([
        {
          loc: ['body', payload.model ? 'model' : 'task'],
          msg: model.refused,
          type: 'model_unsupported',
        },
      ]);
    const image = readImage(payload.image);
    if (!image.ok)
      throw new ValidationError([
        { loc: ['body', 'image'], msg: image.reason, type: 'image_invalid' },
      ]);
    return { ...payload, model: model.name };
  };

  serve('submitOcrExtract', async (c, { caller, body }) => {
    const payload = await accept({ mode: 'extract', ...body, image: body.image });
    const job = await enqueueTask(svc, 'ocr_extract', caller.userId, payload);
    return c.json({ task_id: job.job_id, status: 'queued' as const }, 202);
  });
  serve('getOcrTask', async (c, { caller, params }) => {
    const job = await ownTask(svc, params.task_id, caller.userId, 'ocr_extract');
    return c.json(taskRecord(job, 'queued'));
  });

  serve('submitOcrExtractBlocks', async (c, { caller, body }) => {
    const payload = await accept({
      mode: 'blocks',
      ...body,
      output_format: 'text',
      task: 'ocr',
    });
    const job = await enqueueTask(svc, 'ocr_blocks', caller.userId, payload);
    return c.json({ task_id: job.job_id, status: 'pending' as const }, 202);
  });
  serve('getOcrBlocksTask', async (c, { caller, params }) => {
    const job = await ownTask(svc, params.task_id, caller.userId, 'ocr_blocks');
    // The interface's own shape: the blocks, the model and the time at the top level.
    const record = taskRecord(job, 'pending');
    const result = record.result as {
      text_blocks: unknown[];
      model_used: string;
      processing_time_ms: number;
    } | null;
    return c.json({
      task_id: record.task_id,
      status: record.status,
      text_blocks: result?.text_blocks ?? null,
      ...(result
        ? { model_used: result.model_used, processing_time_ms: result.processing_time_ms }
        : {}),
      error: record.error,
    });
  });

  serve('submitItrpDemo', async (c, { caller, body }) => {
    const refuse = (field: string, msg: string, type: string) => {
      throw new ValidationError([{ loc: ['body', field], msg, type }]);
    };
    const ocrModel = svc.ocr.find(body.ocr_model, 'ocr');
    if ('refused' in ocrModel) refuse('ocr_model', ocrModel.refused, 'model_unsupported');
    // Blocks given are drawn as they are: no engine needs to reach the pair.
    const route = body.blocks
      ? null
      : svc.engines.route(body.translation_model, body.source_lang, body.target_lang, true);
    if (route && 'refused' in route)
      refuse('translation_model', route.refused, 'model_unsupported');
    const image = readImage(body.image);
    if (!image.ok) refuse('image', image.reason, 'image_invalid');
    const job = await enqueueTask(svc, 'itrp', caller.userId, body);
    return c.json({ task_id: job.job_id, status: 'queued' as const }, 202);
  });
  serve('getItrpTask', async (c, { caller, params }) =>
    c.json(taskRecord(await ownTask(svc, params.task_id, caller.userId, 'itrp'), 'queued')),
  );
}
