import type { z } from 'zod';

/**
 * One operation of the interface, described once: the service validates requests with it, the
 * client parses responses with it, and `/openapi.json` is generated from it.
 */
export type Area = 'sync' | 'editor' | 'webhooks' | 'model-jobs' | 'projects' | 'account' | 'dev';
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
  /** Status code → description and body schema (none for 204/304). */
  responses: Record<number, { description: string; schema?: z.ZodType }>;
}

export const defineRoute = <const R extends RouteDef>(route: R): R => route;
