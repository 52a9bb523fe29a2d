import { z } from 'zod';
import { DEFAULT_TRANSLATION_MODEL, OCR_MODELS } from './assumed';
import {
  MODEL_JOB_LIMITS,
  langCode,
  modelName,
  modelVariant,
  pendingTaskStatus,
  taskRecord,
  taskStatus,
} from './model-jobs';

/** Model jobs that read images and documents: OCR, the image pipeline (ITRP), parsing. */

/** Plain base64 (no `data:` prefix) of a JPEG or PNG, or a PDF page on /ocr/extract. */
export const base64Image = z
  .base64('image must be plain base64 (no data: URL prefix)')
  .min(1, 'image must not be empty')
  .max(MODEL_JOB_LIMITS.imageBase64Chars, 'image is over the size limit');

/** `[x, y, width, height]` in pixels. */
export const bbox = z.tuple([z.number(), z.number(), z.number().min(0), z.number().min(0)]);
export type Bbox = z.infer<typeof bbox>;

const confidence = z.number().min(0).max(1);

/* ------------------------------------------------------------------------------------------------
 * OCR
 * --------------------------------------------------------------------------------------------- */

export const ocrOutputFormat = z.enum(['text', 'markdown']);
export type OcrOutputFormat = z.infer<typeof ocrOutputFormat>;
/** `table`, `formula` and `chart` only on the table-capable model. */
export const ocrTask = z.enum(['ocr', 'table', 'formula', 'chart']);
export type OcrTask = z.infer<typeof ocrTask>;

/** The model used when a request names none: the only one that can do the task. */
export const defaultOcrModel = (task: OcrTask = 'ocr'): string =>
  task === 'ocr' ? OCR_MODELS.general : OCR_MODELS.table;

export const ocrExtractRequest = z.object({
  image: base64Image,
  /** Absent: `defaultOcrModel(task)`. */
  model: modelName.optional(),
  variant: modelVariant,
  output_format: ocrOutputFormat.default('text'),
  task: ocrTask.default('ocr'),
  source_lang: langCode.optional(),
});
export type OcrExtractRequest = z.infer<typeof ocrExtractRequest>;

const ocrRun = { model_used: z.string(), processing_time_ms: z.number().min(0) };

/** `{text}` for output_format text, `{markdown}` for markdown. */
export const ocrExtractResult = z.union([
  z.object({ text: z.string(), ...ocrRun }),
  z.object({ markdown: z.string(), ...ocrRun }),
]);
export type OcrExtractResult = z.infer<typeof ocrExtractResult>;

export const ocrExtractTask = taskRecord(taskStatus, ocrExtractResult);
export type OcrExtractTask = z.infer<typeof ocrExtractTask>;

export const ocrExtractBlocksRequest = z.object({
  image: base64Image,
  /** Absent: `defaultOcrModel()`. */
  model: modelName.optional(),
  variant: modelVariant,
  source_lang: langCode.optional(),
});
export type OcrExtractBlocksRequest = z.infer<typeof ocrExtractBlocksRequest>;

export const textBlock = z.object({ text: z.string(), bbox, confidence });
export type TextBlock = z.infer<typeof textBlock>;

/** GET /ocr/blocks/{task_id}: the interface's own shape, not the common task record. */
export const ocrBlocksStatus = z.object({
  task_id: z.string(),
  status: pendingTaskStatus,
  text_blocks: z.array(textBlock).nullable().default(null),
  model_used: z.string().optional(),
  processing_time_ms: z.number().min(0).optional(),
  error: z.string().nullish(),
});
export type OcrBlocksStatus = z.infer<typeof ocrBlocksStatus>;

/* ------------------------------------------------------------------------------------------------
 * Image translation pipeline: OCR, then translate, then render over the original
 * --------------------------------------------------------------------------------------------- */

/** One block to draw again: an earlier result's block with its translation edited. */
export const renderBlock = z.object({
  text: z.string().max(4000),
  translation: z.string().max(4000),
  bbox,
  confidence: confidence.default(1),
});

export const itrpRequest = z.object({
  image: base64Image,
  source_lang: langCode,
  target_lang: langCode,
  ocr_model: modelName.default(OCR_MODELS.table),
  ocr_variant: modelVariant,
  translation_model: modelName.default(DEFAULT_TRANSLATION_MODEL),
  translation_variant: modelVariant,
  /**
   * Blocks to draw as they are (a translator's edits of an earlier result): OCR and translation
   * are skipped and each `translation` is drawn into its `bbox` on `image`, the original.
   */
  blocks: z.array(renderBlock).max(500).optional(),
});
export type ItrpRequest = z.infer<typeof itrpRequest>;

export const itrpBlock = z.object({ text: z.string(), translation: z.string(), bbox, confidence });
export type ItrpBlock = z.infer<typeof itrpBlock>;

export const itrpResult = z.object({
  /** Base64 PNG: the original with the translated text rendered over it. */
  image: z.string(),
  blocks: z.array(itrpBlock),
  ocr_model: z.string(),
  translation_model: z.string(),
  timings_ms: z.object({
    ocr: z.number().min(0),
    translate: z.number().min(0),
    render: z.number().min(0),
  }),
});
export type ItrpResult = z.infer<typeof itrpResult>;

export const itrpTask = taskRecord(taskStatus, itrpResult);
export type ItrpTask = z.infer<typeof itrpTask>;

/* ------------------------------------------------------------------------------------------------
 * Document parsing (multipart/form-data)
 * --------------------------------------------------------------------------------------------- */

export const parseBackend = z.enum(['hybrid-auto-engine', 'pipeline', 'vlm-auto-engine']);
export type ParseBackend = z.infer<typeof parseBackend>;
export const parseMethod = z.enum(['auto', 'txt', 'ocr']);
export type ParseMethod = z.infer<typeof parseMethod>;

/**
 * The form fields as they arrive (`FormData` entries): text fields are strings, so the booleans
 * are read from "true"/"false" (also 1/0, yes/no, on/off), not coerced with `Boolean()`, which
 * would turn "false" into true. The server sniffs the file's bytes for PDF, image or DOCX.
 */
export const documentParseForm = z.object({
  file: z
    .file('file must be a file upload')
    .min(1, 'file must not be empty')
    .max(MODEL_JOB_LIMITS.documentBytes, 'file is over the size limit'),
  backend: parseBackend.default('hybrid-auto-engine'),
  parse_method: parseMethod.default('auto'),
  /** OCR language hint. */
  language: langCode.default('en'),
  formula_enable: z.stringbool().default(true),
  table_enable: z.stringbool().default(true),
});
export type DocumentParseForm = z.infer<typeof documentParseForm>;

export const documentBlockType = z.enum([
  'heading',
  'paragraph',
  'table',
  'formula',
  'image',
  'list',
]);
export type DocumentBlockType = z.infer<typeof documentBlockType>;

export const documentBlock = z.object({ type: documentBlockType, bbox, markdown: z.string() });
export type DocumentBlock = z.infer<typeof documentBlock>;

export const documentPage = z.object({
  index: z.number().int().min(0),
  width: z.number().min(0),
  height: z.number().min(0),
  blocks: z.array(documentBlock),
});
export type DocumentPage = z.infer<typeof documentPage>;

export const documentParseResult = z.object({
  markdown: z.string(),
  pages: z.array(documentPage),
  backend: parseBackend,
  parse_method: parseMethod,
  language: z.string(),
});
export type DocumentParseResult = z.infer<typeof documentParseResult>;

export const documentParseTask = taskRecord(taskStatus, documentParseResult);
export type DocumentParseTask = z.infer<typeof documentParseTask>;
