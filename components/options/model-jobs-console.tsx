import { useEffect, useState } from 'react';
import type { Ask } from '../../lib/messaging/ask';
import type {
  ConsoleBlock,
  ConsoleKind,
  ConsoleModels,
  ConsoleStatus,
  ConsoleTask,
} from '../../lib/messaging/console-types';
import { useText } from '../../lib/panel/use-text';

const POLL_MS = 500;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

export interface ModelJobsConsoleProps {
  ask: Ask;
  /** Reads an uploaded file as plain base64. */
  readBase64(file: File): Promise<string>;
  /** Hands a file to the browser to save. */
  download(name: string, blob: Blob): void;
}

/** Upload an image or a document, pick a model, watch the job, read or download its result. */
export function ModelJobsConsole({ ask, readBase64, download }: ModelJobsConsoleProps) {
  const t = useText();
  const [models, setModels] = useState<ConsoleModels | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [model, setModel] = useState('');
  const [tasks, setTasks] = useState<ConsoleTask[] | null>(null);
  const [status, setStatus] = useState<ConsoleStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const kind: ConsoleKind | null = file
    ? IMAGE_TYPES.includes(file.type)
      ? 'image'
      : 'document'
    : null;
  const choices = kind === 'image' ? (models?.ocr ?? []) : (models?.documents ?? []);

  const fail = (err: unknown) => setError(err instanceof Error ? err.message : String(err));
  useEffect(() => void ask('modelJobs.models').then(setModels, fail), [ask]);
  // Another kind of file, or the models arriving, picks that kind's first model.
  const first = choices[0] ?? '';
  useEffect(() => setModel(first), [first]);
  useEffect(() => {
    if (!file || kind !== 'image') return setImageUrl(null);
    const url = URL.createObjectURL(file);
    setImageUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file, kind]);
  useEffect(() => {
    if (!tasks) return;
    let stop = false;
    const poll = async () => {
      try {
        const next = await ask('modelJobs.status', { tasks });
        if (stop) return;
        setStatus(next);
        if (next.status !== 'completed' && next.status !== 'failed') setTimeout(poll, POLL_MS);
      } catch (err) {
        fail(err);
      }
    };
    void poll();
    return () => void (stop = true);
  }, [ask, tasks]);

  async function start() {
    if (!file || !kind || !model) return;
    setError(null);
    setStatus(null);
    try {
      const data = await readBase64(file);
      setTasks(await ask('modelJobs.submit', { kind, file: data, name: file.name, model }));
    } catch (err) {
      fail(err);
    }
  }

  const running = !!tasks && (!status || status.status === 'queued' || status.status === 'started');
  return (
    <section className="model-jobs" aria-label={t('jobs.title')}>
      <h2>{t('jobs.title')}</h2>
      <label>
        {t('jobs.file')}{' '}
        <input
          type="file"
          accept="image/png,image/jpeg,application/pdf,.docx"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setTasks(null);
            setStatus(null);
          }}
        />
      </label>
      {kind && (
        <label>
          {kind === 'image' ? t('jobs.ocrModel') : t('jobs.parser')}{' '}
          <select value={model} onChange={(e) => setModel(e.target.value)}>
            {choices.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </label>
      )}
      <button type="button" disabled={!model || running} onClick={() => void start()}>
        {t('jobs.start')}
      </button>
      {error && <p role="alert">{error}</p>}
      {status && (
        <p role="status">
          {t(`jobs.status.${status.status}`)}
          {status.stage ? t('jobs.stage', { stage: status.stage }) : ''}
          {status.error ? t('jobs.error', { error: status.error }) : ''}
        </p>
      )}
      {status?.status === 'completed' && (
        <Result
          status={status}
          imageUrl={imageUrl}
          name={file?.name ?? 'result'}
          download={download}
        />
      )}
    </section>
  );
}

function Result(props: {
  status: ConsoleStatus;
  imageUrl: string | null;
  name: string;
  download(name: string, blob: Blob): void;
}) {
  const { status, imageUrl, name, download } = props;
  const t = useText();
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  const [img, setImg] = useState<HTMLImageElement | null>(null);
  const stem = name.replace(/\.[^.]*$/, '');
  return (
    <div className="job-result">
      <pre aria-label={t('jobs.markdown')}>{status.markdown ?? ''}</pre>
      <button
        type="button"
        onClick={() =>
          download(`${stem}.md`, new Blob([status.markdown ?? ''], { type: 'text/markdown' }))
        }
      >
        {t('jobs.downloadMarkdown')}
      </button>
      {imageUrl && (
        <>
          <div
            className="blocks-over-image"
            style={{ position: 'relative', display: 'inline-block' }}
          >
            <img
              ref={setImg}
              src={imageUrl}
              alt={t('jobs.imageAlt', { name })}
              onLoad={(e) =>
                setSize({ w: e.currentTarget.naturalWidth, h: e.currentTarget.naturalHeight })
              }
              style={{ maxWidth: '100%' }}
            />
            {size && status.blocks.map((b, i) => <Box key={i} block={b} size={size} />)}
          </div>
          <button
            type="button"
            disabled={!img || !size}
            onClick={() =>
              img && drawn(img, status.blocks, (blob) => download(`${stem}-blocks.png`, blob))
            }
          >
            {t('jobs.downloadImage')}
          </button>
        </>
      )}
      <ol aria-label={t('jobs.blocks')}>
        {status.blocks.map((b, i) => (
          <li key={i}>{b.text}</li>
        ))}
      </ol>
    </div>
  );
}

const pct = (v: number, of: number) => `${(v / of) * 100}%`;
function Box({
  block: { text, bbox },
  size,
}: {
  block: ConsoleBlock;
  size: { w: number; h: number };
}) {
  const [x, y, w, h] = bbox;
  return (
    <div
      title={text}
      className="ocr-box"
      style={{
        position: 'absolute',
        left: pct(x, size.w),
        top: pct(y, size.h),
        width: pct(w, size.w),
        height: pct(h, size.h),
        outline: '2px solid #e63946',
      }}
    />
  );
}

/** The image with each block's box drawn in, as a PNG. */
function drawn(img: HTMLImageElement, blocks: ConsoleBlock[], done: (blob: Blob) => void): void {
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth;
  canvas.height = img.naturalHeight;
  const g = canvas.getContext('2d');
  if (!g) return;
  g.drawImage(img, 0, 0);
  g.strokeStyle = '#e63946';
  g.lineWidth = 2;
  for (const { bbox } of blocks) g.strokeRect(...bbox);
  canvas.toBlob((blob) => blob && done(blob), 'image/png');
}
