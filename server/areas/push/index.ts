import type { Service } from '../../service-deps';
import { requireMaster } from '../../http/auth';
import type { Serve } from '../../http/serve-routes';
import { listJournals } from '../../store/push-journal';
import { projectPushRoutes } from './project-push';
import { pushFiles } from './push-files';
import { restorePush } from './restore';
import { exportTexts } from './texts';

/** Locale files in and out: the plan-and-write push, its journals and restore, the texts read. */
export function pushArea(serve: Serve, svc: Service): void {
  serve('pushFiles', async (c, { caller, body }) => {
    requireMaster(caller, 'A push');
    return c.json(await pushFiles(svc, caller, body));
  });
  serve('listPushJournals', async (c, { caller }) => {
    requireMaster(caller, 'Reading journals');
    return c.json({ journals: await listJournals(svc.db, caller.projectId) });
  });
  serve('restorePush', async (c, { caller, params, body }) => {
    requireMaster(caller, 'A restore');
    return c.json(await restorePush(svc, caller, params.journal_id, body));
  });
  serve('exportTexts', async (c, { caller, query }) => {
    requireMaster(caller, 'Reading drafts');
    return c.json(await exportTexts(svc, caller, query));
  });
  projectPushRoutes(serve, svc);
}
