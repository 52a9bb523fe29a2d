/** A page image being translated in place, as the background reports it to the side panel. */
export interface ImageBlock {
  text: string;
  translation: string;
  bbox: [number, number, number, number];
  confidence: number;
}

export type ImageJobStatus = 'fetching' | 'queued' | 'started' | 'completed' | 'failed';

export interface ImageJob {
  /** The image's address, as the page gives it. */
  src: string;
  sourceLocale: string;
  locale: string;
  status: ImageJobStatus;
  /** The pipeline's stage while it runs. */
  stage: 'ocr' | 'translate' | 'render' | null;
  blocks: ImageBlock[];
  /** Why it failed, in words. */
  error: string | null;
  /** What the page shows over the image. */
  showing: 'original' | 'translated';
  translationModel: string | null;
}

/** A picture on the page that can be translated. */
export interface PageImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * The page's image overlay, injected on demand into a tab's top frame (`page-inspect.js`): what
 * each call takes and answers.
 */
export interface PageImageCalls {
  /** The pictures on the page that could be translated. */
  list(): PageImage[];
  /** Lays a translated image (a PNG data URL) over the page's image at `src`; false if gone. */
  show(src: string, dataUrl: string): boolean;
  /** Shows the translated image (true) or the page's own (false). */
  reveal(translated: boolean): void;
}
