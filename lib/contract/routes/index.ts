import type { RouteDef } from '../route';
import { accessRoutes } from './access';
import { accountRoutes } from './account';
import { editorRoutes } from './editor';
import { modelJobRoutes } from './model-jobs';
import { projectRoutes } from './projects';
import { syncRoutes } from './sync';
import { webhookRoutes } from './webhooks';

/** Every operation of the interface, in its order of areas. */
export const ALL_ROUTES: readonly RouteDef[] = [
  ...syncRoutes,
  ...editorRoutes,
  ...accessRoutes,
  ...webhookRoutes,
  ...modelJobRoutes,
  ...projectRoutes,
  ...accountRoutes,
];
