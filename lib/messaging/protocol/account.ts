import { z } from 'zod';
import {
  profileUpdateRequest,
  type passwordStrength,
  type UserProfile,
} from '../../contract/account';
import { message } from '../message-spec';

/** The signed-in user's account, asked with their own token (extension pages only). */
export const accountMessages = {
  'account.profile': message<UserProfile>()('page', z.object({})),
  'account.update': message<UserProfile>()('page', profileUpdateRequest),
  'account.strength': message<z.infer<typeof passwordStrength>>()(
    'page',
    z.object({ password: z.string().min(1).max(1024) }),
  ),
  'account.changePassword': message<null>()(
    'page',
    z.object({ current: z.string().min(1).max(1024), next: z.string().min(1).max(1024) }),
  ),
  'account.changeEmail': message<{ message: string; expires_at: number }>()(
    'page',
    z.object({ newEmail: z.email().max(320), currentPassword: z.string().min(1).max(1024) }),
  ),
  'account.confirmEmail': message<UserProfile>()(
    'page',
    z.object({ token: z.string().trim().min(1).max(512) }),
  ),
};
