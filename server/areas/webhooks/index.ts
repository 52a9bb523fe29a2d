import type { Context } from 'hono';
import type { Service } from '../../service-deps';
import { HttpError, ValidationError } from '../../errors';
import type { Serve } from '../../http/serve-routes';
import { newSecret, randomUUID } from '../../security/tokens';
import { getProject, memberRole } from '../../store/projects';
import { checkWebhookUrl } from '../../webhooks/address-guard';
import {
  deleteEndpoint,
  dropPendingDeliveries,
  getEndpoint,
  insertEndpoint,
  lockEndpoint,
  projectEndpoints,
  setEndpointSecret,
  toEndpoint,
  updateEndpoint,
  type EndpointRow,
} from '../../store/webhook-endpoints';
import { queueDelivery } from '../../webhooks/events';
import { spendTestEvent } from '../../webhooks/test-limit';

const newWebhookSecret = () => newSecret('whsec_');

/** Webhook endpoints: managed by the project's managers; the secret is shown on create and rotate. */
export function webhooksArea(serve: Serve, svc: Service): void {
  const requirePm = async (userId: string, projectId: string) => {
    if (!(await getProject(svc.db, projectId)))
      throw new HttpError(404, 'NOT_FOUND', 'Project not found');
    if ((await memberRole(svc.db, projectId, userId)) !== 'pm')
      throw new HttpError(403, 'FORBIDDEN', 'Only a project manager can manage webhooks');
  };
  const findEndpoint = async (userId: string, uuid: string): Promise<EndpointRow> => {
    const endpoint = await getEndpoint(svc.db, uuid);
    if (!endpoint) throw new HttpError(404, 'NOT_FOUND', 'Webhook endpoint not found');
    await requirePm(userId, endpoint.project_id);
    return endpoint;
  };
  const guard = async (url: string) => {
    const verdict = await checkWebhookUrl(url, svc.webhooks.allowPrivate);
    if (!verdict.ok)
      throw new ValidationError([
        { loc: ['body', 'url'], msg: verdict.reason, type: 'url_not_allowed', input: url },
      ]);
  };

  serve('createWebhookEndpoint', async (c, { caller, body }) => {
    await requirePm(caller.userId, body.project_id);
    await guard(body.url);
    const row: EndpointRow = {
      endpoint_uuid: randomUUID(),
      project_id: body.project_id,
      url: body.url,
      format: body.format,
      events: JSON.stringify([...new Set(body.events)]),
      namespaces: JSON.stringify([...new Set(body.namespaces)]),
      active: body.active ? 1 : 0,
      // A chat endpoint's URL is its credential: nothing to sign with.
      secret: body.format === 'chat' ? '' : newWebhookSecret(),
      created_at: svc.now(),
      last_delivery_channel: null,
      last_delivery_outcome: null,
      last_delivery_at: null,
      last_delivery_ok_at: null,
      consecutive_delivery_failures: 0,
    };
    await insertEndpoint(svc.db, row);
    return c.json({ ...toEndpoint(row), secret: row.secret }, 201);
  });

  serve('listWebhookEndpoints', async (c, { caller, query }) => {
    await requirePm(caller.userId, query.project_id);
    return c.json({
      endpoints: (await projectEndpoints(svc.db, query.project_id)).map(toEndpoint),
    });
  });

  serve('updateWebhookEndpoint', async (c, { caller, params, body }) => {
    const endpoint = await findEndpoint(caller.userId, params.endpoint_uuid);
    if (body.url !== undefined) await guard(body.url);
    const active = body.active === undefined ? endpoint.active : body.active ? 1 : 0;
    await svc.db.tx(async () => {
      await updateEndpoint(svc.db, endpoint.endpoint_uuid, {
        url: body.url ?? endpoint.url,
        events: body.events ? JSON.stringify([...new Set(body.events)]) : endpoint.events,
        namespaces: body.namespaces
          ? JSON.stringify([...new Set(body.namespaces)])
          : endpoint.namespaces,
        active,
        secret: endpoint.secret,
      });
      if (!active) await dropPendingDeliveries(svc.db, endpoint.endpoint_uuid);
    });
    return c.json(toEndpoint((await getEndpoint(svc.db, endpoint.endpoint_uuid))!));
  });

  serve('rotateWebhookSecret', async (c, { caller, params }) => {
    const endpoint = await findEndpoint(caller.userId, params.endpoint_uuid);
    if (endpoint.format === 'chat')
      throw new HttpError(
        400,
        'CHAT_HAS_NO_SECRET',
        'A chat endpoint has no secret: its URL is the credential; revoke it in the chat workspace',
      );
    const secret = newWebhookSecret();
    await setEndpointSecret(svc.db, endpoint.endpoint_uuid, secret);
    return c.json({ ...toEndpoint({ ...endpoint, secret }), secret });
  });

  serve('deleteWebhookEndpoint', async (c, { caller, params }) => {
    const endpoint = await findEndpoint(caller.userId, params.endpoint_uuid);
    await svc.db.tx(async () => {
      await dropPendingDeliveries(svc.db, endpoint.endpoint_uuid);
      await deleteEndpoint(svc.db, endpoint.endpoint_uuid);
    });
    return c.body(null, 204);
  });

  serve('testWebhookEndpoint', async (c: Context, { caller, params }) => {
    const endpoint = await findEndpoint(caller.userId, params.endpoint_uuid);
    if (!endpoint.active)
      throw new HttpError(
        409,
        'ENDPOINT_INACTIVE',
        'The endpoint is switched off; activate it first',
      );
    const event = 'endpoint.test' as const;
    const deliveryId = await svc.db.tx(async () => {
      // The endpoint's row, held until the test is queued: concurrent tests count each other.
      await lockEndpoint(svc.db, endpoint.endpoint_uuid);
      await spendTestEvent(svc.db, endpoint.endpoint_uuid, svc.now());
      return queueDelivery(svc.db, svc.now(), endpoint, event, {
        endpoint_uuid: endpoint.endpoint_uuid,
        message: 'A test delivery from Locale Lens',
      });
    });
    svc.worker.notify();
    return c.json({ delivery_id: deliveryId, event }, 202);
  });
}
