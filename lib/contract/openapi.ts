import { z } from 'zod';
import { HEADERS } from './assumed';
import { errorBody } from './errors';
import { keyedRecordWireShapes } from './keyed-record';
import type { RouteDef } from './route';

type Json = Record<string, unknown>;

const schemaOf = (s: z.ZodType, io: 'input' | 'output'): Json =>
  z.toJSONSchema(s, {
    io,
    unrepresentable: 'any',
    target: 'openapi-3.0',
    override: wireShape(io),
  }) as Json;

/** A keyed record parses by a transform, which has no JSON schema: show the object it reads. */
const wireShape =
  (io: 'input' | 'output') =>
  (ctx: { zodSchema: unknown; jsonSchema: Json }): void => {
    const wire = keyedRecordWireShapes.get(ctx.zodSchema as z.ZodType);
    if (!wire) return;
    for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
    Object.assign(ctx.jsonSchema, schemaOf(wire, io));
  };

function parameters(route: RouteDef): Json[] {
  const params: Json[] = [];
  const add = (obj: z.ZodObject | undefined, where: 'query' | 'path') => {
    if (!obj) return;
    const json = schemaOf(obj, 'input') as {
      properties?: Record<string, Json>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(json.properties ?? {})) {
      params.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema,
      });
    }
  };
  add(route.params, 'path');
  add(route.query, 'query');
  return params;
}

const SECURITY: Record<RouteDef['auth'], Json[]> = {
  none: [],
  bearer: [{ bearer: [] }],
  'integration-key': [{ apiKey: [] }],
  'optional-integration-key': [{ apiKey: [] }, {}],
};

/** What an operation that the service does not serve yet answers. */
export const NOT_SERVED = {
  status: 501,
  description: 'Not served by this service yet: answers 501 NOT_SERVED',
} as const;

/**
 * The OpenAPI 3.0 document, generated from the same zod schemas the service validates with. With
 * `isServed`, each operation says in `x-served` whether the service serves it; one it does not
 * also says so in its description and lists its 501 answer.
 */
export function buildOpenApi(
  routes: readonly RouteDef[],
  info: { title: string; version: string },
  isServed?: (route: RouteDef) => boolean,
): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of routes) {
    const responses: Record<string, Json> = {};
    for (const [status, r] of Object.entries(route.responses)) {
      responses[status] = r.schema
        ? {
            description: r.description,
            content: { 'application/json': { schema: schemaOf(r.schema, 'output') } },
          }
        : { description: r.description };
    }
    const op: Json = {
      operationId: route.id,
      summary: route.summary,
      tags: [route.area],
      parameters: parameters(route),
      security: SECURITY[route.auth],
      responses,
    };
    if (isServed) {
      const served = isServed(route);
      op['x-served'] = served;
      if (!served) {
        op.description = NOT_SERVED.description;
        responses[NOT_SERVED.status] = {
          description: NOT_SERVED.description,
          content: { 'application/json': { schema: schemaOf(errorBody, 'output') } },
        };
      }
    }
    if (route.body) {
      const type = route.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json';
      op.requestBody = {
        required: true,
        content: { [type]: { schema: schemaOf(route.body, 'input') } },
      };
    }
    (paths[route.path] ??= {})[route.method] = op;
  }
  return {
    openapi: '3.0.3',
    info,
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: HEADERS.apiKey },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
  };
}
