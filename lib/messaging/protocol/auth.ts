import { z } from 'zod';
import { message } from '../message-spec';
import type { AuthState } from '../types';

const email = z.string().min(1).max(320);
const password = z.string().min(1).max(1024);
const token = z.string().trim().min(1).max(512);
const baseUrl = z.url().optional();

/**
 * Signing in and out (a password, an integration key, a project's session), and the ways in that
 * a mailed token opens: an invitation, a password reset (extension pages only).
 */
export const authMessages = {
  'auth.state': message<AuthState>()('page', z.object({})),
  'auth.signIn': message<AuthState>()('page', z.object({ email, password, baseUrl })),
  'auth.chooseProject': message<AuthState>()(
    'page',
    z.object({ projectId: z.string().min(1).max(100) }),
  ),
  'auth.useKey': message<AuthState>()(
    'page',
    /** A master key is refused (code MASTER_KEY) unless `allowMaster`: the user was warned. */
    z.object({ apiKey: z.string().min(1).max(512), baseUrl, allowMaster: z.boolean().optional() }),
  ),
  'auth.signOut': message<AuthState>()('page', z.object({})),
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
