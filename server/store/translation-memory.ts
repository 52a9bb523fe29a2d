import type { Db } from '../db/open';
import { stmt } from './statements';

/** The language pairs the projects' rows make: each project's source and its live locales. */
export const languagePairs = (db: Db) =>
  stmt(
    db,
    `SELECT DISTINCT p.source_locale AS "from", t.locale AS "to" FROM projects p
     JOIN locale_targets t ON t.project_id = p.project_id AND t.archived = 0`,
  ).all<{ from: string; to: string }>();

/**
 * The edited translations of one language pair, with their sources: of the projects a user is a
 * member of, or of one project.
 */
export async function memoryCorpus(
  db: Db,
  pair: { from: string; to: string },
  scope: { userId: string } | { projectId: string },
) {
  const [join, id] =
    'userId' in scope
      ? ['JOIN project_members m ON m.project_id = p.project_id AND m.user_id = ?', scope.userId]
      : ['', scope.projectId];
  const where = 'userId' in scope ? '' : 'AND p.project_id = ?';
  return (await stmt(
    db,
    `SELECT s.namespace, s.key, s.text AS source, t.text AS target FROM projects p ${join}
     JOIN source_keys s ON s.project_id = p.project_id AND s.text != ''
     JOIN targets t ON t.project_id = s.project_id AND t.namespace = s.namespace
       AND t.key = s.key AND t.locale = ? AND t.text != '' AND t.row_state = 'edited'
     WHERE p.source_locale = ? ${where}`,
  ).all(...('userId' in scope ? [id, pair.to, pair.from] : [pair.to, pair.from, id]))) as {
    namespace: string;
    key: string;
    source: string;
    target: string;
  }[];
}
