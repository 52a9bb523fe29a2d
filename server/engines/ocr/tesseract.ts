import { fileURLToPath } from 'node:url';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { BAND_MARGIN, drawBand } from './band-image';
import { bandScales } from './band-layout';
import { findBands } from './bands';
import { blocksOf, insideWord, isSure, mergePasses, type PassGroup } from './merge-passes';

/**
 * Tesseract (tesseract.js, LSTM) with the English data of `@tesseract.js-data/eng`, read from
 * node_modules: nothing is fetched at run time and nothing is cached to disk. One worker per page
 * segmentation mode, started on first use and kept; calls to a worker run one at a time.
 */
const ENGLISH_DATA = fileURLToPath(
  new URL('../../../node_modules/@tesseract.js-data/eng/4.0.0_best_int', import.meta.url),
);

/**
 * `auto` reads the page's layout (it keeps paragraphs); `sparse` finds isolated labels that layout
 * analysis drops; `combined` runs both, and reads each solid band of colour on its own, adding
 * what each later pass found where the earlier ones found nothing.
 */
export type Segmentation = 'auto' | 'sparse' | 'combined';
type Pass = Exclude<Segmentation, 'combined'> | 'block' | 'line';
const PSM_OF: Record<Pass, PSM> = {
  auto: PSM.AUTO,
  sparse: PSM.SPARSE_TEXT,
  block: PSM.SINGLE_BLOCK,
  line: PSM.SINGLE_LINE,
};
/** Bands are read as a block or a line by one worker, its mode set per call: a worker is ~200 ms to start. */
const WORKER_OF: Record<Pass, Exclude<Pass, 'line'>> = {
  auto: 'auto',
  sparse: 'sparse',
  block: 'block',
  line: 'block',
};

export interface OcrWord {
  text: string;
  /** `[x, y, width, height]` in pixels. */
  bbox: [number, number, number, number];
  confidence: number;
  /** The height of the word's line, a stand-in for its font size. */
  lineHeight: number;
}

export interface OcrPage {
  text: string;
  blocks: { text: string; bbox: [number, number, number, number]; confidence: number }[];
  words: OcrWord[];
  /** Tesseract's blocks as lines of words, for merging passes. */
  groups?: PassGroup[];
}

type Box = { x0: number; y0: number; x1: number; y1: number };
const toBbox = (b: Box): [number, number, number, number] => [b.x0, b.y0, b.x1 - b.x0, b.y1 - b.y0];

export class TesseractPool {
  private readonly workers = new Map<Pass, Promise<Worker>>();
  /** The page segmentation mode each worker is set to. */
  private readonly modes = new Map<Pass, PSM>();
  private queue: Promise<unknown> = Promise.resolve();

  /** Starts the workers (about 200 ms each); later calls reuse them. */
  warmup(mode: Segmentation = 'auto'): Promise<unknown> {
    return Promise.all(passesOf(mode).map((m) => this.worker(m)));
  }

  isWarm(mode: Segmentation): boolean {
    return passesOf(mode).every((m) => this.workers.has(m));
  }

  /** The segmentations whose workers are started. */
  warmModes(): Segmentation[] {
    return (['auto', 'sparse', 'combined'] as const).filter((m) => this.isWarm(m));
  }

  /** Recognises one image (PNG or JPEG bytes). Calls are queued: tesseract.js runs one at a time. */
  async recognize(image: Buffer, mode: Segmentation = 'auto'): Promise<OcrPage> {
    if (mode !== 'combined') return this.pass(image, mode);
    const layout = await this.pass(image, 'auto');
    // Bands of colour (buttons, banners) are read on their own: layout analysis drops their
    // text. The layout pass has decoded the image by now, so the canvas decoder may read it.
    const sparse = await this.pass(image, 'sparse');
    const read = [...(layout.groups ?? []), ...(sparse.groups ?? [])].flat(2);
    const bands = [];
    for (const band of await findBands(image)) {
      if (insideWord(band.box, read)) continue;
      const [x, y, w, h] = band.box;
      let groups: PassGroup[] = [];
      for (const wanted of bandScales(band.textHeight, w, h)) {
        const { png, scale } = drawBand(band, wanted);
        const page = shifted(await this.pass(png, band.segmentation), x, y, scale, BAND_MARGIN);
        groups = page.groups ?? [];
        if (groups.flat(2).some(isSure)) break;
      }
      bands.push({ box: band.box, groups });
    }
    const groups = mergePasses(layout.groups ?? [], [sparse.groups ?? []], bands);
    const blocks = blocksOf(groups);
    const words = groups.flat(2);
    return { text: blocks.map((b) => b.text).join('\n\n'), blocks, words };
  }

