import { defineRoute } from '../route';
import {
  webhookCreateRequest,
  webhookEndpoint,
  webhookEndpointParams,
  webhookEndpointWithSecret,
  webhookListQuery,
  webhookListResponse,
  webhookTestResponse,
  webhookUpdateRequest,
} from '../webhooks';
import { err, invalid, unauthenticated } from './common';

// Every webhook operation needs the project's manager: a chat endpoint's URL is its credential,
// so even listing reveals secrets (the interface gates rotate; we gate delete the same way).
const pmRequired = err('Project manager required');

export const webhookRoutes = [
  defineRoute({
    id: 'createWebhookEndpoint',
    method: 'post',
    path: '/api/webhooks/endpoints',
    area: 'webhooks',
    summary: 'Register a delivery endpoint (the signing secret is shown once; empty for chat)',
    auth: 'bearer',
    body: webhookCreateRequest,
    responses: {
      201: { description: 'The endpoint with its secret', schema: webhookEndpointWithSecret },
      401: unauthenticated,
      403: pmRequired,
      404: err('Project not found'),
      422: {
        ...invalid,
        description: 'Invalid body, or the URL points at a loopback or private address',
      },
    },
  }),
  defineRoute({
    id: 'listWebhookEndpoints',
    method: 'get',
    path: '/api/webhooks/endpoints',
    area: 'webhooks',
    summary: "A project's endpoints with their delivery bookkeeping, without secrets",
    auth: 'bearer',
    query: webhookListQuery,
    responses: {
      200: { description: 'Endpoints', schema: webhookListResponse },
      401: unauthenticated,
      403: pmRequired,
      404: err('Project not found'),
      422: invalid,
    },
  }),
  defineRoute({
    id: 'updateWebhookEndpoint',
    method: 'patch',
    path: '/api/webhooks/endpoints/{endpoint_uuid}',
    area: 'webhooks',
    summary: 'Change url, events, namespaces or active (format is fixed at creation)',
    auth: 'bearer',
    params: webhookEndpointParams,
    body: webhookUpdateRequest,
    responses: {
      200: { description: 'The endpoint, without secret', schema: webhookEndpoint },
      401: unauthenticated,
      403: pmRequired,
      404: err('Endpoint not found'),
      422: invalid,
    },
  }),
  defineRoute({
    id: 'deleteWebhookEndpoint',
    method: 'delete',
    path: '/api/webhooks/endpoints/{endpoint_uuid}',
    area: 'webhooks',
    summary: 'Delete an endpoint; pending retries are dropped',
    auth: 'bearer',
    params: webhookEndpointParams,
    responses: {
      204: { description: 'Deleted' },
      401: unauthenticated,
      403: pmRequired,
      404: err('Endpoint not found'),
    },
  }),
  defineRoute({
    id: 'rotateWebhookSecret',
    method: 'post',
    path: '/api/webhooks/endpoints/{endpoint_uuid}/rotate',
    area: 'webhooks',
    summary: 'Mint a new signing secret in place (shown once); the old one stops working',
    auth: 'bearer',
    params: webhookEndpointParams,
    responses: {
      200: { description: 'The endpoint with its new secret', schema: webhookEndpointWithSecret },
      400: err(
        'A chat endpoint has no secret: its URL is the credential; revoke it in the chat workspace',
      ),
      401: unauthenticated,
      403: pmRequired,
      404: err('Endpoint not found'),
    },
  }),
  defineRoute({
    id: 'testWebhookEndpoint',
    method: 'post',
    path: '/api/webhooks/endpoints/{endpoint_uuid}/test',
    area: 'webhooks',
    summary: 'Send the event endpoint.test to this endpoint only (queued like any delivery)',
    auth: 'bearer',
    params: webhookEndpointParams,
    responses: {
      202: { description: 'The delivery is queued', schema: webhookTestResponse },
      401: unauthenticated,
      403: pmRequired,
      404: err('Endpoint not found'),
      429: err('TOO_MANY_TESTS: 3 test events a minute per endpoint; see Retry-After'),
    },
  }),
] as const;

export type WebhookRouteId = (typeof webhookRoutes)[number]['id'];
