import type { Db } from '../db/open';
import { stmt } from './statements';

/** Neither used, nor revoked, nor expired (the one parameter is now). */
const PENDING = 'used_at IS NULL AND revoked_at IS NULL AND expires_at > ?';

export interface InvitationRow {
  invitation_uuid: string;
  project_id: string;
  email: string;
  role: 'pm' | 'member';
  /** JSON of the stage assignments the invitee gets. */
  assignments: string;
  created_at: number;
  expires_at: number;
}

/** The e-mail of an unused, unrevoked, unexpired invitation, by its token's hash. */
export const pendingInvitationEmail = async (db: Db, tokenHash: string, now: number) =>
  (
    await stmt(db, `SELECT email FROM invitations WHERE token_hash = ? AND ${PENDING}`).get<{
      email: string;
    }>(tokenHash, now)
  )?.email ?? null;

/** The name of the project an invitation (by its token's hash) is to. */
export const invitationProjectName = async (db: Db, tokenHash: string) =>
  (
    await stmt(
      db,
      `SELECT p.name FROM invitations i JOIN projects p USING (project_id) WHERE i.token_hash = ?`,
    ).get<{ name: string }>(tokenHash)
  )?.name;

export const insertInvitation = (
  db: Db,
  row: Omit<InvitationRow, 'assignments'> & {
    assignments: unknown;
    token_hash: string;
    invited_by: string;
  },
) =>
  stmt(
    db,
    `INSERT INTO invitations (invitation_uuid, project_id, email, role, assignments, token_hash,
       invited_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    row.invitation_uuid,
    row.project_id,
    row.email,
    row.role,
    JSON.stringify(row.assignments),
    row.token_hash,
    row.invited_by,
    row.created_at,
    row.expires_at,
  );

export const markInvitationUsed = (db: Db, uuid: string, now: number) =>
  stmt(db, 'UPDATE invitations SET used_at = ? WHERE invitation_uuid = ?').run(now, uuid);

/** Revokes every pending invitation of an e-mail to the project. */
export const revokePendingInvitationsOf = (db: Db, projectId: string, email: string, now: number) =>
  stmt(
    db,
    `UPDATE invitations SET revoked_at = ? WHERE project_id = ? AND email = ? AND ${PENDING}`,
  ).run(now, projectId, email, now);

/** The project's pending invitations, newest first. */
export const pendingInvitations = (db: Db, projectId: string, now: number) =>
  stmt(
    db,
    `SELECT * FROM invitations WHERE project_id = ? AND ${PENDING}
     ORDER BY created_at DESC, invitation_uuid DESC`,
  ).all<InvitationRow>(projectId, now);

/** Revokes one pending invitation; false when the project has no such pending invitation. */
export const revokeInvitation = async (db: Db, projectId: string, uuid: string, now: number) =>
  (await stmt(
    db,
    `UPDATE invitations SET revoked_at = ? WHERE project_id = ? AND invitation_uuid = ?
     AND ${PENDING} RETURNING invitation_uuid`,
  ).get(now, projectId, uuid, now)) !== undefined;

/** A pending invitation by its token's hash. */
export const pendingInvitationByToken = (db: Db, tokenHash: string, now: number) =>
  stmt(db, `SELECT * FROM invitations WHERE token_hash = ? AND ${PENDING}`).get<InvitationRow>(
    tokenHash,
    now,
  );
