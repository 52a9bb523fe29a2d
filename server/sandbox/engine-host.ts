import type { TesseractPool } from '../engines/ocr/tesseract';
import type { EngineReply, EngineRequest, EngineTasks } from './engine-tasks';

/**
 * An engine process: runs one task at a time for the service (engine-process.ts), answers over
 * IPC, and exits when the service goes. An error that escapes every promise (Tesseract's worker,
 * a native decoder) is reported as the running task's failure before the process exits: the
 * service starts a fresh one for the next task. Engines load on first use: a lane's process
 * loads only its own.
 */
let pool: TesseractPool | null = null;
const tesseract = async () =>
  (pool ??= new (await import('../engines/ocr/tesseract')).TesseractPool());
const bytes = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength);

const TASKS: EngineTasks = {
  ocr: async (payload) =>
    (await import('../model-jobs/ocr-task')).runOcr(await tesseract(), payload),
  recognize: async ({ image, segmentation }) =>
    (await tesseract()).recognize(bytes(image), segmentation),
  render: async ({ image, blocks }) =>
    (await import('../engines/ocr/render-blocks')).renderBlocks(bytes(image), blocks),
  parse: async (payload) =>
    (await import('../model-jobs/document-task')).runDocumentParse(await tesseract(), payload),
  score: async (payload) => (await import('../model-jobs/score-task')).score(payload),
  memory: async ({ corpus, texts }) =>
    (await import('../engines/translation-memory')).matchMemory(corpus, texts),
};

let running: number | null = null;
const reply = (
  answer: { id: number } & ({ ok: true; result: unknown } | { ok: false; error: string }),
  then: () => void = () => undefined,
) => process.send!({ ...answer, warm: pool?.warmModes() ?? [] } satisfies EngineReply, then);
const words = (err: unknown) => (err instanceof Error ? err.message : String(err));

process.on('message', (request: EngineRequest) => {
  running = request.id;
  Promise.resolve()
    .then(() => (TASKS[request.task] as (input: unknown) => unknown)(request.input))
    .then(
      (result) => reply({ id: request.id, ok: true, result }),
      (err: unknown) => reply({ id: request.id, ok: false, error: words(err) }),
    )
    .finally(() => (running = null));
});

const fatal = (err: unknown) => {
  if (running === null) process.exit(70);
  reply({ id: running, ok: false, error: words(err) }, () => process.exit(70));
};
process.on('uncaughtException', fatal);
process.on('unhandledRejection', fatal);
// The service went away (or closed the channel): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
