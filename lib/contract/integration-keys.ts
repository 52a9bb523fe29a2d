import { z } from 'zod';

/** Integration keys. The secret appears only on create and rotate. */

export const integrationKeyKind = z.enum(['master', 'publishable']);
export type IntegrationKeyKind = z.infer<typeof integrationKeyKind>;

export const integrationKeyCreateRequest = z.object({
  project_id: z.string().trim().min(1),
  kind: integrationKeyKind,
  name: z.string().trim().min(1).max(200),
});

export const integrationKeyRecord = z.object({
  key_uuid: z.string(),
  project_id: z.string(),
  kind: integrationKeyKind,
  name: z.string(),
  /** The first characters of the secret, so a user can tell keys apart. */
  prefix: z.string(),
  created_at: z.number(),
  rotated_at: z.number().nullable(),
  last_used_at: z.number().nullable(),
});
export type IntegrationKeyRecord = z.infer<typeof integrationKeyRecord>;

export const integrationKeyWithSecret = integrationKeyRecord.extend({ secret: z.string() });
export const integrationKeyList = z.object({ keys: z.array(integrationKeyRecord) });
export const integrationKeyListQuery = z.object({ project_id: z.string().trim().min(1) });
