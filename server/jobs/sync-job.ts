import { applyEdit, EMPTY_ROW } from '../../lib/workflow/rules';
import { getLocaleTargets, getProject } from '../store/projects';
import { fileTarget, getRows, getSourceKeys, putRow, putSourceKey } from '../store/targets';
import { recordHistory, type ActorRef } from '../store/row-history';
import { stmt } from '../store/statements';
import { committedProgress, insertJob, saveProgress, type JobRow } from './job-rows';
import type { JobContext } from './job-types';

export interface SyncItem {
  locale: string;
  namespace: string;
  key: string;
  value: string;
  /** The key's description for translators (source-language items). */
  description?: string;
}

export interface SyncPayload {
  items: SyncItem[];
  /** With auto_translate: the target languages to machine-translate into afterwards, and how. */
  autoTranslate?: { locale: string; model: string }[];
}

const CHUNK = 2_000;
/** A sync is the integration's doing, not a person's. */
const SYNC_ACTOR: ActorRef = { kind: 'key', id: null };

/**
 * Applies a sync batch: source-locale values create or update source keys (first, so targets of
 * new keys in the same batch find them); target-locale values update target rows.
 */
export async function processSync(ctx: JobContext, job: JobRow): Promise<void> {
  const { db } = ctx;
  const { items, autoTranslate } = JSON.parse(job.payload) as SyncPayload;
  const project = job.project_id ? await getProject(db, job.project_id) : undefined;
  if (!project) throw new Error('The project of this job no longer exists');
  const targets = new Map(
    (await getLocaleTargets(db, project.project_id)).map((t) => [t.locale, t]),
  );
  const ordered = [...items].sort(
    (a, b) =>
      Number(b.locale === project.source_locale) - Number(a.locale === project.source_locale),
  );
  const progress = committedProgress(job);
  const reject = (item: SyncItem, code: string, message: string) =>
    progress.rejected.push({ key: `${item.locale}:${item.namespace}:${item.key}`, code, message });

  const apply = async (item: SyncItem, now: number) => {
    const pid = project.project_id;
    if (item.locale === project.source_locale) {
      const outcome = await putSourceKey(
        db,
        pid,
        item.namespace,
        { key: item.key, text: item.value, translatable: true },
        now,
      );
      progress[outcome] += 1;
      // A description is news to translators even when the source text is unchanged.
      if (item.description !== undefined)
        await stmt(
          db,
          'UPDATE source_keys SET description = ? WHERE project_id = ? AND namespace = ? AND key = ?',
        ).run(item.description || null, pid, item.namespace, item.key);
      return;
    }
    const target = targets.get(item.locale);
    if (!target)
      return reject(item, 'LOCALE_NOT_FOUND', `"${item.locale}" is not a locale of this project`);
    if (target.archived) return reject(item, 'ARCHIVED', `"${item.locale}" was archived`);
    const source = (await getSourceKeys(db, pid, item.namespace, [item.key])).get(item.key);
    if (!source)
      return reject(item, 'KEY_NOT_FOUND', 'No source key; send the source-locale value first');
    if (!source.translatable)
      return reject(item, 'NOT_TRANSLATABLE', 'The source key is marked not translatable');
    const existing = (await getRows(db, pid, item.locale, item.namespace, [item.key])).get(
      item.key,
    );
    if (existing?.text === item.value) {
      progress.unchanged += 1;
      return;
    }
    const stageIndex =
      project.workflow_mode === 'per_file'
        ? (await fileTarget(db, pid, item.locale, item.namespace)).stageIndex
        : 0;
    const row = existing ?? { ...EMPTY_ROW, key: item.key, stageIndex };
    const saved = { ...applyEdit(row, item.value), key: item.key };
    await putRow(db, pid, item.locale, item.namespace, saved, now);
    await recordHistory(
      db,
      { projectId: pid, locale: item.locale, namespace: item.namespace, key: item.key },
      {
        at: now,
        actor: SYNC_ACTOR,
        action: 'sync',
        text: item.value,
        stageIndex: saved.stageIndex,
      },
    );
    progress[existing ? 'updated' : 'created'] += 1;
  };

  // The order is deterministic, so the items before `processed` are exactly the committed ones.
  for (let start = progress.processed; start < ordered.length; start += CHUNK) {
    const chunk = ordered.slice(start, start + CHUNK);
    await db.tx(async () => {
      const now = ctx.now();
      for (const item of chunk) await apply(item, now);
      progress.processed += chunk.length;
      await saveProgress(db, job.job_id, progress);
    });
    await ctx.yieldNow();
  }
  // Auto-translation: the batch's source keys are filled in each target language by machine,
  // as fills of their own (queued together with the sync's last chunk, so a crash loses none).
  const sourceKeys = items
    .filter((i) => i.locale === project.source_locale)
    .map((i) => ({ namespace: i.namespace, key: i.key }));
  if (autoTranslate?.length && sourceKeys.length && !(await hasQueuedFills(db, job.job_id)))
    await db.tx(async () => {
      for (const { locale, model } of autoTranslate)
        await insertJob(
          db,
          {
            kind: 'fill',
            projectId: project.project_id,
            locale,
            payload: {
              mode: 'machine_translation',
              namespace: null,
              model,
              keys: sourceKeys,
              after: job.job_id,
            },
            totalKeys: sourceKeys.length,
          },
          ctx.now(),
        );
    });
}

/** Whether this sync's fills are already queued (a sync run again after a crash). */
const hasQueuedFills = async (db: JobContext['db'], syncJobId: string) =>
  (await stmt(
    db,
    `SELECT 1 FROM jobs WHERE kind = 'fill' AND ${db.dialect.jsonText('payload', 'after')} = ?`,
  ).get(syncJobId)) !== undefined;
