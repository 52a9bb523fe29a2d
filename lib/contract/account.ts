import { z } from 'zod';
import { checkLanguageTag } from './language-tag';

/** The user account: sign-in, profile, password and e-mail changes. */

export const userProfile = z.object({
  user_id: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  registration_completed: z.boolean(),
  name: z.string().optional(),
  surname: z.string().optional(),
  global_tier: z.string().optional(),
  experience_level: z.string().optional(),
  languages: z.array(z.string()).optional(),
  company_name: z.string().optional(),
  password_expires_in_days: z.number().int().optional(),
});
export type UserProfile = z.infer<typeof userProfile>;

export const loginRequest = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1024),
  client_time: z.number().optional(),
});

export const loginResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_at: z.number(),
  server_time: z.number(),
  user: userProfile,
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** Allowed values are "not shown" by the interface; these are this project's. */
export const EXPERIENCE_LEVELS = ['junior', 'intermediate', 'senior', 'expert'] as const;

/** A language tag in its canonical form (`EN-us` becomes `en-US`), of a language there is. */
export const languageTag = z
  .string()
  .trim()
  .min(1)
  .max(35)
  .transform((tag, ctx) => {
    const check = checkLanguageTag(tag);
    if (check.ok) return check.tag;
    ctx.addIssue({ code: 'custom', message: check.problem });
    return z.NEVER;
  });

/** PUT: the fields sent change (an empty string clears a text field); the others stay. */
export const profileUpdateRequest = z.object({
  name: z.string().trim().max(200).optional(),
  surname: z.string().trim().max(200).optional(),
  company_name: z.string().trim().max(200).optional(),
  experience_level: z.enum(EXPERIENCE_LEVELS).optional(),
  languages: z
    .array(languageTag)
    .max(100)
    .transform((tags) => [...new Set(tags)])
    .optional(),
});

/** Assumed: a password must be changed this many days after it was set. */
export const PASSWORD_MAX_AGE_DAYS = 90;
/** Assumed: an e-mail change token lives this long, and is good once. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/** Assumed error codes of the account operations. */
export const ACCOUNT_ERROR_CODES = {
  /** A validation item's type: one item per reason the new password fails the policy. */
  passwordPolicy: 'password_policy',
  invalidToken: 'INVALID_TOKEN',
  emailInUse: 'EMAIL_IN_USE',
} as const;

/** `GET /dev/mail` (demo mode, master key): the outbox, newest first. */
export const devMailResponse = z.object({
  messages: z.array(
    z.object({ to: z.string(), subject: z.string(), text: z.string(), created_at: z.number() }),
  ),
});

export const passwordStrengthQuery = z.object({ password: z.string().min(1).max(1024) });

export const STRENGTH_LABELS = ['very_weak', 'weak', 'fair', 'strong', 'very_strong'] as const;

export const passwordStrength = z.object({
  score: z.number().int().min(0).max(4),
  strength: z.enum(STRENGTH_LABELS),
  feedback: z.array(z.string()),
  length: z.number().int(),
  has_uppercase: z.boolean(),
  has_lowercase: z.boolean(),
  has_numbers: z.boolean(),
  has_special: z.boolean(),
});

export const changePasswordRequest = z.object({
  current_password: z.string().min(1).max(1024),
  new_password: z.string().min(1).max(1024),
});

export const changeEmailInitiateRequest = z.object({
  new_email: z.email(),
  current_password: z.string().min(1).max(1024),
});
export const changeEmailInitiateResponse = z.object({
  message: z.string(),
  expires_at: z.number(),
});
export const changeEmailConfirmRequest = z.object({ token: z.string().min(1).max(512) });
