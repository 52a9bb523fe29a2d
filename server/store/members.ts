import type { ProjectMember } from '../../lib/contract/offers';
import type { Db } from '../db/open';
import { endEditorSessions } from './editor-sessions';
import { stmt } from './statements';

type Assignment = ProjectMember['assignments'][number];

/** The project's members with their assignments; with `userId`, that member alone. */
export async function listMembers(
  db: Db,
  projectId: string,
  userId?: string,
): Promise<ProjectMember[]> {
  const only = userId ?? null;
  const rows = (await stmt(
    db,
    `SELECT u.user_id, u.email, u.name, u.surname, m.role FROM project_members m
     JOIN users u USING (user_id) WHERE m.project_id = ? AND (CAST(? AS TEXT) IS NULL OR m.user_id = ?)
     ORDER BY m.role DESC, u.email`,
  ).all(projectId, only, only)) as Omit<ProjectMember, 'assignments'>[];
  const assignments = (await stmt(
    db,
    `SELECT user_id, locale, namespace, stage_index FROM stage_assignments
     WHERE project_id = ? ORDER BY locale, namespace, stage_index`,
  ).all(projectId)) as {
    user_id: string;
    locale: string;
    namespace: string;
    stage_index: number;
  }[];
  return rows.map((m) => {
    const mine = new Map<string, Assignment>();
    for (const a of assignments.filter((x) => x.user_id === m.user_id)) {
      const id = `${a.locale}\u0000${a.namespace}`;
      const entry = mine.get(id) ?? {
        locale: a.locale,
        namespace: a.namespace === '*' ? null : a.namespace,
        stages: [],
      };
      entry.stages.push(a.stage_index);
      mine.set(id, entry);
    }
    return { ...m, assignments: [...mine.values()] };
  });
}

/** Makes the user a member with this role and exactly these assignments (replacing any). */
export async function setMembership(
  db: Db,
  projectId: string,
  userId: string,
  role: 'pm' | 'member',
  assignments: readonly Assignment[],
): Promise<void> {
  await stmt(
    db,
    `INSERT INTO project_members (project_id, user_id, role) VALUES (?, ?, ?)
     ON CONFLICT (project_id, user_id) DO UPDATE SET role = excluded.role`,
  ).run(projectId, userId, role);
  await stmt(db, 'DELETE FROM stage_assignments WHERE project_id = ? AND user_id = ?').run(
    projectId,
    userId,
  );
  const insert = stmt(
    db,
    `INSERT INTO stage_assignments (project_id, user_id, locale, namespace, stage_index)
     VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  );
  for (const a of assignments)
    for (const stage of a.stages)
      await insert.run(projectId, userId, a.locale, a.namespace ?? '*', stage);
}

/** How many project managers the project has. */
export async function managerCount(db: Db, projectId: string): Promise<number> {
  const row = (await stmt(
    db,
    `SELECT COUNT(*) AS n FROM project_members WHERE project_id = ? AND role = 'pm'`,
  ).get(projectId)) as { n: number | string };
  return Number(row.n);
}

/** Takes the user out of the project: membership, stage assignments and editor sessions. */
export async function removeMembership(db: Db, projectId: string, userId: string): Promise<void> {
  await stmt(db, 'DELETE FROM stage_assignments WHERE project_id = ? AND user_id = ?').run(
    projectId,
    userId,
  );
  await stmt(db, 'DELETE FROM project_members WHERE project_id = ? AND user_id = ?').run(
    projectId,
    userId,
  );
  await endEditorSessions(db, { userId, projectId });
}

/** Makes the user a member of the project, keeping the role of one who already is. */
export const ensureMember = (db: Db, projectId: string, userId: string) =>
  stmt(
    db,
    `INSERT INTO project_members (project_id, user_id, role) VALUES (?, ?, 'member')
     ON CONFLICT DO NOTHING`,
  ).run(projectId, userId);
