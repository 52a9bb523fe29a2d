import type { WorkflowKey } from '../../lib/contract/editor';
import type { Db } from '../db/open';
import { stmt } from './statements';

/** Adds a target language to a project (used when a project is created, too). */
export async function insertLocaleTarget(
  db: Db,
  projectId: string,
  locale: string,
  workflowKey: WorkflowKey | null,
): Promise<void> {
  await stmt(
    db,
    'INSERT INTO locale_targets (project_id, locale, archived, workflow_key) VALUES (?, ?, 0, ?)',
  ).run(projectId, locale, workflowKey);
}

/**
 * A language's own workflow (null: the project's). Rows and files at the old postreview stage,
 * or past the new one, move to the new postreview stage.
 */
export async function setLocaleWorkflow(
  db: Db,
  projectId: string,
  locale: string,
  workflowKey: WorkflowKey | null,
  postreview: { from: number; to: number },
): Promise<void> {
  await stmt(
    db,
    'UPDATE locale_targets SET workflow_key = ? WHERE project_id = ? AND locale = ?',
  ).run(workflowKey, projectId, locale);
  const { from, to } = postreview;
  for (const table of ['targets', 'file_targets'])
    // The table is one of the two names above, never input.
    await stmt(
      db,
      `UPDATE ${table} SET stage_index = ?
       WHERE project_id = ? AND locale = ? AND (stage_index = ? OR stage_index > ?)`,
    ).run(to, projectId, locale, from, to);
}

/** Archives or restores a language; its rows stay as they are. */
export const setLocaleArchived = (db: Db, projectId: string, locale: string, archived: boolean) =>
  stmt(db, 'UPDATE locale_targets SET archived = ? WHERE project_id = ? AND locale = ?').run(
    archived ? 1 : 0,
    projectId,
    locale,
  );
