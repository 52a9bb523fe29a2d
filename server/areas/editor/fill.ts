import type { Service } from '../../service-deps';
import { requireWriter } from '../../http/auth';
import { HttpError, ValidationError } from '../../errors';
import type { Serve } from '../../http/serve-routes';
import { fileChange, recordChanges } from '../../store/row-changes';
import { busyError } from './transition';
import { isLocaleBusy, localeContext } from './locale-context';
import { engineAdvice, firstEngineFor } from '../../engines/configured';

/** The v1 fill: queued as a job; the language is busy until the job ends. */
export function fillRoute(serve: Serve, svc: Service): void {
  serve('fillTargets', async (c, { caller, body }) => {
    requireWriter(caller);
    const ctx = await localeContext(svc, caller, body.locale);
    if (!ctx.actor.isPm)
      throw new HttpError(403, 'FORBIDDEN', 'Only a project manager can fill a language');
    if (ctx.state.archived) throw new HttpError(403, 'ARCHIVED', 'This language was archived');
    if (ctx.state.busy) throw busyError();
    // A machine-translation fill runs on the first engine that reaches the language.
    let model: string | null = null;
    if (body.mode === 'machine_translation') {
      const from = ctx.project.source_locale;
      model = firstEngineFor(svc, from, body.locale);
      if (!model)
        throw new ValidationError([
          {
            loc: ['body', 'mode'],
            msg: `No machine translation engine translates ${from} → ${body.locale} here; ${engineAdvice(from, body.locale)}, or use "copy_source"`,
            type: 'engine_unavailable',
            input: body.mode,
          },
        ]);
    }
    const job = await svc.worker.enqueueExclusive(
      {
        kind: 'fill',
        projectId: ctx.project.project_id,
        locale: body.locale,
        payload: {
          mode: body.mode,
          namespace: body.namespace ?? null,
          model,
          userId: ctx.actor.userId,
        },
        totalKeys: 0,
      },
      // Another instance may have queued a fill of this language since the check above.
      () => isLocaleBusy(svc, ctx.project.project_id, body.locale),
    );
    if (!job) throw busyError();
    await recordChanges(svc.db, ctx.project.project_id, svc.now(), [
      fileChange(body.locale, null, 'busy', svc.now()),
    ]);
    return c.json({ job_id: job.job_id, status: 'pending' as const }, 202);
  });
}
