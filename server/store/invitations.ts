import type { Db } from '../db/open';
import { stmt } from './statements';

/** The e-mail of an unused, unrevoked, unexpired invitation, by its token's hash. */
export const pendingInvitationEmail = async (db: Db, tokenHash: string, now: number) =>
  (
    await stmt(
      db,
      `SELECT email FROM invitations WHERE token_hash = ? AND used_at IS NULL
       AND revoked_at IS NULL AND expires_at > ?`,
    ).get<{ email: string }>(tokenHash, now)
  )?.email ?? null;

/** The name of the project an invitation (by its token's hash) is to. */
export const invitationProjectName = async (db: Db, tokenHash: string) =>
  (
    await stmt(
      db,
      `SELECT p.name FROM invitations i JOIN projects p USING (project_id) WHERE i.token_hash = ?`,
    ).get<{ name: string }>(tokenHash)
  )?.name;
