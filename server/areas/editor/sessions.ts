import { EDITOR_SESSION_TTL_MS } from '../../../lib/contract/assumed';
import type { Service } from '../../service-deps';
import { HttpError } from '../../errors';
import type { Serve } from '../../http/serve-routes';
import { getProject, memberRole } from '../../store/projects';
import { stmt } from '../../store/statements';
import { hashSecret, newSecret } from '../../security/tokens';

/** Editor sessions: a project-scoped key carrying the user's per-row permissions. */
export function sessionsRoute(serve: Serve, svc: Service): void {
  serve('createEditorSession', async (c, { caller, body }) => {
    const { userId } = caller;
    const { project_id } = body;
    if (!(await getProject(svc.db, project_id)))
      throw new HttpError(404, 'NOT_FOUND', 'Project not found');
    if (!(await memberRole(svc.db, project_id, userId))) {
      throw new HttpError(403, 'FORBIDDEN', 'You are not a member of this project');
    }
    const sessionKey = newSecret('lr_es_');
    const expiresAt = svc.now() + EDITOR_SESSION_TTL_MS;
    await stmt(svc.db, 'DELETE FROM editor_sessions WHERE expires_at <= ?').run(svc.now());
    await stmt(
      svc.db,
      'INSERT INTO editor_sessions (key_hash, project_id, user_id, expires_at, minted_by) VALUES (?, ?, ?, ?, ?)',
    ).run(hashSecret(sessionKey), project_id, userId, expiresAt, caller.tokenHash);
    return c.json({ session_key: sessionKey, project_id, expires_at: expiresAt }, 201);
  });
}
