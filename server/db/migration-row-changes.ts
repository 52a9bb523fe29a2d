/**
 * 10: row changes, kept a few minutes so a stream that reconnects resumes from its last event id
 * (on any instance: the id is the database's).
 */
export const ROW_CHANGES = `
  CREATE TABLE row_changes (
    change_id INTEGER PRIMARY KEY AUTOINCREMENT,
    project_id TEXT NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    -- JSON: [Change] (lib/contract/row-changes.ts)
    changes TEXT NOT NULL
  );
  CREATE INDEX row_changes_created ON row_changes (created_at);
`;
