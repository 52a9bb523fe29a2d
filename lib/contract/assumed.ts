/**
 * Every name this project assumes about the real service where its interface is silent (headers,
 * error codes, field names, limits), declared once. When a real deployment answers differently,
 * change it here and nowhere else. Paths are not here: each is written once, in the route table
 * (`routes/`).
 */

export const HEADERS = {
  apiKey: 'x-api-key',
  surface: 'x-lr-surface',
  retryAfter: 'retry-after',
  webhookSignature: 'x-lr-signature',
  webhookEvent: 'x-lr-event',
  webhookDelivery: 'x-lr-delivery',
} as const;

/** The value the extension sends in `x-lr-surface`: logged, never trusted. */
export const EXTENSION_SURFACE = 'extension';

/** Per-row field names of a target status entry. */
export const ROW_FIELDS = {
  delivered: 'isDelivered',
  locked: 'isLocked',
  confirmedBy: 'confirmedBy',
  /** The display name of `confirmedBy`. */
  confirmedByName: 'confirmedByName',
  stageIndex: 'stageIndex',
} as const;

/** Error codes the interface does not show (docs/api-decisions.md lists them). */
export const ERROR_CODES = {
  readOnlyKey: 'READ_ONLY_KEY',
  targetBusy: 'TARGET_BUSY',
  jobInProgress: 'JOB_IN_PROGRESS',
  invalidCredentials: 'INVALID_CREDENTIALS',
  forbidden: 'FORBIDDEN',
  locked: 'LOCKED',
  postreview: 'POSTREVIEW',
  archived: 'ARCHIVED',
  conflict: 'CONFLICT',
  notFound: 'NOT_FOUND',
  activeOfferExists: 'ACTIVE_OFFER_EXISTS',
} as const;

export const WORKFLOW_KEYS = [
  'translate',
  'translate_review',
  'translate_review_proofread',
] as const;
export const DEFAULT_WORKFLOW_KEY = 'translate_review' as const;
/** The numeric `workflow_id` a project record carries for each workflow_key. */
export const WORKFLOW_IDS = {
  translate_review: 1,
  translate: 2,
  translate_review_proofread: 3,
} as const satisfies Record<(typeof WORKFLOW_KEYS)[number], number>;
/** A continuous project created through the API translates from this locale. */
export const DEFAULT_SOURCE_LOCALE = 'en';

/** Lifetimes the contract fixes. */
export const EDITOR_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const LOGIN_LOCKOUT = { failures: 5, windowMs: 15 * 60 * 1000 } as const;

/**
 * Limits this project sets (the interface leaves sizes "not shown"). Over a limit is a validation
 * error that names the limit.
 */
export const LIMITS = {
  syncBatchItems: 10_000,
  valueBytes: 64 * 1024,
  statusKeys: 1_000,
  /** Entries of one push of locale files (every file, every locale). */
  pushEntries: 100_000,
  /** Row-change streams one caller (a key or an editor session) may hold open at once. */
  changeStreamsPerCaller: 4,
  /** Events queued for one stream before its client counts as too slow and is dropped. */
  changeStreamQueue: 256,
  /** Bytes of one key's screenshot (a crop, PNG or WebP). */
  screenshotBytes: 512 * 1024,
  /** Screenshots kept per key, language and page: the newest and the older ones before it. */
  screenshotsKept: 4,
  /** Pages a key keeps screenshots of per language; the page captured longest ago goes first. */
  screenshotPages: 10,
} as const;

/** Test events one webhook endpoint may be sent in a window (more is a 429 with Retry-After). */
export const WEBHOOK_TEST_LIMIT = { events: 3, windowMs: 60_000 } as const;

/**
 * Model names (model-job area). The interface writes the OCR models by placeholder because their
 * real identifiers carry product names (<ocr_model_general> …); these are this project's names for
 * the same five roles, and the translation model used when a request names none.
 */
export const OCR_MODELS = {
  /** <ocr_model_general>: general-purpose, high quality. */
  general: 'ocr-general',
  /** <ocr_model_table>: fast; the only one that does the table, formula and chart tasks. */
  table: 'ocr-table',
  /** <ocr_model_markdown>: markdown-optimised document extraction. */
  markdown: 'ocr-markdown',
  /** <ocr_model_multilingual>: multilingual OCR with reasoning. */
  multilingual: 'ocr-multilingual',
  /** <ocr_model_image_text>: text in images (screenshots, photos). */
  imageText: 'ocr-image-text',
} as const;
export type OcrModelName = (typeof OCR_MODELS)[keyof typeof OCR_MODELS];

/** <translation_model_default>: the local rule-based engine. */
export const DEFAULT_TRANSLATION_MODEL = 'apertium';
