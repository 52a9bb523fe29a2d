import type { WebhookEvent } from '../../../lib/contract/webhooks';
import { REASON_TEXT, reasonToCode } from '../../../lib/workflow/reasons';
import { applyTransition, checkAction, fileReadyToAdvance } from '../../../lib/workflow/rules';
import type { Service } from '../../service-deps';
import { requireWriter } from '../../http/auth';
import { HttpError } from '../../errors';
import type { Serve } from '../../http/serve-routes';
import { actorOf, addComment, recordHistory } from '../../store/row-history';
import { fileChange, recordChanges } from '../../store/row-changes';
import {
  clearFileConfirmations,
  fileTarget,
  getRows,
  putRow,
  setFileStage,
} from '../../store/targets';
import { getSourceKeys } from '../../store/source-keys';
import { emitEvent, rowEventData } from '../../webhooks/events';
import {
  applyFileStage,
  localeContext,
  readRows,
  toEntry,
  type LocaleContext,
} from './locale-context';

/** Seconds a client should wait before retrying a write to a busy locale. */
export const BUSY_RETRY_AFTER_S = 2;

/** The transitions webhooks hear of; unapprove, lock and unlock are not events. */
const TRANSITION_EVENTS: Partial<Record<string, WebhookEvent>> = {
  confirm: 'translation.confirmed',
  reject: 'translation.rejected',
  approve: 'translation.approved',
};

export const busyError = () =>
  new HttpError(423, 'TARGET_BUSY', REASON_TEXT.busy, {
    'retry-after': String(BUSY_RETRY_AFTER_S),
  });

export function transitionRoute(serve: Serve, svc: Service): void {
  serve('transitionTarget', async (c, { caller, body }) => {
    requireWriter(caller);
    const { locale, namespace, key, action, reason } = body;
    const ctx = await localeContext(svc, caller, locale, namespace);
    const pid = ctx.project.project_id;

    let queued = 0;
    const entry = await svc.db.tx(async () => {
      const { source, row } = (await readRows(svc, ctx, namespace, [key], true)).get(key) ?? {};
      if (!source) throw new HttpError(404, 'NOT_FOUND', `No source key "${key}" in ${namespace}`);
      const verdict = checkAction(action, row ?? null, ctx.actor, ctx.state);
      if (!verdict.allowed) {
        if (verdict.reason === 'busy') throw busyError();
        const status = verdict.reason === 'no_row' ? 404 : 403;
        throw new HttpError(status, reasonToCode(verdict.reason), REASON_TEXT[verdict.reason]);
      }
      const effect = applyTransition(action, row!, ctx.actor, ctx.mode);
      const saved = { ...effect.row, key };
      await putRow(svc.db, pid, locale, namespace, saved, svc.now());
      if (ctx.mode === 'per_file') await moveFile(svc, ctx, namespace, effect.fileStageDelta);
      await applyFileStage(svc, ctx, namespace, [saved]);
      const address = { projectId: pid, locale, namespace, key };
      const at = svc.now();
      const actor = actorOf(caller);
      await recordHistory(svc.db, address, {
        at,
        actor,
        action,
        text: saved.text,
        stageIndex: saved.stageIndex,
      });
      // A reject's reason is a comment on the row: the translator reads it beside the text.
      if (action === 'reject' && reason) await addComment(svc.db, address, actor, reason, at);
      const event = TRANSITION_EVENTS[action];
      if (event)
        queued = await emitEvent(
          svc.db,
          svc.now(),
          pid,
          event,
          namespace,
          rowEventData(locale, namespace, saved, ctx.actor.userId),
        );
      return toEntry(saved, source, ctx);
    });
    if (queued) svc.worker.notify();
    return c.json({ entry });
  });
}

/** per_file: a reject sends the file back; the last confirmation moves it on. */
async function moveFile(
  svc: Service,
  ctx: LocaleContext,
  namespace: string,
  delta: -1 | 0,
): Promise<void> {
  const pid = ctx.project.project_id;
  const { stageIndex } = await fileTarget(svc.db, pid, ctx.locale, namespace);
  const moved = () =>
    recordChanges(svc.db, pid, svc.now(), [fileChange(ctx.locale, namespace, 'stage', svc.now())]);
  if (delta < 0) {
    await setFileStage(svc.db, pid, ctx.locale, namespace, stageIndex - 1);
    return moved();
  }
  const sources = [...(await getSourceKeys(svc.db, pid, namespace, null)).values()].filter(
    (s) => s.translatable,
  );
  const rows = await getRows(svc.db, pid, ctx.locale, namespace, null);
  const fileRows = sources.map((s) => rows.get(s.key) ?? { confirmedBy: null });
  if (!fileReadyToAdvance(fileRows, stageIndex, ctx.state.workStageCount)) return;
  await setFileStage(svc.db, pid, ctx.locale, namespace, stageIndex + 1);
  // Each stage confirms anew.
  await clearFileConfirmations(svc.db, pid, ctx.locale, namespace);
  await moved();
}
