import type { RouteDef } from '../route';
import { accountRoutes } from './account';
import { editorRoutes } from './editor';
import { integrationKeyRoutes } from './integration-keys';
import { modelJobRoutes } from './model-jobs';
import { projectRoutes } from './projects';
import { pushRoutes } from './push';
import { screenshotRoutes } from './screenshots';
import { syncRoutes } from './sync';
import { teamRoutes } from './team';
import { webhookRoutes } from './webhooks';

const TABLE = [
  ...syncRoutes,
  ...pushRoutes,
  ...editorRoutes,
  ...screenshotRoutes,
  ...integrationKeyRoutes,
  ...webhookRoutes,
  ...modelJobRoutes,
  ...projectRoutes,
  ...accountRoutes,
  ...teamRoutes,
] as const satisfies readonly RouteDef[];

/** Every operation of the interface, in its order of areas. */
export const ALL_ROUTES: readonly RouteDef[] = TABLE;

/** A route of the table with its literal types (its id, path and schemas). */
export type AnyRoute = (typeof TABLE)[number];
export type RouteId = AnyRoute['id'];
export type RouteOf<Id extends RouteId> = Extract<AnyRoute, { id: Id }>;

/** The id of every route, for tests that check each one is served or marked as not served. */
export const ROUTE_IDS: readonly RouteId[] = TABLE.map((r) => r.id);

/** Each route by its id. */
export const ROUTES = Object.fromEntries(TABLE.map((r) => [r.id, r])) as {
  readonly [Id in RouteId]: RouteOf<Id>;
};
