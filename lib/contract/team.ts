import { z } from 'zod';
import { languageTag } from './account';
import { workflowKey } from './editor';
import { stageAssignment } from './offers';

/**
 * Running a team's own projects without the demo: the first account, the languages of a
 * project, invitations, members and forgotten passwords. Every name here is an assumption about
 * the real service (docs/api-decisions.md lists them).
 */

const password = z.string().min(1).max(1024);
const personName = z.string().trim().min(1).max(200);
const token = z.string().trim().min(1).max(512);

/** `POST /auth/setup`: the one-time token printed at start creates the instance owner. */
export const setupRequest = z.object({
  token,
  email: z.email().max(320),
  password,
  name: personName,
});

/** `GET /setup`, `/invitation`, `/reset-password`: the token travels in the page's address. */
export const tokenPageQuery = z.object({ token: z.string().max(512).optional() });

/**
 * `POST /auth/password-strength/token`: the strength meter of the pages that set a password before
 * anyone is signed in; a pending setup, invitation or reset token stands in for the sign-in.
 */
export const tokenPasswordStrengthRequest = z.object({
  token,
  password,
  /** The setup page's e-mail and name; the other pages' account is known by their token. */
  email: z.string().max(320).optional(),
  name: z.string().max(200).optional(),
});

/** A language of a project: its source or a target, with the workflow its target follows. */
export const projectLanguage = z.object({
  locale: z.string(),
  source: z.boolean(),
  archived: z.boolean(),
  workflow_key: workflowKey,
});
export type ProjectLanguage = z.infer<typeof projectLanguage>;
export const projectLanguagesResponse = z.object({ languages: z.array(projectLanguage) });

/** Without `workflow_key`, the language follows the project's workflow. */
export const addLanguageRequest = z.object({
  locale: languageTag,
  workflow_key: workflowKey.optional(),
});
export const updateLanguageRequest = z.object({ workflow_key: workflowKey });
export const languageParams = z.object({
  project_id: z.string().trim().min(1),
  locale: z.string().trim().min(1).max(35),
});

export const memberRole = z.enum(['pm', 'member']);
/** Stage indexes of one locale ('*' = every locale), optionally of one namespace only. */
export const assignmentRequest = stageAssignment.extend({
  locale: z.union([z.literal('*'), languageTag]),
  namespace: z.string().trim().min(1).max(200).nullable().default(null),
  stages: z
    .array(z.number().int().min(0).max(9))
    .max(10)
    .transform((s) => [...new Set(s)].sort((a, b) => a - b)),
});
export const assignmentsRequest = z.array(assignmentRequest).max(200).default([]);

export const invitationRequest = z.object({
  email: z.email().max(320),
  role: memberRole,
  assignments: assignmentsRequest,
});
/** `member` is true when the e-mail had an account: it became a member at once. */
export const invitationResponse = z.object({
  invitation_uuid: z.string(),
  email: z.string(),
  expires_at: z.number(),
  member: z.boolean().optional(),
});

/** A pending invitation, as a project manager sees it (never its token). */
export const invitationRecord = z.object({
  invitation_uuid: z.string(),
  email: z.string(),
  role: memberRole,
  assignments: z.array(stageAssignment),
  created_at: z.number(),
  expires_at: z.number(),
});
export type InvitationRecord = z.infer<typeof invitationRecord>;
export const invitationsResponse = z.object({ invitations: z.array(invitationRecord) });
export const invitationParams = z.object({
  project_id: z.string().trim().min(1),
  invitation_uuid: z.string().trim().min(1),
});

export const acceptInvitationRequest = z.object({
  token,
  name: personName,
  password,
  surname: z.string().trim().max(200).optional(),
});

export const memberParams = z.object({
  project_id: z.string().trim().min(1),
  user_id: z.string().trim().min(1),
});
export const memberUpdateRequest = z.object({
  role: memberRole,
  assignments: assignmentsRequest,
});

export const passwordResetInitiateRequest = z.object({ email: z.string().trim().min(1).max(320) });
export const passwordResetInitiateResponse = z.object({ message: z.string() });
export const passwordResetConfirmRequest = z.object({ token, new_password: password });

/** Assumed lifetimes: an invitation and a password reset token are good once, this long. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** Assumed error codes of these operations (INVALID_TOKEN is the account area's). */
export const TEAM_ERROR_CODES = {
  /** `POST /auth/setup` (and the page) once any user exists. */
  setupDone: 'SETUP_DONE',
  languageExists: 'LANGUAGE_EXISTS',
  /** The source language cannot be archived, nor its workflow changed. */
  sourceLanguage: 'SOURCE_LANGUAGE',
  alreadyMember: 'ALREADY_MEMBER',
  lastManager: 'LAST_MANAGER',
} as const;