  private pass(image: Buffer, mode: Pass): Promise<OcrPage> {
    const run = this.queue.then(async () => {
      const key = WORKER_OF[mode];
      const worker = await this.worker(key);
      if (this.modes.get(key) !== PSM_OF[mode]) {
        await worker.setParameters({ tessedit_pageseg_mode: PSM_OF[mode] });
        this.modes.set(key, PSM_OF[mode]);
      }
      const { data } = await worker
        .recognize(image, {}, { blocks: true, text: true })
        .catch(async (err: unknown) => {
          // A worker that failed on an image may be left broken: the next call starts a fresh one.
          this.workers.delete(key);
          this.modes.delete(key);
          await worker.terminate().catch(() => undefined);
          throw new Error(`The image cannot be decoded: ${String(err)}`);
        });
      const blocks = (data.blocks ?? [])
        .filter((b) => b.text.trim() !== '')
        .map((b) => ({
          text: b.text.trim(),
          bbox: toBbox(b.bbox),
          confidence: b.confidence / 100,
        }));
      const groups: PassGroup[] = (data.blocks ?? []).map((b) =>
        b.paragraphs.flatMap((p) =>
          p.lines.map((l) =>
            l.words
              .filter((w) => w.text.trim())
              .map((w) => ({
                text: w.text,
                bbox: toBbox(w.bbox),
                confidence: w.confidence / 100,
                lineHeight: l.bbox.y1 - l.bbox.y0,
              })),
          ),
        ),
      );
      const words: OcrWord[] = groups.flat(2);
      return { text: data.text.trim(), blocks, words, groups };
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    const workers = [...this.workers.values()];
    this.workers.clear();
    this.modes.clear();
    await Promise.all(workers.map(async (w) => (await w).terminate()));
  }

  private worker(mode: Pass): Promise<Worker> {
    let worker = this.workers.get(mode);
    if (!worker) {
      worker = createWorker('eng', OEM.LSTM_ONLY, {
        langPath: ENGLISH_DATA,
        gzip: true,
        cacheMethod: 'none',
        // Without a handler, tesseract.js rethrows a worker's error outside any promise; the
        // rejected call already carries it.
        errorHandler: () => undefined,
      }).then(async (w) => {
        await w.setParameters({ tessedit_pageseg_mode: PSM_OF[mode] });
        this.modes.set(mode, PSM_OF[mode]);
        return w;
      });
      this.workers.set(mode, worker);
    }
    return worker;
  }
}

const passesOf = (mode: Segmentation): Pass[] =>
  mode === 'combined' ? ['auto', 'sparse'] : [mode];

/** A page read from a crop, moved to where the crop sits in the whole image. */
function shifted(page: OcrPage, dx: number, dy: number, scale = 1, margin = 0): OcrPage {
  const at = (v: number, d: number) => Math.round((v - margin) / scale + d);
  const move = <T extends { bbox: [number, number, number, number] }>(t: T): T => ({
    ...t,
    bbox: [
      at(t.bbox[0], dx),
      at(t.bbox[1], dy),
      Math.round(t.bbox[2] / scale),
      Math.round(t.bbox[3] / scale),
    ],
    ...('lineHeight' in t ? { lineHeight: Math.round((t.lineHeight as number) / scale) } : {}),
  });
  return {
    text: page.text,
    blocks: page.blocks.map(move),
    words: page.words.map(move),
    groups: (page.groups ?? []).map((g) => g.map((l) => l.map(move))),
  };
}
