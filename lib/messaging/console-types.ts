/** The options page's model jobs console, as the background reports it. */
export type ConsoleKind = 'image' | 'document';

/** One task of a console job: which poll route it has, and its id. */
export interface ConsoleTask {
  route: 'ocr' | 'blocks' | 'document';
  taskId: string;
}

export interface ConsoleBlock {
  text: string;
  bbox: [number, number, number, number];
  /** The document page, from 0; images have one. */
  page: number;
}

export interface ConsoleStatus {
  /** The slowest of its tasks: queued (or pending) → started → completed, or failed. */
  status: 'queued' | 'started' | 'completed' | 'failed';
  stage: string | null;
  markdown: string | null;
  blocks: ConsoleBlock[];
  error: string | null;
}

export interface ConsoleModels {
  /** OCR models for images. */
  ocr: string[];
  /** Document parsing backends. */
  documents: string[];
}
