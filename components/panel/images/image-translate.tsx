import { useEffect, useState } from 'react';
import type { ImageBlock, ImageJob, PageImage } from '../../../lib/messaging/image-types';
import { isRunning } from './use-image-job';
import { useText } from '../../../lib/panel/use-text';
import type { MessageKey } from '../../../lib/ui-text/catalogues';

export interface ImageTranslateProps {
  images: PageImage[] | null;
  job: ImageJob | null;
  error: string | null;
  onRefresh(): void;
  onTranslate(src: string): void;
  onShow(showing: 'original' | 'translated'): void;
  onRedraw(src: string, blocks: ImageBlock[]): void;
}

const STEPS: Record<string, [number, MessageKey]> = {
  fetching: [0, 'image.step.fetching'],
  queued: [0, 'image.step.queued'],
  ocr: [1, 'image.step.ocr'],
  translate: [2, 'image.step.translate'],
  render: [3, 'image.step.render'],
};

/** A picture's name for the list: its alt text, else its file name. */
const nameOf = (image: PageImage) =>
  image.alt.trim() || decodeURIComponent(image.src.split(/[?#]/)[0]!.split('/').pop() || image.src);

function progressOf(job: ImageJob): [number, MessageKey] {
  return STEPS[job.stage ?? job.status] ?? STEPS.queued!;
}

/** "Translate this image": the page's pictures, the job's stages, and its blocks to edit. */
export function ImageTranslate(props: ImageTranslateProps) {
  const t = useText();
  const { images, job, error } = props;
  const running = isRunning(job);
  return (
    <section className="image-translate" aria-label={t('image.title')}>
      <h2>{t('image.title')}</h2>
      {images && images.length === 0 && <p>{t('image.none')}</p>}
      {images && images.length > 0 && (
        <ul className="page-images">
          {images.map((image) => (
            <li key={image.src}>
              <span className="image-name">{nameOf(image)}</span>{' '}
              <button
                type="button"
                disabled={running}
                aria-label={t('image.translateOne', { name: nameOf(image) })}
                onClick={() => props.onTranslate(image.src)}
              >
                {t('image.translate')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="link" onClick={props.onRefresh}>
        {t('image.refresh')}
      </button>
      {error && <p role="alert">{error}</p>}
      {job && <JobView {...props} job={job} />}
    </section>
  );
}

function JobView({ job, onShow, onRedraw }: ImageTranslateProps & { job: ImageJob }) {
  const t = useText();
  const [edits, setEdits] = useState<string[]>(() => job.blocks.map((b) => b.translation));
  // A new result (another image, or drawn again) replaces what was typed.
  useEffect(() => setEdits(job.blocks.map((b) => b.translation)), [job.blocks]);
  const running = isRunning(job);
  const changed = edits.some((text, i) => text !== job.blocks[i]?.translation);
  const [step, words] = progressOf(job);
  return (
    <div className="image-job">
      {running && (
        <>
          <progress value={step} max={3} aria-label={t('image.progress')} />
          <p role="status">{t(words)}</p>
        </>
      )}
      {job.status === 'failed' && <p role="alert">{job.error}</p>}
      {job.status === 'completed' && (
        <p role="status">
          {job.translationModel
            ? t('image.doneWith', { locale: job.locale, model: job.translationModel })
            : t('image.done', { locale: job.locale })}{' '}
          <button
            type="button"
            aria-pressed={job.showing === 'translated'}
            onClick={() => onShow(job.showing === 'translated' ? 'original' : 'translated')}
          >
            {job.showing === 'translated' ? t('image.showOriginal') : t('image.showTranslation')}
          </button>
        </p>
      )}
      {job.blocks.length > 0 && (
        <ol className="image-blocks" aria-label={t('image.blocks')}>
          {job.blocks.map((block, i) => (
            <li key={i}>
              <span className="block-source" lang={job.sourceLocale}>
                {block.text}
              </span>
              <input
                lang={job.locale}
                aria-label={t('image.blockIn', { text: block.text, locale: job.locale })}
                value={edits[i] ?? ''}
                disabled={running}
                onChange={(e) => {
                  const value = e.target.value;
                  setEdits((all) => all.map((text, j) => (j === i ? value : text)));
                }}
              />
            </li>
          ))}
        </ol>
      )}
      {job.blocks.length > 0 && (
        <button
          type="button"
          disabled={!changed || running}
          onClick={() =>
            onRedraw(
              job.src,
              job.blocks.map((b, i) => ({ ...b, translation: edits[i] ?? b.translation })),
            )
          }
        >
          {t('image.redraw')}
        </button>
      )}
    </div>
  );
}
