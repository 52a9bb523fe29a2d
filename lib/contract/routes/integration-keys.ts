import { z } from 'zod';
import {
  integrationKeyCreateRequest,
  integrationKeyList,
  integrationKeyListQuery,
  integrationKeyWithSecret,
} from '../integration-keys';
import { defineRoute } from '../route';
import { err, invalid, unauthenticated } from './common';

const keyParams = z.object({ key_uuid: z.string() });

export const integrationKeyRoutes = [
  defineRoute({
    id: 'createIntegrationKey',
    method: 'post',
    path: '/api/integration-keys',
    area: 'integration-keys',
    summary: 'Create a master or publishable key (the secret is shown once)',
    auth: 'bearer',
    body: integrationKeyCreateRequest,
    responses: {
      201: { description: 'The key with its secret', schema: integrationKeyWithSecret },
      401: unauthenticated,
      403: err('Project manager required'),
      404: err('Project not found'),
      422: invalid,
    },
  }),
  defineRoute({
    id: 'listIntegrationKeys',
    method: 'get',
    path: '/api/integration-keys',
    area: 'integration-keys',
    summary: "A project's keys, without secrets",
    auth: 'bearer',
    query: integrationKeyListQuery,
    responses: {
      200: { description: 'Keys', schema: integrationKeyList },
      401: unauthenticated,
      403: err('Project manager required'),
      404: err('Project not found'),
      422: invalid,
    },
  }),
  defineRoute({
    id: 'rotateIntegrationKey',
    method: 'post',
    path: '/integration-keys/{key_uuid}/rotate',
    area: 'integration-keys',
    summary: 'Mint a new secret for a key in place (shown once); the old one stops working',
    auth: 'bearer',
    params: keyParams,
    responses: {
      200: { description: 'The key with its new secret', schema: integrationKeyWithSecret },
      401: unauthenticated,
      403: err('Project manager required'),
      404: err('Key not found'),
    },
  }),
  defineRoute({
    id: 'deleteIntegrationKey',
    method: 'delete',
    path: '/api/integration-keys/{key_uuid}',
    area: 'integration-keys',
    summary: 'Revoke a key',
    auth: 'bearer',
    params: keyParams,
    responses: {
      204: { description: 'Deleted' },
      401: unauthenticated,
      403: err('Project manager required'),
      404: err('Key not found'),
    },
  }),
] as const;

export type IntegrationKeyRouteId = (typeof integrationKeyRoutes)[number]['id'];
