import type { UserProfile } from '../../../lib/contract/account';
import type { Db } from '../../db/open';
import { userRow } from '../../store/users';

import { PASSWORD_MAX_AGE_DAYS } from '../../../lib/contract/account';

const DAY_MS = 24 * 60 * 60 * 1000;

interface UserRow {
  user_id: string;
  email: string;
  email_verified: number;
  name: string | null;
  surname: string | null;
  company_name: string | null;
  experience_level: string | null;
  languages: string;
  global_tier: string;
  password_changed_at: number;
}

export async function loadProfile(
  db: Db,
  userId: string,
  now: number,
): Promise<UserProfile | null> {
  const u = await userRow<UserRow>(db, userId);
  if (!u) return null;
  const profile: UserProfile = {
    user_id: u.user_id,
    email: u.email,
    email_verified: u.email_verified === 1,
    registration_completed: Boolean(u.name && u.surname),
    global_tier: u.global_tier,
    languages: JSON.parse(u.languages) as string[],
    password_expires_in_days: Math.max(
      0,
      PASSWORD_MAX_AGE_DAYS - Math.floor((now - u.password_changed_at) / DAY_MS),
    ),
  };
  if (u.name) profile.name = u.name;
  if (u.surname) profile.surname = u.surname;
  if (u.company_name) profile.company_name = u.company_name;
  if (u.experience_level) profile.experience_level = u.experience_level;
  return profile;
}
