import type { Hono } from 'hono';
import type { Service } from '../../context';
import { integrationCaller, requireMaster } from '../../http/auth';
import { resetDemo } from '../../demo/seed';
import { outbox } from '../../mail/outbox';

/**
 * Dev controls, registered in demo mode only: drive the job worker and reset the demo data.
 * Each needs the master key: any page the user visits could otherwise send these POSTs.
 */
export function devArea(app: Hono, svc: Service): void {
  app.use('/dev/*', async (c, next) => {
    requireMaster(await integrationCaller(c, svc), 'A dev control');
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
