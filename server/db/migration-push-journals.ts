/** 8: pushes of locale files, journaled so each can be restored. */
export const PUSH_JOURNALS = `
  CREATE TABLE push_journals (
    journal_id TEXT PRIMARY KEY,
    project_id TEXT NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
    at INTEGER NOT NULL,
    actor_kind TEXT NOT NULL CHECK (actor_kind IN ('user', 'key')),
    actor_id TEXT,
    -- Who pushed, as the command line named them; the key above is what vouches for it.
    author TEXT,
    -- The journal a restore put back.
    restores TEXT,
    changes INTEGER NOT NULL
  );
  CREATE INDEX push_journals_project ON push_journals (project_id, at);
  CREATE TABLE push_journal_entries (
    journal_id TEXT NOT NULL REFERENCES push_journals (journal_id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    locale TEXT NOT NULL,
    namespace TEXT NOT NULL,
    key TEXT NOT NULL,
    -- JSON of the row (or source key) as it was; NULL when there was none.
    prior TEXT,
    -- The text the push left; NULL when it removed the key.
    left_text TEXT,
    PRIMARY KEY (journal_id, seq)
  );
  `;
