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

export function getProject(db: Db, projectId: string): ProjectRow | null {
  const row = stmt(db, 'SELECT * FROM projects WHERE project_id = ?').get(projectId) as
    RawProject | undefined;
  return row ? toProject(row) : null;
}

export function listProjectsOf(db: Db, userId: string): (ProjectRow & { role: 'pm' | 'member' })[] {
  const rows = stmt(
    db,
    `SELECT p.*, m.role FROM projects p JOIN project_members m USING (project_id)
     WHERE m.user_id = ? ORDER BY p.create_time, p.name`,
  ).all(userId) as (RawProject & { role: 'pm' | 'member' })[];
  return rows.map((r) => ({ ...toProject(r), role: r.role }));
}

export function memberRole(db: Db, projectId: string, userId: string): 'pm' | 'member' | null {
  const row = stmt(db, 'SELECT role FROM project_members WHERE project_id = ? AND user_id = ?').get(
    projectId,
    userId,
  ) as { role: 'pm' | 'member' } | undefined;
  return row?.role ?? null;
}

export function getLocaleTargets(db: Db, projectId: string): LocaleTargetRow[] {
  const rows = stmt(
    db,
    'SELECT locale, archived, workflow_key FROM locale_targets WHERE project_id = ? ORDER BY locale',
  ).all(projectId) as { locale: string; archived: number; workflow_key: WorkflowKey | null }[];
  return rows.map((r) => ({ ...r, archived: bool(r.archived) }));
}

export function getLocaleTarget(db: Db, projectId: string, locale: string): LocaleTargetRow | null {
  const r = stmt(
    db,
    'SELECT locale, archived, workflow_key FROM locale_targets WHERE project_id = ? AND locale = ?',
  ).get(projectId, locale) as
    { locale: string; archived: number; workflow_key: WorkflowKey | null } | undefined;
  return r ? { ...r, archived: bool(r.archived) } : null;
}

/**
 * Stages the user is assigned to on `locale` in `namespace` (assignments on '*' apply to every
 * locale or namespace). Without a namespace: the stages assigned in any namespace.
 */
export function assignedStages(
  db: Db,
  projectId: string,
  userId: string,
  locale: string | null,
  namespace?: string,
): number[] {
  const rows = stmt(
    db,
    `SELECT DISTINCT stage_index FROM stage_assignments
     WHERE project_id = ? AND user_id = ? AND (locale = '*' OR locale = ?)
       AND (? IS NULL OR namespace = '*' OR namespace = ?) ORDER BY stage_index`,
  ).all(projectId, userId, locale ?? '*', namespace ?? null, namespace ?? null) as {
    stage_index: number;
  }[];
  return rows.map((r) => r.stage_index);
}

/** Gives the user `stage` on `locale` in `namespace` ('*' = every namespace); once. */
export function assignStage(
  db: Db,
  projectId: string,
  userId: string,
  locale: string,
  namespace: string,
  stage: number,
): void {
  stmt(
    db,
    `INSERT INTO stage_assignments (project_id, user_id, locale, namespace, stage_index)
     VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  ).run(projectId, userId, locale, namespace, stage);
}

export function projectNamespaces(db: Db, projectId: string): string[] {
  const rows = stmt(
    db,
    'SELECT DISTINCT namespace FROM source_keys WHERE project_id = ? ORDER BY namespace',
  ).all(projectId) as { namespace: string }[];
  return rows.map((r) => r.namespace);
}
