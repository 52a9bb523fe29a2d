import { TEAM_ERROR_CODES } from '../../../lib/contract/team';
import type { Service } from '../../service-deps';
import { HttpError } from '../../errors';
import type { Serve } from '../../http/serve-routes';
import { listMembers, managerCount, removeMembership, setMembership } from '../../store/members';
import { memberRole } from '../../store/projects';
import { projectFor } from '../projects/access';
import { checkAssignments } from './assignments';

const lastManager = () =>
  new HttpError(
    409,
    TEAM_ERROR_CODES.lastManager,
    'The project needs a project manager: make someone else one first',
  );
const noMember = () => new HttpError(404, 'NOT_FOUND', 'This user is not a member of the project');

/** A member's role and stages change; a member leaves, and their editor sessions end at once. */
export function memberRoutes(serve: Serve, svc: Service): void {
  serve('updateMember', async (c, { caller, params, body }) => {
    const p = await projectFor(svc, caller.userId, params.project_id, 'pm');
    const assignments = await checkAssignments(svc.db, p, body.assignments);
    await svc.db.tx(async () => {
      const role = await memberRole(svc.db, p.project_id, params.user_id);
      if (!role) throw noMember();
      if (role === 'pm' && body.role !== 'pm' && (await managerCount(svc.db, p.project_id)) <= 1)
        throw lastManager();
      await setMembership(svc.db, p.project_id, params.user_id, body.role, assignments);
    });
    const [member] = await listMembers(svc.db, p.project_id, params.user_id);
    return c.json(member!);
  });

  serve('removeMember', async (c, { caller, params }) => {
    const p = await projectFor(svc, caller.userId, params.project_id, 'pm');
    await svc.db.tx(async () => {
      const role = await memberRole(svc.db, p.project_id, params.user_id);
      if (!role) throw noMember();
      if (role === 'pm' && (await managerCount(svc.db, p.project_id)) <= 1) throw lastManager();
      await removeMembership(svc.db, p.project_id, params.user_id);
    });
    return c.body(null, 204);
  });
}
