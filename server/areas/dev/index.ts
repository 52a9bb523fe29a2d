import type { Hono } from 'hono';
import type { Service } from '../../service-deps';
import { integrationCaller, requireMaster } from '../../http/auth';
import { DEMO_PROJECT_ID, resetDemo } from '../../demo/seed';
import { HttpError } from '../../errors';
import { outbox } from '../../mail/outbox';

/**
 * Dev controls, registered in demo mode only: drive the job worker and reset the demo data.
 * Each needs a master key of the demo project: any page the user visits could otherwise send
 * these POSTs, and any signed-in user can mint a master key for a project of their own, so
 * another project's key opens nothing here (the outbox holds everyone's mail).
 */
export function devArea(app: Hono, svc: Service): void {
  app.use('/dev/*', async (c, next) => {
    const caller = await integrationCaller(c, svc);
    requireMaster(caller, 'A dev control');
    if (caller.projectId !== DEMO_PROJECT_ID)
      throw new HttpError(403, 'FORBIDDEN', "A dev control needs the demo project's master key");
    return next();
  });
  app.post('/dev/jobs/pause', async (c) => {
    await svc.worker.pause();
    return c.json({ paused: true });
  });
  app.post('/dev/jobs/resume', async (c) => {
    await svc.worker.resume();
    return c.json({ paused: false });
  });
  // The mail the service sent (e-mail change tokens), newest first: the demo has no mailbox.
  app.get('/dev/mail', async (c) => c.json({ messages: await outbox(svc) }));
  app.post('/dev/reset', async (c) => {
    await resetDemo(svc);
    return c.json({ reset: true });
  });
}
