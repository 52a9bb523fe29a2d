import { z } from 'zod';
import {
  integrationKeyCreateRequest,
  type IntegrationKeyRecord,
  type integrationKeyWithSecret,
} from '../../contract/integration-keys';
import { message } from '../message-spec';

const id = z.string().trim().min(1).max(100);

/** A project manager's integration keys (options page); a secret is answered once, to show. */
export const integrationKeyMessages = {
  'integrationKeys.list': message<IntegrationKeyRecord[]>()('page', z.object({ projectId: id })),
  'integrationKeys.create': message<z.infer<typeof integrationKeyWithSecret>>()(
    'page',
    integrationKeyCreateRequest,
  ),
  'integrationKeys.rotate': message<z.infer<typeof integrationKeyWithSecret>>()(
    'page',
    z.object({ uuid: id }),
  ),
  'integrationKeys.delete': message<null>()('page', z.object({ uuid: id })),
};
