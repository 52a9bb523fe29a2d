import type { Service } from '../../service-deps';
import { HttpError } from '../../errors';
import { getProject, memberRole, type ProjectRow } from '../../store/projects';

/** The project, if the caller may see it as `need` ('pm': a manager; 'member': any member). */
export async function projectFor(
  svc: Service,
  userId: string,
  projectId: string,
  need: 'pm' | 'member',
): Promise<ProjectRow> {
  const project = await getProject(svc.db, projectId);
  if (!project) throw new HttpError(404, 'NOT_FOUND', 'Project not found');
  const role = await memberRole(svc.db, projectId, userId);
  if (!role || (need === 'pm' && role !== 'pm'))
    throw new HttpError(
      403,
      'FORBIDDEN',
      need === 'pm' ? 'Only a project manager can do this' : 'You are not a member of this project',
    );
  return project;
}

/** Offer times are Unix seconds. */
export const nowSeconds = (svc: Service) => Math.floor(svc.now() / 1000);
