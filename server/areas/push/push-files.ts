import type { z } from 'zod';
import type { PlanChange, PushResult, pushRequest } from '../../../lib/contract/push';
import { importedRow, planFile, writes } from '../../../lib/workflow/push-plan';
import { EMPTY_ROW } from '../../../lib/workflow/rules';
import type { Service } from '../../service-deps';
import type { KeyCaller } from '../../store/callers';
import { afterBulkWrite } from '../../jobs/bulk-writes';
import {
  deleteRows,
  deleteSourceKeys,
  describedSourceKeys,
  rowsInEveryLocale,
} from '../../store/key-removals';
import type { LocaleTargetRow, ProjectRow } from '../../store/projects';
import { journaledBase, writeJournal } from '../../store/push-journal';
import { actorOf, recordHistories, type ActorRef } from '../../store/row-history';
import { describeSourceKeys, getSourceKeys, putSourceKeys } from '../../store/source-keys';
import { fileTarget, getRows, putRows, type RowWrite } from '../../store/targets';
import { effectiveWorkflow } from '../editor/locale-context';
import { beginProjectWrite, changeOf, checkFiles, type WriteLog } from './project-write';

type Body = z.infer<typeof pushRequest>;
type File = Body['files'][number];

interface Push extends WriteLog {
  svc: Service;
  project: ProjectRow;
  body: Body;
  now: number;
  actor: ActorRef;
  /** Source keys this push creates (`namespace\u0000key`): a dry run plans their translations. */
  created: Set<string>;
  /** A file without a base is planned against the texts the journals say a push last left. */
  journaled: boolean;
}

const nonEmpty = (texts: Iterable<[string, { text: string }]>) =>
  new Map([...texts].filter(([, v]) => v.text !== '').map(([k, v]) => [k, v.text]));
const baseOf = async (p: Push, file: File) =>
  file.base
    ? new Map(file.base.map((b) => [b.key, b.text]))
    : p.journaled
      ? await journaledBase(p.svc.db, p.project.project_id, file.locale, file.namespace)
      : null;

/**
 * A push of locale files, planned and written in one transaction (so nothing changes between the
 * plan and the write): source-language files first, so their new keys are there for translations.
 */
export async function pushFiles(
  svc: Service,
  caller: KeyCaller,
  body: Body,
  o: { journaledBase?: boolean } = {},
): Promise<PushResult> {
  return svc.db.tx(async () => {
    const { project, targets } = await beginProjectWrite(svc, caller.projectId);
    checkFiles(body.files, project, targets);
    const p: Push = {
      svc,
      project,
      body,
      now: svc.now(),
      actor: actorOf(caller),
      created: new Set(),
      journaled: o.journaledBase ?? false,
      journal: [],
      history: [],
    };
    const results = new Map<File, PlanChange[]>();
    const isSource = (f: File) => f.locale === project.source_locale;
    for (const file of body.files.filter(isSource)) results.set(file, await pushSource(p, file));
    for (const file of body.files.filter((f) => !isSource(f)))
      results.set(file, await pushTarget(p, file, targets.get(file.locale)!));
    if (body.dry_run) return { journal: null, changes: body.files.flatMap((f) => results.get(f)!) };
    await describe(p);
    await recordHistories(svc.db, p.history);
    await afterBulkWrite(svc.db, p.journal.length);
    const journal = p.journal.length
      ? await writeJournal(svc.db, {
          projectId: project.project_id,
          at: p.now,
          actor: p.actor,
          author: body.author ?? null,
          restores: null,
          entries: p.journal,
        })
      : null;
    return { journal, changes: body.files.flatMap((f) => results.get(f)!) };
  });
}

async function pushSource(p: Push, file: File): Promise<PlanChange[]> {
  const { db } = p.svc;
  const pid = p.project.project_id;
  const stored = await describedSourceKeys(db, pid, file.namespace);
  const plan = planFile({
    entries: file.entries,
    service: nonEmpty(stored),
    base: await baseOf(p, file),
    removeMissing: p.body.remove_missing,
  });
  const puts: {
    namespace: string;
    source: { key: string; text: string; translatable: boolean };
  }[] = [];
  const removed: string[] = [];
  for (const c of plan) if (c.action === 'create') p.created.add(`${file.namespace}\u0000${c.key}`);
  const out = plan.map((c) => {
    const write = !p.body.dry_run && writes(c.action, p.body.overwrite);
    if (!write) return changeOf(file.locale, file.namespace, c, false);
    const prior = stored.get(c.key) ?? null;
    if (c.to === undefined) removed.push(c.key);
    else
      puts.push({
        namespace: file.namespace,
        source: { key: c.key, text: c.to, translatable: prior?.translatable ?? true },
      });
    p.journal.push({
      locale: file.locale,
      namespace: file.namespace,
      key: c.key,
      prior,
      left: c.to ?? null,
    });
    return changeOf(file.locale, file.namespace, c, true);
  });
  // A removed source key takes its translations with it: journaled too, so restore brings them.
  for (const { locale, row } of await rowsInEveryLocale(db, pid, file.namespace, removed))
    p.journal.push({ locale, namespace: file.namespace, key: row.key, prior: row, left: null });
  await deleteSourceKeys(db, pid, file.namespace, removed);
  await putSourceKeys(db, pid, puts, p.now);
  return out;
}

