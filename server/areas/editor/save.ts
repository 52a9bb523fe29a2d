import type { SaveRowResult } from '../../../lib/contract/editor';
import { REASON_TEXT, reasonToCode } from '../../../lib/workflow/reasons';
import { applyEdit, checkAction, EMPTY_ROW } from '../../../lib/workflow/rules';
import type { Service } from '../../service-deps';
import { requireWriter } from '../../http/auth';
import { ValidationError } from '../../errors';
import type { Serve } from '../../http/serve-routes';
import { inputKeyed } from '../../http/input-keyed';
import { actorOf, recordHistory } from '../../store/row-history';
import { fileTarget, putRow, type StoredRow } from '../../store/targets';
import { eventSink, rowEventData } from '../../webhooks/events';
import { localeContext, readRows, toEntry } from './locale-context';

/** The editor's batch save: each row judged by lib/workflow and guarded by base_text. */
export function saveRoute(serve: Serve, svc: Service): void {
  serve('saveTargets', async (c, { caller, body }) => {
    requireWriter(caller);
    const ctx = await localeContext(svc, caller, body.locale, body.namespace);
    const pid = ctx.project.project_id;
    const keys = body.rows.map((r) => r.key);
    const duplicate = keys.findIndex((k, i) => keys.indexOf(k) !== i);
    if (duplicate >= 0) {
      throw new ValidationError([
        {
          loc: ['body', 'rows', duplicate, 'key'],
          msg: 'The key appears more than once in this save',
          type: 'duplicate_key',
          input: keys[duplicate],
        },
      ]);
    }
    const results = inputKeyed<SaveRowResult>();
    if (ctx.state.busy && !ctx.state.archived) {
      // A busy locale refuses every row, whatever the row.
      for (const key of keys)
        results[key] = { ok: false, code: 'TARGET_BUSY', message: REASON_TEXT.busy };
      return c.json({ results });
    }

    const events = eventSink(svc.db, svc.now(), pid);
    await svc.db.tx(async () => {
      const found = await readRows(svc, ctx, body.namespace, keys, true);
      const newRowStage =
        ctx.mode === 'per_file'
          ? (await fileTarget(svc.db, pid, body.locale, body.namespace)).stageIndex
          : 0;
      const now = svc.now();
      for (const { key, text, base_text } of body.rows) {
        const source = found.get(key)?.source;
        if (!source) {
          results[key] = {
            ok: false,
            code: 'NOT_FOUND',
            message: `No source key "${key}" in ${body.namespace}`,
          };
          continue;
        }
        if (!source.translatable) {
          results[key] = {
            ok: false,
            code: 'FORBIDDEN',
            message: 'The source key is marked not translatable',
          };
          continue;
        }
        const existing = found.get(key)?.row ?? null;
        const verdict = checkAction('edit', existing, ctx.actor, ctx.state);
        if (!verdict.allowed) {
          const code = reasonToCode(verdict.reason) as Extract<
            SaveRowResult,
            { ok: false }
          >['code'];
          results[key] = { ok: false, code, message: REASON_TEXT[verdict.reason] };
          continue;
        }
        const current = existing?.text ?? '';
        // Saving what is already there is a no-op success: an outbox replay applies exactly once.
        if (existing && current === text) {
          results[key] = { ok: true, entry: await toEntry(existing, source, ctx) };
          continue;
        }
        if (base_text != null && base_text !== current) {
          results[key] = {
            ok: false,
            code: 'CONFLICT',
            message: 'Someone else changed this row since you started editing',
            entry: existing ? await toEntry(existing, source, ctx) : null,
          };
          continue;
        }
        const start: StoredRow = existing ?? { ...EMPTY_ROW, key, stageIndex: newRowStage };
        const saved = { ...applyEdit(start, text), key };
        await putRow(svc.db, pid, body.locale, body.namespace, saved, now);
        await recordHistory(
          svc.db,
          { projectId: pid, locale: body.locale, namespace: body.namespace, key },
          {
            at: now,
            actor: actorOf(caller),
            action: 'edit',
            text,
            stageIndex: saved.stageIndex,
          },
        );
        await events.emit(
          'translation.updated',
          body.namespace,
          rowEventData(body.locale, body.namespace, saved, ctx.actor.userId),
        );
        results[key] = { ok: true, entry: await toEntry(saved, source, ctx) };
      }
    });
    if (events.queued()) svc.worker.notify();
    return c.json({ results });
  });
}
