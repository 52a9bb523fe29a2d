/**
 * Every bound on what the engines are given, declared once. Request bodies are bounded by the
 * route table (`lib/contract`); what only a file's headers or contents reveal is bounded here.
 * A bound visible in an upload's headers (an image's size) refuses the request with a 422; one
 * found only while decoding (a PDF's pages) fails the task with an error that names it.
 * docs/security.md lists them all.
 */
const MiB = 1024 * 1024;

export const ENGINE_LIMITS = {
  /** The longer side of an image, in pixels. */
  imageSide: 10_000,
  /** Pixels in an image (a 4K screenshot has 8.3 million; a full-page capture rarely 15). */
  imagePixels: 16_000_000,
  /** An image once decoded: pixels × the bytes each takes (4, or 8 at 16 bits a channel). */
  imageDecodedBytes: 128 * MiB,
  /** A band of colour cut out of an image and enlarged for OCR (enlarged less to fit). */
  ocrBandPixels: 4_000_000,
  /** Pages of a PDF. */
  pdfPages: 500,
  /** How deep a PDF page saves its graphics state (`q`) inside another (the PDF spec's is 28). */
  pdfNesting: 64,
  /** A Word document's files once unzipped, together. */
  docxUnzippedBytes: 64 * MiB,
  /** Elements (paragraphs, runs, cells…) in a Word document's body. */
  docxElements: 200_000,
  /** Translation memory: sources longer than this are matched exactly only, never fuzzily. */
  memoryFuzzyChars: 500,
  /** Translation memory: earlier sources compared with one text, the closest in length first. */
  memoryCandidates: 100,
} as const;

export type EngineLimit = keyof typeof ENGINE_LIMITS;

/**
 * Where engines run: each of these lanes runs its engines in a process of its own, given this much
 * time per task and this much memory (resident, MiB) before it is killed and replaced.
 */
export const ENGINE_LANES = {
  ocr: { timeMs: 120_000, memoryMb: 1_536 },
  document: { timeMs: 300_000, memoryMb: 1_536 },
  score: { timeMs: 30_000, memoryMb: 512 },
  translate: { timeMs: 120_000, memoryMb: 512 },
} as const satisfies Record<string, { timeMs: number; memoryMb: number }>;

export type EngineLane = keyof typeof ENGINE_LANES;
export interface LaneLimits {
  timeMs: number;
  memoryMb: number;
}

/** An input over one of the limits: the message says what, how much, and the limit. */
export class LimitExceeded extends Error {
  constructor(
    readonly limit: EngineLimit,
    message: string,
  ) {
    super(message);
  }
}
