import { z } from 'zod';
import { workflowKey } from '../contract/editor';
import type { ProjectMember } from '../contract/offers';
import type { InvitationRecord, ProjectLanguage } from '../contract/team';
import { message } from './message-spec';
import { locale, namespace } from './schemas';
import type { AuthState } from './types';

/** A language of a project with its rows summed over the namespaces. */
export interface LanguageSummary extends ProjectLanguage {
  /** Translatable source keys. */
  keys: number;
  /** Rows served by the delivered-translations read. */
  delivered: number;
  /** Rows at each stage index. */
  stages: Record<string, number>;
}

/** A project's languages with their counts, and its namespaces (a manager's Projects view). */
export interface TeamLanguages {
  languages: LanguageSummary[];
  namespaces: string[];
}
/** Who works on a project, and who is invited and has not answered yet. */
export interface TeamPeople {
  members: ProjectMember[];
  invitations: InvitationRecord[];
}

const projectId = z.string().trim().min(1).max(100);
const userId = z.string().trim().min(1).max(100);
const email = z.email().max(320);
const password = z.string().min(1).max(1024);
const token = z.string().trim().min(1).max(512);
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
const baseUrl = z.url().optional();

/** The messages of a team's own projects: languages, people, invitations (extension pages). */
export const teamMessages = {
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
  /** Sends a reset link to the address; the same answer whether or not it has an account. */
  'auth.forgotPassword': message<null>()(
    'page',
    z.object({ email: z.string().trim().min(1).max(320), baseUrl }),
  ),
  'auth.resetPassword': message<null>()('page', z.object({ token, password, baseUrl })),
  /** Joins as invited (name and password set), then signs in. */
  'auth.acceptInvitation': message<AuthState>()(
    'page',
    z.object({ token, name: z.string().trim().min(1).max(200), password, baseUrl }),
  ),
};
