import { z } from 'zod';
import { workflowKey } from '../../contract/editor';
import type { ProjectMember } from '../../contract/offers';
import { continuousProjectRequest, type Project } from '../../contract/projects';
import type { ProjectLanguage } from '../../contract/team';
import { message } from '../message-spec';
import { locale, namespace } from '../schemas';
import type { TeamLanguages, TeamPeople } from '../team-types';

const projectId = z.string().trim().min(1).max(100);
const userId = z.string().trim().min(1).max(100);
const email = z.email().max(320);
const role = z.enum(['pm', 'member']);
/** Stages of one language, in every namespace or in one. */
const assignments = z
  .array(
    z.object({
      locale,
      namespace: namespace.nullable().default(null),
      stages: z.array(z.number().int().min(0).max(9)).max(10),
    }),
  )
  .max(200);

/** A team's own projects: a new one, its languages, people, invitations (extension pages). */
export const teamMessages = {
  /** A continuous project; the caller becomes its manager. */
  'projects.create': message<Project>()('page', continuousProjectRequest),
  'team.languages': message<TeamLanguages>()('page', z.object({ projectId })),
  'team.language': message<ProjectLanguage>()(
    'page',
    z.object({
      projectId,
      locale,
      action: z.enum(['add', 'archive', 'restore']),
      workflow_key: workflowKey.optional(),
    }),
  ),
  'team.people': message<TeamPeople>()('page', z.object({ projectId })),
  /** `member`: the e-mail had an account and is a member now; otherwise an invitation was sent. */
  'team.invite': message<{ email: string; member: boolean }>()(
    'page',
    z.object({ projectId, email, role, assignments }),
  ),
  'team.updateMember': message<ProjectMember>()(
    'page',
    z.object({ projectId, userId, role, assignments }),
  ),
  'team.removeMember': message<null>()('page', z.object({ projectId, userId })),
  'team.revokeInvitation': message<null>()(
    'page',
    z.object({ projectId, invitationUuid: z.string().trim().min(1).max(100) }),
  ),
};
