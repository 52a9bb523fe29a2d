import type { PlanChange, PushResult } from '../../../lib/contract/push';
import { planRestore, writes } from '../../../lib/workflow/push-plan';
import type { Service } from '../../service-deps';
import type { KeyCaller } from '../../store/callers';
import { HttpError } from '../../errors';
import { deleteRows, deleteSourceKeys, describedSourceKeys } from '../../store/key-removals';
import type { ProjectRow } from '../../store/projects';
import {
  readJournal,
  writeJournal,
  type JournalEntry,
  type PriorSource,
} from '../../store/push-journal';
import { actorOf } from '../../store/row-history';
import { describeSourceKeys, putSourceKeys } from '../../store/source-keys';
import { getRows, putRow, type StoredRow } from '../../store/targets';
import { beginProjectWrite, changeOf } from './project-write';

/**
 * Puts back what a push replaced, as it was (a row with its state and stage, a source key with
 * its description). A text someone changed after the push is a conflict, left alone unless
 * `overwrite`. The restore is journaled in turn, so it can be undone the same way.
 */
export async function restorePush(
  svc: Service,
  caller: KeyCaller,
  journalId: string,
  o: { overwrite: boolean; dry_run: boolean; author?: string },
): Promise<PushResult> {
  return svc.db.tx(async () => {
    const { project } = await beginProjectWrite(svc, caller.projectId);
    const entries = await readJournal(svc.db, project.project_id, journalId);
    if (!entries) throw new HttpError(404, 'NOT_FOUND', 'No such journal in this project');
    const isSource = (e: JournalEntry) => e.locale === project.source_locale;
    // Source keys come back before their translations, and go after them.
    const ordered = [
      ...entries.filter((e) => isSource(e) && e.prior !== null),
      ...entries.filter((e) => !isSource(e)),
      ...entries.filter((e) => isSource(e) && e.prior === null),
    ];
    const now = svc.now();
    const undo: JournalEntry[] = [];
    const changes: PlanChange[] = [];
    for (const e of ordered) {
      const current = await currentOf(svc, project, e);
      const c = planRestore({
        key: e.key,
        before: e.prior?.text ?? null,
        after: e.left,
        current: current?.text || null,
      });
      const sourceGone =
        !isSource(e) && e.prior !== null && !(await hasSource(svc, project, e.namespace, e.key));
      if (sourceGone) {
        const error = {
          code: 'KEY_NOT_FOUND',
          message: 'The source key is gone; restore it first',
        };
        changes.push({ ...changeOf(e.locale, e.namespace, c, false), error });
        continue;
      }
      const write = !o.dry_run && c.action !== 'unchanged' && writes(c.action, o.overwrite);
      changes.push(changeOf(e.locale, e.namespace, c, write));
      if (!write) continue;
      undo.push({ ...e, prior: current, left: e.prior?.text ?? null });
      await putBack(svc, project, e, now);
    }
    const journal = undo.length
      ? await writeJournal(svc.db, {
          projectId: project.project_id,
          at: now,
          actor: actorOf(caller),
          author: o.author ?? null,
          restores: journalId,
          entries: undo,
        })
      : null;
    return { journal, changes };
  });
}

async function currentOf(svc: Service, project: ProjectRow, e: JournalEntry) {
  const pid = project.project_id;
  if (e.locale === project.source_locale)
    return (await describedSourceKeys(svc.db, pid, e.namespace, [e.key])).get(e.key) ?? null;
  return (await getRows(svc.db, pid, e.locale, e.namespace, [e.key])).get(e.key) ?? null;
}

const hasSource = async (svc: Service, project: ProjectRow, namespace: string, key: string) =>
  (await describedSourceKeys(svc.db, project.project_id, namespace, [key])).has(key);

async function putBack(svc: Service, project: ProjectRow, e: JournalEntry, now: number) {
  const pid = project.project_id;
  if (e.locale === project.source_locale) {
    if (e.prior === null) return deleteSourceKeys(svc.db, pid, e.namespace, [e.key]);
    const prior = e.prior as PriorSource;
    const source = { key: e.key, text: prior.text, translatable: prior.translatable };
    await putSourceKeys(svc.db, pid, [{ namespace: e.namespace, source }], now);
    const description = prior.description ?? '';
    await describeSourceKeys(svc.db, pid, [{ namespace: e.namespace, source, description }], now);
    return;
  }
  if (e.prior === null) return deleteRows(svc.db, pid, e.locale, e.namespace, [e.key]);
  await putRow(svc.db, pid, e.locale, e.namespace, { ...(e.prior as StoredRow), key: e.key }, now);
}