async function pushTarget(p: Push, file: File, target: LocaleTargetRow): Promise<PlanChange[]> {
  const { db } = p.svc;
  const pid = p.project.project_id;
  const { locale, namespace } = file;
  const sources = await getSourceKeys(db, pid, namespace, null);
  const rows = await getRows(db, pid, locale, namespace, null);
  const plan = planFile({
    entries: file.entries,
    service: nonEmpty(rows),
    base: await baseOf(p, file),
    removeMissing: p.body.remove_missing,
  });
  const fuzzy = new Set(file.entries.filter((e) => e.fuzzy).map((e) => e.key));
  const workflow = effectiveWorkflow(p.project, target.workflow_key);
  const perFile = workflow.mode === 'per_file';
  const fileStage =
    perFile && !p.body.dry_run ? (await fileTarget(db, pid, locale, namespace)).stageIndex : 0;
  const puts: RowWrite[] = [];
  const removed: string[] = [];
  const out: PlanChange[] = [];
  for (const c of plan) {
    const planned = p.created.has(`${namespace}\u0000${c.key}`)
      ? { translatable: true }
      : undefined;
    const source = sources.get(c.key) ?? planned;
    const error =
      c.to === undefined
        ? undefined
        : !source
          ? { code: 'KEY_NOT_FOUND', message: 'No source key: push the source language first' }
          : !source.translatable
            ? { code: 'NOT_TRANSLATABLE', message: 'The source key is marked not translatable' }
            : undefined;
    if (error || p.body.dry_run || !writes(c.action, p.body.overwrite)) {
      out.push({ ...changeOf(locale, namespace, c, false), ...(error ? { error } : {}) });
      continue;
    }
    const prior = rows.get(c.key) ?? null;
    p.journal.push({ locale, namespace, key: c.key, prior, left: c.to ?? null });
    out.push(changeOf(locale, namespace, c, true));
    if (c.to === undefined) {
      removed.push(c.key);
      continue;
    }
    const row = importedRow(prior ?? { ...EMPTY_ROW, stageIndex: fileStage }, c.to, {
      delivered: p.body.approve && !fuzzy.has(c.key),
      workStageCount: workflow.workStageCount,
      perFile,
    });
    puts.push({ locale, namespace, row: { ...row, key: c.key } });
    p.history.push({
      row: { projectId: pid, locale, namespace, key: c.key },
      entry: { at: p.now, actor: p.actor, action: 'sync', text: c.to, stageIndex: row.stageIndex },
    });
  }
  await deleteRows(db, pid, locale, namespace, removed);
  await putRows(db, pid, puts, p.now);
  return out;
}

/**
 * Descriptions for translators follow the files (the service has no editor for them): the source
 * language's file says it, else a translation's file (a PO comment, an XLIFF note).
 */
async function describe(p: Push): Promise<void> {
  const wanted = new Map<string, Map<string, string>>();
  const files = [...p.body.files].sort(
    (a, b) =>
      Number(b.locale === p.project.source_locale) - Number(a.locale === p.project.source_locale),
  );
  for (const file of files) {
    const ns = wanted.get(file.namespace) ?? new Map<string, string>();
    wanted.set(file.namespace, ns);
    for (const e of file.entries)
      if (e.description !== undefined && !ns.has(e.key)) ns.set(e.key, e.description);
  }
  const pid = p.project.project_id;
  for (const [namespace, descriptions] of wanted) {
    if (descriptions.size === 0) continue;
    const stored = await describedSourceKeys(p.svc.db, pid, namespace);
    const writes = [...descriptions].flatMap(([key, description]) => {
      const source = stored.get(key);
      return source && (source.description ?? '') !== description
        ? [{ namespace, source, description }]
        : [];
    });
    await describeSourceKeys(p.svc.db, pid, writes, p.now);
  }
}
