import type { z } from 'zod';

/**
 * One operation of the interface, described once. The service registers its handler from it and
 * validates requests with its schemas, the client builds its URL from it and parses responses
 * with it, and `/openapi.json` is generated from it: a path is written here and nowhere else.
 */
export type Area =
  'sync' | 'editor' | 'integration-keys' | 'webhooks' | 'model-jobs' | 'projects' | 'account';
export type Auth = 'none' | 'bearer' | 'integration-key' | 'optional-integration-key';

export interface RouteDef {
  id: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI-style path, e.g. `/api/integration-keys/{key_uuid}`. */
  path: string;
  area: Area;
  summary: string;
  auth: Auth;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  bodyType?: 'json' | 'multipart';
  /** Bodies that may be large (a sync batch); others stay small. */
  largeBody?: true;
  /** This route's own body limit in bytes (an image, a document), instead of the two above. */
  bodyLimit?: number;
  /** Status code → description and body schema (none for 204/304). */
  responses: Record<number, { description: string; schema?: z.ZodType }>;
}

export const defineRoute = <const R extends RouteDef>(route: R): R => route;

/** The path of a route with its `{name}` placeholders filled in, each value URL-encoded. */
export function pathOf(route: Pick<RouteDef, 'path'>, params: Record<string, string> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path} needs the path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
