import type { Service } from '../../service-deps';
import type { Serve } from '../../http/serve-routes';
import { changesRoute } from './changes';
import { contextRoutes } from './context';
import { fillRoute } from './fill';
import { saveRoute } from './save';
import { sessionsRoute } from './sessions';
import { statusRoute } from './status';
import { transitionRoute } from './transition';
import { translationsRoute } from './translations';
import { workflowRoute } from './workflow';

/** Editor support: target status, workflow, the editor's writes, delivered texts. */
export function editorArea(serve: Serve, svc: Service): void {
  for (const register of [
    statusRoute,
    workflowRoute,
    sessionsRoute,
    saveRoute,
    transitionRoute,
    fillRoute,
    translationsRoute,
    contextRoutes,
    changesRoute,
  ]) {
    register(serve, svc);
  }
}
