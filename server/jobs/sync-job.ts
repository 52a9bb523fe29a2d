import { applyEdit, EMPTY_ROW } from '../../lib/workflow/rules';
import { getLocaleTargets, getProject } from '../store/projects';
import { fileTarget, getRows, putRows, type RowWrite, type StoredRow } from '../store/targets';
import {
  describeSourceKeys,
  getSourceKeys,
  putSourceKeys,
  type SourceKey,
} from '../store/source-keys';
import {
  recordHistories,
  type ActorRef,
  type HistoryEntry,
  type RowAddress,
} from '../store/row-history';
import { afterBulkWrite } from './bulk-writes';
import {
  committedProgress,
  hasQueuedFills,
  insertJob,
  saveProgress,
  type JobRow,
} from '../store/jobs';
import type { JobDeps } from './job-types';

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

/** What a chunk's items find stored, read in one query per namespace (and per locale). */
interface Known {
  sources: Map<string, SourceKey>;
  rows: Map<string, StoredRow>;
}

async function readChunk(db: JobDeps['db'], pid: string, chunk: SyncItem[]): Promise<Known> {
  const known: Known = { sources: new Map(), rows: new Map() };
  const groups = new Map<string, { locale: string; namespace: string; keys: string[] }>();
  for (const item of chunk) {
    for (const locale of ['', item.locale]) {
      const id = `${locale}\u0000${item.namespace}`;
      let g = groups.get(id);
      if (!g) groups.set(id, (g = { locale, namespace: item.namespace, keys: [] }));
      g.keys.push(item.key);
    }
  }
  for (const { locale, namespace, keys } of groups.values()) {
    if (locale === '') {
      for (const [key, source] of await getSourceKeys(db, pid, namespace, keys))
        known.sources.set(`${namespace}\u0000${key}`, source);
    } else {
      for (const [key, row] of await getRows(db, pid, locale, namespace, keys))
        known.rows.set(`${locale}\u0000${namespace}\u0000${key}`, row);
    }
  }
  return known;
}
/** What a chunk writes, in multi-row statements of four kinds. */
interface Writes {
  sources: { namespace: string; source: SourceKey }[];
  described: { namespace: string; source: SourceKey; description: string }[];
  rows: RowWrite[];
  history: { row: RowAddress; entry: HistoryEntry }[];
}

/** A sync is the integration's doing, not a person's. */
const SYNC_ACTOR: ActorRef = { kind: 'key', id: null };

/**
 * Applies a sync batch: source-locale values create or update source keys (first, so targets of
 * new keys in the same batch find them); target-locale values update target rows.
 */
export async function processSync(ctx: JobDeps, job: JobRow): Promise<void> {
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

  const pid = project.project_id;
  const stages = new Map<string, number>();
  const stageOf = async (locale: string, namespace: string) => {
    if (project.workflow_mode !== 'per_file') return 0;
    const id = `${locale}\u0000${namespace}`;
    let stage = stages.get(id);
    if (stage === undefined)
      stages.set(id, (stage = (await fileTarget(db, pid, locale, namespace)).stageIndex));
    return stage;
  };
  /** Decides what an item changes, against what the chunk read, and queues the writes. */
  const apply = async (item: SyncItem, now: number, known: Known, out: Writes) => {
    const sourceId = `${item.namespace}\u0000${item.key}`;
    if (item.locale === project.source_locale) {
      const before = known.sources.get(sourceId) ?? null;
      const source = {
        key: item.key,
        text: item.value,
        translatable: before?.translatable ?? true,
      };
      known.sources.set(sourceId, source);
      const outcome = !before ? 'created' : before.text === item.value ? 'unchanged' : 'updated';
      progress[outcome] += 1;
      // A description is news to translators even when the source text is unchanged.
      if (outcome !== 'unchanged') out.sources.push({ namespace: item.namespace, source });
      if (item.description !== undefined)
        out.described.push({ namespace: item.namespace, source, description: item.description });
      return;
    }
    const target = targets.get(item.locale);
    if (!target)
      return reject(item, 'LOCALE_NOT_FOUND', `"${item.locale}" is not a locale of this project`);
    if (target.archived) return reject(item, 'ARCHIVED', `"${item.locale}" was archived`);
    const source = known.sources.get(sourceId);
    if (!source)
      return reject(item, 'KEY_NOT_FOUND', 'No source key; send the source-locale value first');
    if (!source.translatable)
      return reject(item, 'NOT_TRANSLATABLE', 'The source key is marked not translatable');
    const existing = known.rows.get(`${item.locale}\u0000${sourceId}`);
    if (existing?.text === item.value) {
      progress.unchanged += 1;
      return;
    }
    const stageIndex = await stageOf(item.locale, item.namespace);
    const row = existing ?? { ...EMPTY_ROW, key: item.key, stageIndex };
    const saved = { ...applyEdit(row, item.value), key: item.key };
    out.rows.push({ locale: item.locale, namespace: item.namespace, row: saved });
    out.history.push({
      row: { projectId: pid, locale: item.locale, namespace: item.namespace, key: item.key },
      entry: { at: now, actor: SYNC_ACTOR, action: 'sync', text: item.value, stageIndex },
    });
    progress[existing ? 'updated' : 'created'] += 1;
  };

  // The order is deterministic, so the items before `processed` are exactly the committed ones.
  for (let start = progress.processed; start < ordered.length; start += CHUNK) {
    const chunk = ordered.slice(start, start + CHUNK);
    await db.tx(async () => {
      const now = ctx.now();
      const known = await readChunk(db, pid, chunk);
      const out: Writes = { sources: [], described: [], rows: [], history: [] };
      for (const item of chunk) await apply(item, now, known, out);
      // Sources first: the chunk's rows may be of keys it creates.
      await putSourceKeys(db, pid, out.sources, now);
      await describeSourceKeys(db, pid, out.described, now);
      await putRows(db, pid, out.rows, now);
      await recordHistories(db, out.history);
      progress.processed += chunk.length;
      await saveProgress(db, job.job_id, progress);
    });
    await ctx.yieldNow();
  }
  await afterBulkWrite(db, progress.created + progress.updated);
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
