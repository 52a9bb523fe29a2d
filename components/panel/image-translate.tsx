import { useEffect, useState } from 'react';
import type { ImageBlock, ImageJob, PageImage } from '../../lib/messaging/image-types';
import { isRunning } from '../../lib/panel/use-image-job';

export interface ImageTranslateProps {
  images: PageImage[] | null;
  job: ImageJob | null;
  error: string | null;
  onRefresh(): void;
  onTranslate(src: string): void;
  onShow(showing: 'original' | 'translated'): void;
  onRedraw(src: string, blocks: ImageBlock[]): void;
}

const STEPS: Record<string, [number, string]> = {
  fetching: [0, 'Loading the image…'],
  queued: [0, 'Waiting for the service…'],
  ocr: [1, 'Reading the text in the image…'],
  translate: [2, 'Translating the text…'],
  render: [3, 'Drawing the translation into the image…'],
};

/** A picture's name for the list: its alt text, else its file name. */
const nameOf = (image: PageImage) =>
  image.alt.trim() || decodeURIComponent(image.src.split(/[?#]/)[0]!.split('/').pop() || image.src);

function progressOf(job: ImageJob): [number, string] {
  return STEPS[job.stage ?? job.status] ?? STEPS.queued!;
}

/** "Translate this image": the page's pictures, the job's stages, and its blocks to edit. */
export function ImageTranslate(props: ImageTranslateProps) {
  const { images, job, error } = props;
  const running = isRunning(job);
  return (
    <section className="image-translate" aria-label="Images on this page">
      <h2>Images on this page</h2>
      {images && images.length === 0 && <p>No pictures on this page.</p>}
      {images && images.length > 0 && (
        <ul className="page-images">
          {images.map((image) => (
            <li key={image.src}>
              <span className="image-name">{nameOf(image)}</span>{' '}
              <button
                type="button"
                disabled={running}
                aria-label={`Translate this image: ${nameOf(image)}`}
                onClick={() => props.onTranslate(image.src)}
              >
                Translate this image
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="link" onClick={props.onRefresh}>
        Look for images again
      </button>
      {error && <p role="alert">{error}</p>}
      {job && <JobView {...props} job={job} />}
    </section>
  );
}

function JobView({ job, onShow, onRedraw }: ImageTranslateProps & { job: ImageJob }) {
  const [edits, setEdits] = useState<string[]>(() => job.blocks.map((b) => b.translation));
  // A new result (another image, or drawn again) replaces what was typed.
  useEffect(() => setEdits(job.blocks.map((b) => b.translation)), [job.blocks]);
  const running = isRunning(job);
  const changed = edits.some((t, i) => t !== job.blocks[i]?.translation);
  const [step, words] = progressOf(job);
  return (
    <div className="image-job">
      {running && (
        <>
          <progress value={step} max={3} aria-label="Image translation" />
          <p role="status">{words}</p>
        </>
      )}
      {job.status === 'failed' && <p role="alert">{job.error}</p>}
      {job.status === 'completed' && (
        <p role="status">
          Translated into {job.locale}
          {job.translationModel ? ` with ${job.translationModel}` : ''}.{' '}
          <button
            type="button"
            aria-pressed={job.showing === 'translated'}
            onClick={() => onShow(job.showing === 'translated' ? 'original' : 'translated')}
          >
            {job.showing === 'translated' ? 'Show the original' : 'Show the translation'}
          </button>
        </p>
      )}
      {job.blocks.length > 0 && (
        <ol className="image-blocks" aria-label="Text in the image">
          {job.blocks.map((block, i) => (
            <li key={i}>
              <span className="block-source" lang={job.sourceLocale}>
                {block.text}
              </span>
              <input
                lang={job.locale}
                aria-label={`${block.text}, in ${job.locale}`}
                value={edits[i] ?? ''}
                disabled={running}
                onChange={(e) => {
                  const value = e.target.value;
                  setEdits((all) => all.map((t, j) => (j === i ? value : t)));
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
          Draw the image again with these translations
        </button>
      )}
    </div>
  );
}
