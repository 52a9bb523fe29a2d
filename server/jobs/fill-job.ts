import { EMPTY_ROW } from '../../lib/workflow/rules';
import { getProject, projectNamespaces } from '../store/projects';
import { fileTarget, getRows, putRows, type RowWrite } from '../store/targets';
import { getSourceKeys } from '../store/source-keys';
import { translateTexts } from '../engines/translate-texts';
import { recordHistory, type ActorRef } from '../store/row-history';
import { afterBulkWrite } from './bulk-writes';
import { committedProgress, saveProgress, saveResult, type JobRow } from '../store/jobs';
import type { JobDeps } from './job-types';
import { mapInOrder } from '../store/in-order';

export interface FillPayload {
  mode: 'machine_translation' | 'copy_source';
  namespace: string | null;
  /** The engine a machine-translation fill runs on, chosen when it was queued. */
  model?: string | null;
  /** Who asked for the fill (null for a key): the rows' history names them. */
  userId?: string | null;
  /** Only these keys (a sync batch's auto-translation); absent means every empty row. */
  keys?: { namespace: string; key: string }[] | null;
}

const CHUNK = 50;

/**
 * The v1 fill: rows with no text (or no row at all) get a machine translation of the source, or a
 * copy of it, marked `machine_translated` so reviewers know no person wrote them. Text is never
 * overwritten: a row that gained text while the engine worked keeps it.
 */
export async function processFill(ctx: JobDeps, job: JobRow): Promise<void> {
  const { db } = ctx;
  const { mode, namespace, model, keys, userId } = JSON.parse(job.payload) as FillPayload;
  const actor: ActorRef = userId ? { kind: 'user', id: userId } : { kind: 'key', id: null };
  const project = job.project_id ? await getProject(db, job.project_id) : undefined;
  const locale = job.locale;
  if (!project || !locale) throw new Error('The project or locale of this job no longer exists');
  const pid = project.project_id;
  // Kept past the job's end (its payload is not): the fill.completed event names the namespace.
  await saveResult(db, job.job_id, { namespace });
  const route =
    mode === 'machine_translation'
      ? ctx.engines.route(model ?? '', project.source_locale, locale, true)
      : null;
  if (route && 'refused' in route) throw new Error(route.refused);
  if (route && !route.engine.ready()) await route.engine.warmup();
  const only = keys ? new Set(keys.map((k) => `${k.namespace}\u0000${k.key}`)) : null;

  const todo: { namespace: string; key: string; source: string }[] = [];
  for (const ns of namespace ? [namespace] : await projectNamespaces(db, pid)) {
    const rows = await getRows(db, pid, locale, ns, null);
    for (const s of (await getSourceKeys(db, pid, ns, null)).values()) {
      if (only && !only.has(`${ns}\u0000${s.key}`)) continue;
      if (s.translatable && s.text !== '' && !rows.get(s.key)?.text)
        todo.push({ namespace: ns, key: s.key, source: s.text });
    }
  }
  // After a crash the rows already filled have text, so `todo` is the rest of the job.
  const progress = committedProgress(job);
  await saveProgress(db, job.job_id, progress, progress.processed + todo.length);

  for (let start = 0; start < todo.length; start += CHUNK) {
    const chunk = todo.slice(start, start + CHUNK);
    const sources = chunk.map((t) => t.source);
    const texts = route ? await translateTexts(route, sources) : sources;
    await db.tx(async () => {
      const now = ctx.now();
      // The chunk's rows are written together: one change event for the chunk, not one a row.
      const writes: RowWrite[] = [];
      await mapInOrder(chunk, async (t, i) => {
        const existing = (await getRows(db, pid, locale, t.namespace, [t.key])).get(t.key);
        if (existing?.text) {
          progress.unchanged += 1;
          return;
        }
        const stageIndex =
          project.workflow_mode === 'per_file'
            ? (await fileTarget(db, pid, locale, t.namespace)).stageIndex
            : 0;
        const base = existing ?? { ...EMPTY_ROW, key: t.key, stageIndex };
        const text = texts[i] ?? '';
        await recordHistory(
          db,
          { projectId: pid, locale, namespace: t.namespace, key: t.key },
          { at: now, actor, action: 'fill', text, stageIndex: base.stageIndex },
        );
        writes.push({
          locale,
          namespace: t.namespace,
          row: {
            ...base,
            key: t.key,
            text,
            rowState: text ? 'machine_translated' : 'empty',
            confirmedBy: null,
            isReady: false,
          },
        });
        progress[existing ? 'updated' : 'created'] += 1;
      });
      await putRows(db, pid, writes, now);
      progress.processed += chunk.length;
      await saveProgress(db, job.job_id, progress);
    });
    await ctx.yieldNow();
  }
  await afterBulkWrite(db, progress.created + progress.updated);
}
