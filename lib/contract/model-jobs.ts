import { z } from 'zod';
import { keyedRecord } from './keyed-record';
import { limitedText } from './limits';

/**
 * Model jobs — the parts every job shares, batch translation, scoring and the model list.
 * OCR, the image pipeline and document parsing are in model-jobs-media.ts. Every job is submitted,
 * answered at once with a task_id, and polled; no job emits webhook events.
 */

/** Sizes the interface leaves "not shown"; over a limit is a 422 naming it. */
export const MODEL_JOB_LIMITS = {
  translateItems: 1_000,
  /** Base64 characters of one image (about 15 MB decoded). */
  imageBase64Chars: 20 * 1024 * 1024,
  documentBytes: 16 * 1024 * 1024,
  /** Room for the JSON or multipart around an image or a document, in a body's limit. */
  envelopeBytes: 64 * 1024,
} as const;

/** Translation, OCR extract, ITRP and document parse start at `queued`… */
export const taskStatus = z.enum(['queued', 'started', 'completed', 'failed']);
export type TaskStatus = z.infer<typeof taskStatus>;
/** …OCR blocks and scoring at `pending`, as the interface says. */
export const pendingTaskStatus = z.enum(['pending', 'started', 'completed', 'failed']);
export type PendingTaskStatus = z.infer<typeof pendingTaskStatus>;

/** 202 of every submission. `status` is optional in the interface: absent reads as the initial one. */
export const queuedTaskSubmission = z.object({
  task_id: z.string(),
  status: taskStatus.default('queued'),
});
export type QueuedTaskSubmission = z.infer<typeof queuedTaskSubmission>;
export const pendingTaskSubmission = z.object({
  task_id: z.string(),
  status: pendingTaskStatus.default('pending'),
});
export type PendingTaskSubmission = z.infer<typeof pendingTaskSubmission>;

/**
 * The poll record: `{task_id, status, result, error, created_at, started_at,
 * finished_at}`; `result` is null until the task is completed, and present once it is.
 */
// Typed loosely: inside the generic the object's output type is not yet resolved.
const completedHasResult = (t: object) =>
  !('status' in t && t.status === 'completed') || ('result' in t && t.result !== null);

export const taskRecord = <S extends z.ZodEnum, R extends z.ZodType>(status: S, result: R) =>
  z
    .object({
      task_id: z.string(),
      status,
      result: result.nullable().default(null),
      error: z.string().nullable().default(null),
      created_at: z.number(),
      started_at: z.number().nullable().default(null),
      finished_at: z.number().nullable().default(null),
      /** Assumed: a step inside `started` worth showing (`warmup` while a model loads). */
      stage: z.string().optional(),
      /** Assumed: how far a task that works in parts has come. */
      progress: z.object({ done: z.number().int(), total: z.number().int() }).optional(),
    })
    .refine(completedHasResult, {
      message: 'a completed task carries its result',
      path: ['result'],
    });

export const taskParams = z.object({ task_id: z.string().trim().min(1) });

/** A language code as the interface limits it on /itrp/demo (1–20 characters). */
export const langCode = z.string().trim().min(1).max(20);
/** A model variant (at most 64 characters on /itrp/demo); null or absent means the default. */
export const modelVariant = z.string().max(64).nullish();
export const modelName = z.string().trim().min(1).max(200);

/* ------------------------------------------------------------------------------------------------
 * Batch translation
 * --------------------------------------------------------------------------------------------- */

export const batchTranslateRequest = z.object({
  source_lang: langCode,
  target_lang: langCode,
  registered_model_name: modelName,
  variant: modelVariant,
  /** Each item maps keys to source texts; the result has the same keys with translated values. */
  items: z
    .array(keyedRecord(limitedText('item value')))
    .min(1, 'items must hold at least one object')
    .max(
      MODEL_JOB_LIMITS.translateItems,
      `at most ${MODEL_JOB_LIMITS.translateItems} items per request`,
    ),
  client_request_id: z.string().max(200).optional(),
  generation_params: z.record(z.string(), z.unknown()).optional(),
  document_type: z.string().max(100).optional(),
  use_pivot: z.boolean().default(false),
  skip_evaluation: z.boolean().default(false),
});
export type BatchTranslateRequest = z.infer<typeof batchTranslateRequest>;

/** The interface shows only task_id; the rest is the queued submission every job answers. */
export const batchTranslateSubmission = queuedTaskSubmission;

/** Assumed codes of the evaluation checks. */
export const EVALUATION_CHECK_CODES = [
  'PLACEHOLDER_MISSING',
  'PLACEHOLDER_ADDED',
  'UNTRANSLATED',
  'LENGTH_RATIO',
] as const;
export const evaluationCheckCode = z.enum(EVALUATION_CHECK_CODES);
export type EvaluationCheckCode = z.infer<typeof evaluationCheckCode>;

