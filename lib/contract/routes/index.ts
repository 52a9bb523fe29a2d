import type { RouteDef } from '../route';
import { accessRoutes } from './access';
import { editorRoutes } from './editor';
import { syncRoutes } from './sync';

/** Every operation this project knows, in the interface's order of areas. */
export const ALL_ROUTES: readonly RouteDef[] = [...syncRoutes, ...editorRoutes, ...accessRoutes];
