import type { Context } from 'hono';
import { HEADERS } from '../../lib/contract/assumed';
import type { Service } from '../service-deps';
import { hashSecret } from '../security/tokens';
import { accessTokenByHash } from '../store/access-tokens';
import { editorSessionByHash } from '../store/editor-sessions';
import { keyBySecretHash, markKeyUsed } from '../store/integration-keys';
import { HttpError } from '../errors';
import type { KeyCaller } from '../store/callers';

const unauthenticated = (code: string, message: string) =>
  new HttpError(401, code, message, { 'www-authenticate': 'ApiKey' });

/** The integration key or editor session in `x-api-key`, or a 401. */
export async function integrationCaller(c: Context, svc: Service): Promise<KeyCaller> {
  const secret = c.req.header(HEADERS.apiKey)?.trim();
  if (!secret)
    throw unauthenticated('MISSING_API_KEY', `Send an integration key in ${HEADERS.apiKey}`);
  const hash = hashSecret(secret);
  const now = svc.now();
  const key = await keyBySecretHash(svc.db, hash);
  if (key) {
    // Bookkeeping at most once a minute keeps reads off the write path.
    if (!key.last_used_at || now - key.last_used_at > 60_000) {
      await markKeyUsed(svc.db, key.key_uuid, now);
    }
    return { kind: key.kind, projectId: key.project_id, keyUuid: key.key_uuid, userId: null };
  }
  const session = await editorSessionByHash(svc.db, hash);
  if (!session) throw unauthenticated('INVALID_API_KEY', 'The API key is not valid');
  if (session.expires_at <= now) {
    throw unauthenticated('SESSION_EXPIRED', 'The editor session has expired; sign in again');
  }
  return { kind: 'session', projectId: session.project_id, userId: session.user_id };
}

/** The signed-in user behind `Authorization: Bearer …`, and their token's hash; or a 401. */
export async function bearerUser(
  c: Context,
  svc: Service,
): Promise<{ userId: string; tokenHash: string }> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match)
    throw new HttpError(
      401,
      'NOT_AUTHENTICATED',
      'Sign in and send Authorization: Bearer <token>',
      { 'www-authenticate': 'Bearer' },
    );
  const tokenHash = hashSecret(match[1]!);
  const row = await accessTokenByHash(svc.db, tokenHash);
  if (!row)
    throw new HttpError(401, 'INVALID_TOKEN', 'The access token is not valid', {
      'www-authenticate': 'Bearer',
    });
  if (row.expires_at <= svc.now()) {
    throw new HttpError(401, 'TOKEN_EXPIRED', 'The access token has expired; sign in again', {
      'www-authenticate': 'Bearer',
    });
  }
  return { userId: row.user_id, tokenHash };
}

/** Writes need a master key or an editor session; a publishable key is read only. */
export function requireWriter(caller: KeyCaller): void {
  if (caller.kind === 'publishable') {
    throw new HttpError(403, 'READ_ONLY_KEY', 'A publishable key is read only');
  }
}

export function requireMaster(caller: KeyCaller, what: string): void {
  requireWriter(caller);
  if (caller.kind !== 'master') throw new HttpError(403, 'FORBIDDEN', `${what} needs a master key`);
}
