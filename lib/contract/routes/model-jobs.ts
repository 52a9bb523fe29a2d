import type { z } from 'zod';
import {
  batchTranslateRequest,
  batchTranslateSubmission,
  bleuRequest,
  chrfRequest,
  modelsResponse,
  pendingTaskSubmission,
  queuedTaskSubmission,
  scoreTask,
  taskParams,
  translationTask,
} from '../model-jobs';
import {
  documentParseForm,
  documentParseTask,
  itrpRequest,
  itrpTask,
  ocrBlocksStatus,
  ocrExtractBlocksRequest,
  ocrExtractRequest,
  ocrExtractTask,
} from '../model-jobs-media';
import { defineRoute } from '../route';
import { MODEL_JOB_LIMITS } from '../model-jobs';
import { err, invalid, unauthenticated } from './common';

// An unknown model, an unsupported language pair or a task the model cannot do is a
// 422 at submission, naming the models that can.
const rejected = {
  ...invalid,
  description:
    'Invalid body, unknown model, unsupported language pair or task (names the models that can)',
};

/** Every submission answers at once with the task; the work runs in a background worker. */
const submitted = <S extends z.ZodType>(description: string, schema: S) =>
  ({ 202: { description, schema }, 401: unauthenticated, 422: rejected }) as const;

/** Tasks are the submitter's: another user's task is not found. */
const polled = <S extends z.ZodType>(description: string, schema: S) =>
  ({ 200: { description, schema }, 401: unauthenticated, 404: err('Task not found') }) as const;

const common = { area: 'model-jobs', auth: 'bearer' } as const;

/** Bodies carrying an image or a document: refused with a 413 as they stream, once over. */
const IMAGE_BODY = MODEL_JOB_LIMITS.imageBase64Chars + MODEL_JOB_LIMITS.envelopeBytes;
const DOCUMENT_BODY = MODEL_JOB_LIMITS.documentBytes + MODEL_JOB_LIMITS.envelopeBytes;

export const modelJobRoutes = [
  defineRoute({
    ...common,
    id: 'submitBatchTranslate',
    method: 'post',
    path: '/batch_translate',
    summary: 'Machine-translate items with a registered model (warmup, translation, evaluation)',
    body: batchTranslateRequest,
    responses: submitted('Translation task queued', batchTranslateSubmission),
  }),
  defineRoute({
    ...common,
    id: 'getTranslationTask',
    method: 'get',
    path: '/translation/{task_id}',
    summary: 'Poll a translation task; result holds the translated items and the evaluation checks',
    params: taskParams,
    responses: polled('Translation task', translationTask),
  }),
  defineRoute({
    ...common,
    id: 'submitOcrExtract',
    method: 'post',
    path: '/ocr/extract',
    bodyLimit: IMAGE_BODY,
    summary: 'Extract text or markdown from an image or PDF page',
    body: ocrExtractRequest,
    responses: submitted('OCR task queued', queuedTaskSubmission),
  }),
  defineRoute({
    ...common,
    id: 'getOcrTask',
    method: 'get',
    path: '/ocr/{task_id}',
    summary: 'Poll an OCR extract task',
    params: taskParams,
    responses: polled('OCR task', ocrExtractTask),
  }),
  defineRoute({
    ...common,
    id: 'submitOcrExtractBlocks',
    method: 'post',
    path: '/ocr/extract_blocks',
    bodyLimit: IMAGE_BODY,
    summary: 'Extract text blocks with bounding boxes and confidence from an image',
    body: ocrExtractBlocksRequest,
    responses: submitted('OCR blocks task pending', pendingTaskSubmission),
  }),
  defineRoute({
    ...common,
    id: 'getOcrBlocksTask',
    method: 'get',
    path: '/ocr/blocks/{task_id}',
    summary: 'Poll an OCR blocks task (its own shape: text_blocks when completed)',
    params: taskParams,
    responses: polled('OCR blocks status', ocrBlocksStatus),
  }),
  defineRoute({
    ...common,
    id: 'submitItrpDemo',
    method: 'post',
    path: '/itrp/demo',
    bodyLimit: IMAGE_BODY,
    summary: 'OCR an image, translate its text and render the translation over it',
    body: itrpRequest,
    responses: submitted('Image pipeline task queued', queuedTaskSubmission),
  }),
  defineRoute({
    ...common,
    id: 'getItrpTask',
    method: 'get',
    path: '/itrp/demo/{task_id}',
    summary: 'Poll an image pipeline task',
    params: taskParams,
    responses: polled('Image pipeline task', itrpTask),
  }),
  defineRoute({
    ...common,
    id: 'submitDocumentParse',
    method: 'post',
    path: '/documents/parse',
    bodyLimit: DOCUMENT_BODY,
    summary: 'Parse a PDF, image or DOCX into structured markdown with layout',
    body: documentParseForm,
    bodyType: 'multipart',
    responses: submitted('Document parse task queued', queuedTaskSubmission),
  }),
  defineRoute({
    ...common,
    id: 'getDocumentParseTask',
    method: 'get',
    path: '/documents/parse/{task_id}',
    summary: 'Poll a document parse task',
    params: taskParams,
    responses: polled('Document parse task', documentParseTask),
  }),
  defineRoute({
    ...common,
    id: 'submitBleu',
    method: 'post',
    path: '/calculate_bleu',
    summary: 'Sentence-level BLEU (sacrebleu defaults) of a hypothesis against one reference',
    body: bleuRequest,
    responses: submitted('Scoring task pending', pendingTaskSubmission),
  }),
  defineRoute({
    ...common,
    id: 'submitChrf',
    method: 'post',
    path: '/calculate_chrf',
    summary: 'Sentence-level chrF2 (sacrebleu defaults) of a hypothesis against one reference',
    body: chrfRequest,
    responses: submitted('Scoring task pending', pendingTaskSubmission),
  }),
  defineRoute({
    ...common,
    id: 'getScoreTask',
    method: 'get',
    path: '/score/{task_id}',
    summary: 'Poll a BLEU or chrF task',
    params: taskParams,
    responses: polled('Scoring task', scoreTask),
  }),
  defineRoute({
    ...common,
    id: 'listModels',
    method: 'get',
    path: '/models',
    summary: 'The registered translation and OCR models, their tasks, languages and readiness',
    responses: { 200: { description: 'Models', schema: modelsResponse }, 401: unauthenticated },
  }),
] as const;

export type ModelJobRouteId = (typeof modelJobRoutes)[number]['id'];
