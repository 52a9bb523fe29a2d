import type { WorkflowKey, WorkflowMode } from '../../lib/contract/editor';
import type { Db } from '../db/open';
import { bool, stmt } from './statements';

export interface ProjectRow {
  project_id: string;
  workflow_id: number;
  name: string;
  continuous: boolean;
  create_time: string;
  deadline: number | null;
  workflow_key: WorkflowKey;
  workflow_mode: WorkflowMode;
  source_locale: string;
  default_namespace: string;
}

export interface LocaleTargetRow {
  locale: string;
  archived: boolean;
  /** A per-locale override of the project's workflow, or null. */
  workflow_key: WorkflowKey | null;
}

type RawProject = Omit<ProjectRow, 'continuous'> & { continuous: number };
const toProject = (r: RawProject): ProjectRow => ({ ...r, continuous: bool(r.continuous) });

export async function getProject(db: Db, projectId: string): Promise<ProjectRow | null> {
  const row = (await stmt(db, 'SELECT * FROM projects WHERE project_id = ?').get(projectId)) as
    RawProject | undefined;
  return row ? toProject(row) : null;
}

export async function listProjectsOf(
  db: Db,
  userId: string,
): Promise<(ProjectRow & { role: 'pm' | 'member' })[]> {
  const rows = (await stmt(
    db,
    `SELECT p.*, m.role FROM projects p JOIN project_members m USING (project_id)
     WHERE m.user_id = ? ORDER BY p.create_time, p.name`,
  ).all(userId)) as (RawProject & { role: 'pm' | 'member' })[];
  return rows.map((r) => ({ ...toProject(r), role: r.role }));
}

export async function memberRole(
  db: Db,
  projectId: string,
  userId: string,
): Promise<'pm' | 'member' | null> {
  const row = (await stmt(
    db,
    'SELECT role FROM project_members WHERE project_id = ? AND user_id = ?',
  ).get(projectId, userId)) as { role: 'pm' | 'member' } | undefined;
  return row?.role ?? null;
}

export async function getLocaleTargets(db: Db, projectId: string): Promise<LocaleTargetRow[]> {
  const rows = (await stmt(
    db,
    'SELECT locale, archived, workflow_key FROM locale_targets WHERE project_id = ? ORDER BY locale',
  ).all(projectId)) as { locale: string; archived: number; workflow_key: WorkflowKey | null }[];
  return rows.map((r) => ({ ...r, archived: bool(r.archived) }));
}

export async function getLocaleTarget(
  db: Db,
  projectId: string,
  locale: string,
): Promise<LocaleTargetRow | null> {
  const r = (await stmt(
    db,
    'SELECT locale, archived, workflow_key FROM locale_targets WHERE project_id = ? AND locale = ?',
  ).get(projectId, locale)) as
    { locale: string; archived: number; workflow_key: WorkflowKey | null } | undefined;
  return r ? { ...r, archived: bool(r.archived) } : null;
}

/**
 * Stages the user is assigned to on `locale` in `namespace` (assignments on '*' apply to every
 * locale or namespace). Without a namespace: the stages assigned in any namespace.
 */
export async function assignedStages(
  db: Db,
  projectId: string,
  userId: string,
  locale: string | null,
  namespace?: string,
): Promise<number[]> {
  const rows = (await stmt(
    db,
    `SELECT DISTINCT stage_index FROM stage_assignments
     WHERE project_id = ? AND user_id = ? AND (locale = '*' OR locale = ?)
       AND (CAST(? AS TEXT) IS NULL OR namespace = '*' OR namespace = ?) ORDER BY stage_index`,
  ).all(projectId, userId, locale ?? '*', namespace ?? null, namespace ?? null)) as {
    stage_index: number;
  }[];
  return rows.map((r) => r.stage_index);
}

/** Gives the user `stage` on `locale` in `namespace` ('*' = every namespace); once. */
export async function assignStage(
  db: Db,
  projectId: string,
  userId: string,
  locale: string,
  namespace: string,
  stage: number,
): Promise<void> {
  await stmt(
    db,
    `INSERT INTO stage_assignments (project_id, user_id, locale, namespace, stage_index)
     VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  ).run(projectId, userId, locale, namespace, stage);
}

export async function projectNamespaces(db: Db, projectId: string): Promise<string[]> {
  const rows = (await stmt(
    db,
    'SELECT DISTINCT namespace FROM source_keys WHERE project_id = ? ORDER BY namespace',
  ).all(projectId)) as { namespace: string }[];
  return rows.map((r) => r.namespace);
}

/** A new continuous project (per-row workflow), managed by `managerId`. */
export async function insertContinuousProject(
  db: Db,
  p: {
    projectId: string;
    workflowId: number;
    name: string;
    createTime: string;
    deadline: number | null;
    workflowKey: string;
    sourceLocale: string;
  },
  managerId: string,
): Promise<void> {
  await stmt(
    db,
    `INSERT INTO projects (project_id, workflow_id, name, continuous, create_time, deadline,
       workflow_key, workflow_mode, source_locale) VALUES (?, ?, ?, 1, ?, ?, ?, 'per_row', ?)`,
  ).run(p.projectId, p.workflowId, p.name, p.createTime, p.deadline, p.workflowKey, p.sourceLocale);
  await stmt(db, `INSERT INTO project_members (project_id, user_id, role) VALUES (?, ?, 'pm')`).run(
    p.projectId,
    managerId,
  );
}
