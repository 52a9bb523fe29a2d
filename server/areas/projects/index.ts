import type { Service } from '../../service-deps';
import type { Serve } from '../../http/serve-routes';
import { getLocaleTargets, listProjectsOf, projectNamespaces } from '../../store/projects';
import { continuousProjectRoute } from './continuous';
import { offerActionRoutes } from './offer-actions';
import { offersRoutes } from './offers';
import { projectTargetRoutes } from './targets';
import { mapInOrder } from '../../store/in-order';

/** Projects and offers: the caller's projects, continuous projects, offers, targets, members. */
export function projectsArea(serve: Serve, svc: Service): void {
  serve('listProjects', async (c, { caller }) => {
    const { userId } = caller;
    const projects = await mapInOrder(await listProjectsOf(svc.db, userId), async (p) => ({
      project_id: p.project_id,
      name: p.name,
      continuous: p.continuous,
      create_time: p.create_time,
      workflow_id: p.workflow_id,
      workflow_key: p.workflow_key,
      workflow_mode: p.workflow_mode,
      role: p.role,
      source_locale: p.source_locale,
      locales: (await getLocaleTargets(svc.db, p.project_id)).map((t) => ({
        locale: t.locale,
        live: !t.archived,
        archived: t.archived,
      })),
      namespaces: await projectNamespaces(svc.db, p.project_id),
      default_namespace: p.default_namespace,
    }));
    return c.json({ projects });
  });
  continuousProjectRoute(serve, svc);
  offersRoutes(serve, svc);
  offerActionRoutes(serve, svc);
  projectTargetRoutes(serve, svc);
}
