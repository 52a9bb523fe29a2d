import { EDITOR_SESSION_TTL_MS } from '../../../lib/contract/assumed';
import type { Service } from '../../service-deps';
import { HttpError } from '../../errors';
import type { Serve } from '../../http/serve-routes';
import { getProject, memberRole } from '../../store/projects';
import { addEditorSession } from '../../store/editor-sessions';
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
    await addEditorSession(
      svc.db,
      {
        keyHash: hashSecret(sessionKey),
        projectId: project_id,
        userId,
        expiresAt,
        mintedBy: caller.tokenHash,
      },
      svc.now(),
    );
    return c.json({ session_key: sessionKey, project_id, expires_at: expiresAt }, 201);
  });
}
