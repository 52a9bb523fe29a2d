/**
 * The options page's model jobs console: an image goes to OCR (markdown, and blocks to draw over
 * it) with the model picked, a document to the parser with the backend picked; the page polls
 * the tasks through here. Needs a signed-in user, as every model job does.
 */
import type { LocaleLensClient } from '../contract/client';
import type {
  ConsoleKind,
  ConsoleModels,
  ConsoleStatus,
  ConsoleTask,
} from '../messaging/console-types';

/** The parser's backends the service serves (`vlm-auto-engine` is refused). */
const PARSE_BACKENDS_SERVED = ['hybrid-auto-engine', 'pipeline'] as const;
const ORDER = ['failed', 'queued', 'started', 'completed'] as const;
const normal = (s: string): ConsoleStatus['status'] =>
  s === 'pending' ? 'queued' : (ORDER.find((o) => o === s) ?? 'queued');

export async function consoleModels(client: LocaleLensClient): Promise<ConsoleModels> {
  const { models } = await client.models();
  return {
    ocr: models.filter((m) => m.kind === 'ocr').map((m) => m.name),
    documents: [...PARSE_BACKENDS_SERVED],
  };
}

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

export async function submitConsoleJob(
  client: LocaleLensClient,
  job: { kind: ConsoleKind; file: string; name: string; model: string },
): Promise<ConsoleTask[]> {
  if (job.kind === 'document') {
    const form = new FormData();
    form.append('file', new Blob([bytesOf(job.file)]), job.name);
    form.append('backend', job.model);
    // The client sends a multipart route's FormData as it is; its type is the parsed form's.
    const body = form as never;
    const { task_id } = await client.call('submitDocumentParse', { body });
    return [{ route: 'document', taskId: task_id }];
  }
  const [text, blocks] = await Promise.all([
    client.call('submitOcrExtract', {
      body: { image: job.file, model: job.model, output_format: 'markdown' },
    }),
    client.call('submitOcrExtractBlocks', { body: { image: job.file, model: job.model } }),
  ]);
  return [
    { route: 'ocr', taskId: text.task_id },
    { route: 'blocks', taskId: blocks.task_id },
  ];
}

export async function consoleStatus(
  client: LocaleLensClient,
  tasks: ConsoleTask[],
): Promise<ConsoleStatus> {
  const out: ConsoleStatus = {
    status: 'completed',
    stage: null,
    markdown: null,
    blocks: [],
    error: null,
  };
  const seen: ConsoleStatus['status'][] = [];
  for (const { route, taskId } of tasks) {
    const params = { params: { task_id: taskId } };
    if (route === 'blocks') {
      const t = await client.call('getOcrBlocksTask', params);
      seen.push(normal(t.status));
      out.error ??= t.error ?? null;
      for (const b of t.text_blocks ?? []) out.blocks.push({ text: b.text, bbox: b.bbox, page: 0 });
      continue;
    }
    if (route === 'ocr') {
      const t = await client.call('getOcrTask', params);
      seen.push(normal(t.status));
      out.error ??= t.error;
      if (t.result && 'markdown' in t.result) out.markdown = t.result.markdown;
      continue;
    }
    const t = await client.call('getDocumentParseTask', params);
    seen.push(normal(t.status));
    out.stage ??= t.stage ?? null;
    out.error ??= t.error;
    if (!t.result) continue;
    out.markdown = t.result.markdown;
    t.result.pages.forEach((page, i) =>
      page.blocks.forEach((b) => out.blocks.push({ text: b.markdown, bbox: b.bbox, page: i })),
    );
  }
  out.status = ORDER.find((o) => seen.includes(o)) ?? 'queued';
  return out;
}
