import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { syncValidationErrorBody, validationErrorBody } from '../../lib/contract/errors';
import type { Auth, RouteDef } from '../../lib/contract/route';
import { ALL_ROUTES, type RouteId, type RouteOf } from '../../lib/contract/routes';
import type { Service } from '../service-deps';
import { bearerUser, integrationCaller } from './auth';
import type { KeyCaller } from '../store/callers';
import { HttpError } from '../errors';
import { parseWith, readForm, readJson } from './validate';

type Infer<R, K extends string> = R extends { [P in K]: infer S extends z.ZodType }
  ? z.infer<S>
  : undefined;
type CallerOf<A extends Auth> = A extends 'bearer'
  ? { userId: string; tokenHash: string }
  : A extends 'none'
    ? null
    : KeyCaller;

/** What a handler receives: the authenticated caller and the request, validated by its route. */
export interface RouteInput<R extends RouteDef> {
  caller: CallerOf<R['auth']>;
  params: Infer<R, 'params'>;
  query: Infer<R, 'query'>;
  body: Infer<R, 'body'>;
}

export type Handler<Id extends RouteId> = (
  c: Context,
  input: RouteInput<RouteOf<Id>>,
) => Response | Promise<Response>;

/** How an area serves a route of the table: by its id, never by a path of its own. */
export type Serve = <Id extends RouteId>(id: Id, handler: Handler<Id>) => void;

/** Handlers by route id; a route without one is not served yet. */
export type Handlers = ReadonlyMap<RouteId, Handler<RouteId>>;

/** Collects the handlers that `register` serves; serving one route twice is a programming error. */
export function collectHandlers(register: (serve: Serve) => void): Handlers {
  const handlers = new Map<RouteId, Handler<RouteId>>();
  register((id, handler) => {
    if (handlers.has(id)) throw new Error(`Route ${id} is served twice`);
    // Handler<Id> is narrower in its input than Handler<RouteId>; the adapter below builds that
    // input from the same route, so the widening is safe.
    handlers.set(id, handler as unknown as Handler<RouteId>);
  });
  return handlers;
}

/** `{name}` placeholders → Hono's `:name`. */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Mounts every route of the table on the app: a served one authenticates the caller as the route
 * declares, validates params, query and body with the route's schemas, then runs its handler; one
 * without a handler answers 501 NOT_SERVED, so the interface stays complete and says so.
 */
export function mountRoutes(app: Hono, svc: Service, handlers: Handlers): void {
  for (const route of ALL_ROUTES) {
    const handler = handlers.get(route.id as RouteId);
    const path = honoPath(route.path);
    if (!handler) {
      app.on(route.method, path, () => {
        throw notServed(route);
      });
      continue;
    }
    // The sync batch answers its own 400 shape for invalid input; a route declaring the
    // validation body under 400 answers it with 400; every other route answers 422.
    const bad = route.responses[400]?.schema;
    const style =
      bad === syncValidationErrorBody
        ? 'sync'
        : bad === validationErrorBody
          ? 'pydantic-400'
          : 'pydantic';
    const { params, query, body } = route;
    app.on(route.method, path, async (c) => {
      const input = {
        caller: await authenticate(c, svc, route.auth),
        params: params ? parseWith(params, c.req.param(), 'path') : undefined,
        query: query ? parseWith(query, c.req.query(), 'query') : undefined,
        body: body
          ? parseWith(
              body,
              route.bodyType === 'multipart' ? await readForm(c) : await readJson(c, style),
              'body',
              style,
            )
          : undefined,
      };
      return handler(c, input as RouteInput<RouteOf<RouteId>>);
    });
  }
}

async function authenticate(c: Context, svc: Service, auth: Auth) {
  switch (auth) {
    case 'none':
      return null;
    case 'bearer':
      return bearerUser(c, svc);
    // The interface lets an optional key be left out; here it names the project, so without one: 401.
    case 'integration-key':
    case 'optional-integration-key':
      return integrationCaller(c, svc);
  }
}

export const notServed = (route: Pick<RouteDef, 'id' | 'method' | 'path'>) =>
  new HttpError(
    501,
    'NOT_SERVED',
    `${route.method.toUpperCase()} ${route.path} (${route.id}) is part of the interface, but this service does not serve it yet`,
    {},
    'not_implemented',
  );
