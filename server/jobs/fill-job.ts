import { EMPTY_ROW } from '../../lib/workflow/rules';
import { getProject, projectNamespaces } from '../store/projects';
import { fileTarget, getRows, getSourceKeys, putRow } from '../store/targets';
import { committedProgress, saveProgress, type JobRow } from './job-rows';
import type { JobContext } from './job-types';

export interface FillPayload {
  mode: 'machine_translation' | 'copy_source';
  namespace: string | null;
}

const CHUNK = 50;

/**
 * The v1 fill: rows with no text (or no row at all) get a copy of the source (a machine
 * translation once an engine is installed), marked `machine_translated` so reviewers know no person wrote them. Text is never
 * overwritten.
 */
export async function processFill(ctx: JobContext, job: JobRow): Promise<void> {
  const { db } = ctx;
  const { mode, namespace } = JSON.parse(job.payload) as FillPayload;
  const project = getProject(db, job.project_id);
  const locale = job.locale;
  if (!project || !locale) throw new Error('The project or locale of this job no longer exists');
  // No engine is installed: the route refuses this mode, so only an old queued job gets here.
  if (mode === 'machine_translation') throw new Error('No machine translation engine is installed');
  const pid = project.project_id;

  const todo: { namespace: string; key: string; source: string }[] = [];
  for (const ns of namespace ? [namespace] : projectNamespaces(db, pid)) {
    const rows = getRows(db, pid, locale, ns, null);
    for (const s of getSourceKeys(db, pid, ns, null).values()) {
      if (s.translatable && s.text !== '' && !rows.get(s.key)?.text)
        todo.push({ namespace: ns, key: s.key, source: s.text });
    }
  }
  // After a crash the rows already filled have text, so `todo` is the rest of the job.
  const progress = committedProgress(job);
  saveProgress(db, job.job_id, progress, progress.processed + todo.length);

  for (let start = 0; start < todo.length; start += CHUNK) {
    const chunk = todo.slice(start, start + CHUNK);
    const texts = chunk.map((t) => t.source);
    db.transaction(() => {
      const now = ctx.now();
      chunk.forEach((t, i) => {
        const existing = getRows(db, pid, locale, t.namespace, [t.key]).get(t.key);
        if (existing?.text) {
          progress.unchanged += 1;
          return;
        }
        const stageIndex =
          project.workflow_mode === 'per_file'
            ? fileTarget(db, pid, locale, t.namespace).stageIndex
            : 0;
        const base = existing ?? { ...EMPTY_ROW, key: t.key, stageIndex };
        const text = texts[i] ?? '';
        putRow(
          db,
          pid,
          locale,
          t.namespace,
          {
            ...base,
            key: t.key,
            text,
            rowState: text ? 'machine_translated' : 'empty',
            confirmedBy: null,
            isReady: false,
          },
          now,
        );
        progress[existing ? 'updated' : 'created'] += 1;
      });
      progress.processed += chunk.length;
      saveProgress(db, job.job_id, progress);
    })();
    await ctx.yieldNow();
  }
}
