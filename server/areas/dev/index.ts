import type { Hono } from 'hono';
import type { Service } from '../../context';
import { resetDemo } from '../../demo/seed';

/** Dev controls, registered in demo mode only: drive the job worker and reset the demo data. */
export function devArea(app: Hono, svc: Service): void {
  app.post('/dev/jobs/pause', (c) => {
    svc.worker.pause();
    return c.json({ paused: true });
  });
  app.post('/dev/jobs/resume', (c) => {
    svc.worker.resume();
    return c.json({ paused: false });
  });
  app.post('/dev/reset', async (c) => {
    await resetDemo(svc);
    return c.json({ reset: true });
  });
}