export const evaluationCheck = z.object({
  /** Index into `items`. */
  index: z.number().int().min(0),
  key: z.string(),
  code: evaluationCheckCode,
  message: z.string(),
});
export type EvaluationCheck = z.infer<typeof evaluationCheck>;

export const translationResult = z.object({
  items: z.array(keyedRecord(z.string())),
  model: z.string(),
  variant: z.string().nullable(),
  /** The pivot language when one was used, else null. */
  pivot: z.string().nullable(),
  /** Null when the request set skip_evaluation. */
  evaluation: z.object({ checks: z.array(evaluationCheck) }).nullable(),
  /**
   * Assumed: from the translation memory, what each translation was matched with (0–100, the
   * matched source and its key); an item value with no close match is translated as ''.
   */
  matches: z
    .array(
      z.object({
        index: z.number().int(),
        key: z.string(),
        score: z.number(),
        source: z.string(),
        source_key: z.string(),
      }),
    )
    .optional(),
});
export type TranslationResult = z.infer<typeof translationResult>;

export const translationTask = taskRecord(taskStatus, translationResult);
export type TranslationTask = z.infer<typeof translationTask>;

/* ------------------------------------------------------------------------------------------------
 * Scoring (sacrebleu sentence-level, default settings)
 * --------------------------------------------------------------------------------------------- */

/** BLEU needs at least one character on both sides (interface limit). */
export const bleuRequest = z.object({
  hypothesis: limitedText('hypothesis').min(1),
  reference: limitedText('reference').min(1),
  /** Assumed optional fields: sacrebleu's other tokenizers, and case-insensitive scoring. */
  tokenize: z.enum(['13a', 'zh', 'intl', 'char']).default('13a'),
  lowercase: z.boolean().default(false),
});
export type BleuRequest = z.infer<typeof bleuRequest>;

/** chrF has no minimum in the interface: an empty hypothesis scores 0. */
export const chrfRequest = z.object({
  hypothesis: limitedText('hypothesis'),
  reference: limitedText('reference'),
  /** Assumed optional fields: word n-grams (2 is chrF++), and case-insensitive scoring. */
  word_order: z.number().int().min(0).max(2).default(0),
  lowercase: z.boolean().default(false),
});
export type ChrfRequest = z.infer<typeof chrfRequest>;

const perOrder = z.array(z.number().min(0)).length(4);

export const bleuDetails = z.object({
  /** Clipped n-gram matches, n = 1..4. */
  counts: perOrder,
  /** Hypothesis n-gram counts, n = 1..4. */
  totals: perOrder,
  /** Percentages after exp smoothing; 0 for orders not used. */
  precisions: perOrder,
  bp: z.number().min(0),
  sys_len: z.number().int().min(0),
  ref_len: z.number().int().min(0),
});
export type BleuDetails = z.infer<typeof bleuDetails>;

/** Assumed: chrF reports the parameters it ran with (chrF2: 6, 0, 2). */
export const chrfDetails = z.object({
  char_order: z.number().int(),
  word_order: z.number().int(),
  beta: z.number(),
});
export type ChrfDetails = z.infer<typeof chrfDetails>;

const scoreBase = { score: z.number().min(0), signature: z.string() };

export const scoreResult = z.discriminatedUnion('metric', [
  z.object({ metric: z.literal('bleu'), ...scoreBase, details: bleuDetails }),
  z.object({ metric: z.literal('chrf'), ...scoreBase, details: chrfDetails }),
]);
export type ScoreResult = z.infer<typeof scoreResult>;

export const scoreTask = taskRecord(pendingTaskStatus, scoreResult);
export type ScoreTask = z.infer<typeof scoreTask>;

/* ------------------------------------------------------------------------------------------------
 * Registered models
 * --------------------------------------------------------------------------------------------- */

export const modelKind = z.enum(['translation', 'ocr']);
export type ModelKind = z.infer<typeof modelKind>;

export const registeredModel = z.object({
  name: z.string(),
  kind: modelKind,
  /** e.g. `ocr`, `table`, `formula`, `chart` for OCR models. */
  tasks: z.array(z.string()),
  languages: z.array(z.string()),
  /** False while the model is warming up; jobs for it still queue. */
  ready: z.boolean(),
});
export type RegisteredModel = z.infer<typeof registeredModel>;

export const modelsResponse = z.object({ models: z.array(registeredModel) });
export type ModelsResponse = z.infer<typeof modelsResponse>;
