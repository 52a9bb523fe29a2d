import type { Context } from 'hono';
import { ACCOUNT_ERROR_CODES } from '../../../lib/contract/account';
import {
  INVITATION_TTL_MS,
  TEAM_ERROR_CODES,
  type InvitationRecord,
} from '../../../lib/contract/team';
import type { Service } from '../../service-deps';
import { HttpError } from '../../errors';
import type { Serve } from '../../http/serve-routes';
import { sendMail } from '../../mail/outbox';
import { hashPassword } from '../../security/passwords';
import { hashSecret, newSecret } from '../../security/tokens';
import { uuidv7 } from '../../store/ids';
import { memberRole as roleOf, type ProjectRow } from '../../store/projects';
import { setMembership } from '../../store/members';
import {
  insertInvitation,
  markInvitationUsed,
  pendingInvitationByToken,
  pendingInvitations,
  revokeInvitation,
  revokePendingInvitationsOf,
  type InvitationRow,
} from '../../store/invitations';
import { createUser, userIdByEmail } from '../../store/users';
import { signedIn } from '../account/sign-in';
import { whoIs } from '../account/password';
import { INVITATION_PAGE, pageLink } from '../team-pages';
import { projectFor } from '../projects/access';
import { checkAssignments, type Assignments } from './assignments';
import { invalidToken, requirePolicy } from './policy';

const toRecord = (r: InvitationRow): InvitationRecord => ({
  invitation_uuid: r.invitation_uuid,
  email: r.email,
  role: r.role,
  assignments: JSON.parse(r.assignments) as Assignments,
  created_at: r.created_at,
  expires_at: r.expires_at,
});

/** Invitations by e-mail: an existing user joins at once, a new e-mail gets a single-use link. */
export function invitationRoutes(serve: Serve, svc: Service): void {
  const record = (
    p: ProjectRow,
    who: string,
    email: string,
    role: InvitationRow['role'],
    a: Assignments,
  ) => {
    const now = svc.now();
    const token = newSecret('lr_inv_');
    const row = {
      invitation_uuid: uuidv7(now),
      expires_at: now + INVITATION_TTL_MS,
      token,
    };
    return insertInvitation(svc.db, {
      invitation_uuid: row.invitation_uuid,
      expires_at: row.expires_at,
      project_id: p.project_id,
      email,
      role,
      assignments: a,
      token_hash: hashSecret(token),
      invited_by: who,
      created_at: now,
    }).then(() => row);
  };

  serve('inviteMember', async (c, { caller, params, body }) => {
    const p = await projectFor(svc, caller.userId, params.project_id, 'pm');
    const assignments = await checkAssignments(svc.db, p, body.assignments);
    const email = body.email.trim();
    const inviter = await whoIs(svc, caller.userId);
    const by = inviter.name ? `${inviter.name} (${inviter.email})` : inviter.email;
    const existing = await userIdByEmail(svc.db, email);
    if (existing) {
      if (await roleOf(svc.db, p.project_id, existing))
        throw new HttpError(409, TEAM_ERROR_CODES.alreadyMember, `${email} is a member already`);
      const row = await svc.db.tx(async () => {
        await setMembership(svc.db, p.project_id, existing, body.role, assignments);
        const added = await record(p, caller.userId, email, body.role, assignments);
        await markInvitationUsed(svc.db, added.invitation_uuid, svc.now());
        return added;
      });
      await sendMail(svc, {
        to: email,
        subject: `You were added to ${p.name} on Locale Lens`,
        text:
          `${by} added you to the project "${p.name}" on Locale Lens.\n\n` +
          `Sign in as ${email} (the side panel of the extension) to start.`,
      });
      return c.json(
        { invitation_uuid: row.invitation_uuid, email, expires_at: svc.now(), member: true },
        201,
      );
    }
    const row = await svc.db.tx(async () => {
      // Only the newest invitation of an e-mail counts: an older link stops working.
      await revokePendingInvitationsOf(svc.db, p.project_id, email, svc.now());
      return record(p, caller.userId, email, body.role, assignments);
    });
    await sendMail(svc, {
      to: email,
      subject: `${by} invites you to ${p.name} on Locale Lens`,
      text:
        `${by} invites you to translate the project "${p.name}" with Locale Lens.\n\n` +
        `Open ${pageLink(svc, c, INVITATION_PAGE, row.token)} to choose your name and ` +
        `password, or enter this token in the side panel's "Accept an invitation": ` +
        `${row.token}\n\nIt works once, until ${new Date(row.expires_at).toISOString()}.`,
    });
    return c.json(
      { invitation_uuid: row.invitation_uuid, email, expires_at: row.expires_at, member: false },
      201,
    );
  });

  serve('listInvitations', async (c, { caller, params }) => {
    const p = await projectFor(svc, caller.userId, params.project_id, 'pm');
    const rows = await pendingInvitations(svc.db, p.project_id, svc.now());
    return c.json({ invitations: rows.map(toRecord) });
  });

  serve('revokeInvitation', async (c, { caller, params }) => {
    const p = await projectFor(svc, caller.userId, params.project_id, 'pm');
    const now = svc.now();
    const revoked = await revokeInvitation(svc.db, p.project_id, params.invitation_uuid, now);
    if (!revoked) throw new HttpError(404, 'NOT_FOUND', 'No pending invitation with this id');
    return c.body(null, 204);
  });

  serve('acceptInvitation', async (c, { body }) => accept(c, svc, body));
}

async function accept(
  c: Context,
  svc: Service,
  body: { token: string; name: string; password: string; surname?: string | undefined },
): Promise<Response> {
  const hash = hashSecret(body.token);
  const find = () => pendingInvitationByToken(svc.db, hash, svc.now());
  const found = await find();
  if (!found) throw invalidToken('invitation');
  requirePolicy(body.password, found.email, [body.name, body.surname ?? ''], 'password');
  const passwordHash = await hashPassword(body.password);
  const joined = await svc.db.tx(async () => {
    const inv = await find();
    if (!inv) throw invalidToken('invitation');
    await markInvitationUsed(svc.db, inv.invitation_uuid, svc.now());
    const assignments = JSON.parse(inv.assignments) as Assignments;
    // The e-mail got an account meanwhile: the token proves the e-mail, so that account joins,
    // but its password stays its own.
    const existing = await userIdByEmail(svc.db, inv.email);
    if (existing) {
      if (!(await roleOf(svc.db, inv.project_id, existing)))
        await setMembership(svc.db, inv.project_id, existing, inv.role, assignments);
      return null;
    }
    const id = await createUser(
      svc.db,
      { email: inv.email, passwordHash, name: body.name, surname: body.surname ?? null },
      svc.now(),
    );
    await setMembership(svc.db, inv.project_id, id, inv.role, assignments);
    return id;
  });
  if (!joined)
    throw new HttpError(
      409,
      ACCOUNT_ERROR_CODES.emailInUse,
      'An account has this e-mail already and is a member now: sign in with its password',
    );
  const userId = joined;
  return signedIn(c, svc, userId);
}
