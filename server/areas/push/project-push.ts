import type { Service } from '../../service-deps';
import type { KeyCaller } from '../../store/callers';
import type { Serve } from '../../http/serve-routes';
import { projectFor } from '../projects/access';
import { pushFiles } from './push-files';
import { restorePush } from './restore';
import { exportTexts } from './texts';

/**
 * A project manager's uploads, restores and downloads (the options page), as the integration
 * routes do them, recorded as that person's. An upload brings no base: the journals give one.
 */
export function projectPushRoutes(serve: Serve, svc: Service): void {
  const asManager = async (userId: string, projectId: string): Promise<KeyCaller> => {
    await projectFor(svc, userId, projectId, 'pm');
    return { kind: 'session', projectId, userId };
  };
  serve('projectPush', async (c, { caller, params, body }) => {
    const manager = await asManager(caller.userId, params.project_id);
    return c.json(await pushFiles(svc, manager, body, { journaledBase: true }));
  });
  serve('projectRestorePush', async (c, { caller, params, body }) => {
    const manager = await asManager(caller.userId, params.project_id);
    return c.json(await restorePush(svc, manager, params.journal_id, body));
  });
  serve('projectTexts', async (c, { caller, params, query }) => {
    const manager = await asManager(caller.userId, params.project_id);
    return c.json(await exportTexts(svc, manager, query));
  });
}
