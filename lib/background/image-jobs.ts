/**
 * Translating a page image in place: the background reads the image's bytes itself, runs the
 * service's image pipeline (OCR, translation, rendering) into the page's language, follows the
 * task's stages, and has the tab's content script lay the translated image over the original.
 * One job per tab, kept in memory: the panel asks how it stands.
 */
import { LocaleLensClient } from '../contract/client';
import { ApiError } from '../contract/errors';
import type { RegisteredModel } from '../contract/model-jobs';
import type { ImageBlock, ImageJob } from '../messaging/image-types';
import { fetchImage, isPngBase64 } from './image-bytes';
import { MEMORY_MODEL, noEngineText } from './suggestions';
import { words } from './words';

/** OCR reads English only. */
export const IMAGE_SOURCE_LOCALE = 'en';
const POLL_MS = 400;
const MAX_POLLS = 1500;

export interface ImageJobDeps {
  client(): LocaleLensClient;
  mayRead(url: string): Promise<boolean>;
  /** Lays the translated image over the tab's image at `src`. */
  show(tabId: number, src: string, dataUrl: string): Promise<unknown>;
  /** Shows the translated image (true) or the original (false). */
  reveal(tabId: number, translated: boolean): Promise<unknown>;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const base = (tag: string) => tag.toLowerCase().split('-')[0]!;
const speaks = (m: RegisteredModel, tag: string) => m.languages.some((l) => base(l) === base(tag));

/** The engine for the pair: a remote one first (they reach more pairs), else Apertium. */
function engineFor(models: RegisteredModel[], from: string, to: string): string | null {
  const able = models.filter(
    (m) =>
      m.kind === 'translation' &&
      m.name !== MEMORY_MODEL &&
      m.tasks.includes('translate') &&
      speaks(m, from) &&
      speaks(m, to),
  );
  return (able.find((m) => m.name !== 'apertium') ?? able[0])?.name ?? null;
}

/** Languages Apertium has no English pair for, whose script needs a CJK font to draw. */
const CJK = new Set(['ja', 'zh', 'ko']);

/** Why no engine reaches the pair, and what would. */
export function noImageEngineText(locale: string): string {
  if (!CJK.has(base(locale))) return noEngineText(IMAGE_SOURCE_LOCALE, locale);
  return words()('bg.image.noEngineCjk', { locale });
}

const describe = (err: unknown): string =>
  err instanceof ApiError
    ? (err.detail[0]?.msg ?? err.message)
    : err instanceof Error
      ? err.message
      : words()('bg.unreachable');

export function createImageJobs(deps: ImageJobDeps) {
  const jobs = new Map<number, ImageJob & { original: string | null; run: number }>();
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let runs = 0;

  const view = (tabId: number): ImageJob | null => {
    const job = jobs.get(tabId);
    if (!job) return null;
    const { original: _original, run: _run, ...shown } = job;
    return shown;
  };

  /** Changes the tab's job, unless a newer one replaced it meanwhile. */
  const update = (tabId: number, run: number, change: Partial<ImageJob & { original: string }>) => {
    const job = jobs.get(tabId);
    if (job?.run === run) Object.assign(job, change);
    return job?.run === run;
  };

  async function follow(tabId: number, run: number, client: LocaleLensClient, taskId: string) {
    for (let i = 0; i < MAX_POLLS; i++) {
      const task = await client.call('getItrpTask', { params: { task_id: taskId } });
      const stage = task.stage ?? null;
      if (task.status === 'failed')
        return update(tabId, run, {
          status: 'failed',
          error: task.error ?? words()('bg.jobFailed'),
        });
      if (task.status === 'completed' && task.result) {
        const { image, blocks, translation_model } = task.result;
        if (!isPngBase64(image))
          return update(tabId, run, { status: 'failed', error: words()('bg.image.noPng') });
        if (!update(tabId, run, { status: 'completed', stage: null, showing: 'translated' }))
          return;
        update(tabId, run, { blocks: blocks as ImageBlock[], translationModel: translation_model });
        await deps.show(tabId, jobs.get(tabId)!.src, `data:image/png;base64,${image}`);
        return;
      }
      const known = stage === 'ocr' || stage === 'translate' || stage === 'render' ? stage : null;
      if (
        !update(tabId, run, {
          status: task.status === 'queued' ? 'queued' : 'started',
          stage: known,
        })
      )
        return;
      await sleep(POLL_MS);
    }
    update(tabId, run, { status: 'failed', error: words()('bg.image.tooLong') });
  }

  return {
    get: async (tabId: number) => view(tabId),

    /**
     * Starts translating `src` into `locale`. With `blocks` (edited translations of the current
     * job), the same image is drawn again with them instead.
     */
    async start(tabId: number, src: string, locale: string, blocks?: ImageBlock[]) {
      const previous = jobs.get(tabId);
      const redraw = blocks && previous?.src === src ? previous.original : null;
      const run = ++runs;
      jobs.set(tabId, {
        src,
        sourceLocale: IMAGE_SOURCE_LOCALE,
        locale,
        status: 'fetching',
        stage: null,
        blocks: blocks ?? [],
        error: null,
        showing: previous?.src === src ? previous.showing : 'original',
        translationModel: previous?.src === src ? previous.translationModel : null,
        original: redraw,
        run,
      });
      const fail = (error: string) => (
        update(tabId, run, { status: 'failed', error }),
        view(tabId)
      );
      if (!locale) return fail(words()('bg.image.noLocale'));
      if (base(locale) === IMAGE_SOURCE_LOCALE) return fail(words()('bg.image.english'));
      try {
        const client = deps.client();
        let model: string | null = previous?.translationModel ?? null;
        if (!redraw) {
          model = engineFor((await client.models()).models, IMAGE_SOURCE_LOCALE, locale);
          if (!model) return fail(noImageEngineText(locale));
        }
        const image = redraw ?? (await fetchImage(src, deps.mayRead, deps.fetch));
        if (typeof image !== 'string' && !image.ok) return fail(image.reason);
        const original = typeof image === 'string' ? image : image.base64;
        update(tabId, run, { original, translationModel: model });
        const { task_id } = await client.call('submitItrpDemo', {
          body: {
            image: original,
            source_lang: IMAGE_SOURCE_LOCALE,
            target_lang: locale,
            ...(model ? { translation_model: model } : {}),
            ...(redraw ? { blocks } : {}),
          },
        });
        update(tabId, run, { status: 'queued' });
        void follow(tabId, run, client, task_id).catch((err) => fail(describe(err)));
        return view(tabId);
      } catch (err) {
        if (err instanceof ApiError && err.code === 'SIGN_IN_REQUIRED')
          return fail(words()('bg.image.signIn'));
        return fail(describe(err));
      }
    },

    /** Shows the original or the translated image on the page. */
    async toggle(tabId: number, showing: 'original' | 'translated') {
      const job = jobs.get(tabId);
      if (!job || job.status !== 'completed') return view(tabId);
      job.showing = showing;
      await deps.reveal(tabId, showing === 'translated');
      return view(tabId);
    },
  };
}
