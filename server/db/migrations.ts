import { SEVERAL_INSTANCES } from './migration-instances';
import { KEY_SCREENSHOTS } from './migration-screenshots';
import { PUSH_JOURNALS } from './migration-push-journals';
import { TEAM_PEOPLE } from './migration-team';
import { ROW_CHANGES } from './migration-row-changes';
import { SIGN_IN_SCOPES } from './migration-sign-ins';
import type { Migration } from './postgres-ddl';

/**
 * Versioned schema migrations. Each entry runs once, in order, inside a transaction; the applied
 * version is kept in SQLite's `user_version` or PostgreSQL's `schema_version` table. Never edit a
 * shipped migration: append a new one.
 */
export const MIGRATIONS: readonly Migration[] = [
  /* 1: accounts, projects, editor and sync */ `
  CREATE TABLE users (
    user_id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    password_changed_at INTEGER NOT NULL,
    email_verified INTEGER NOT NULL DEFAULT 1,
    name TEXT, surname TEXT, company_name TEXT, experience_level TEXT,
    languages TEXT NOT NULL DEFAULT '[]',
    global_tier TEXT NOT NULL DEFAULT 'standard',
    created_at INTEGER NOT NULL
  );
  CREATE TABLE login_failures (email TEXT NOT NULL COLLATE NOCASE, at INTEGER NOT NULL);
  CREATE INDEX login_failures_email ON login_failures (email, at);
  CREATE TABLE access_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE projects (
    project_id TEXT PRIMARY KEY,
    workflow_id INTEGER NOT NULL,
    name TEXT NOT NULL,
    continuous INTEGER NOT NULL DEFAULT 0,
    create_time TEXT NOT NULL,
    deadline INTEGER,
    workflow_key TEXT NOT NULL,
    workflow_mode TEXT NOT NULL DEFAULT 'per_row',
    source_locale TEXT NOT NULL,
    default_namespace TEXT NOT NULL DEFAULT 'common'
  );
  CREATE TABLE project_members (
    project_id TEXT NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
    user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
    role TEXT NOT NULL CHECK (role IN ('pm', 'member')),
    PRIMARY KEY (project_id, user_id)
  );
  -- A locale of '*' assigns the stage on every locale of the project.
  CREATE TABLE stage_assignments (
    project_id TEXT NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
    user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
    locale TEXT NOT NULL,
    stage_index INTEGER NOT NULL,
    PRIMARY KEY (project_id, user_id, locale, stage_index)
  );
  CREATE TABLE locale_targets (
    project_id TEXT NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
    locale TEXT NOT NULL,
    archived INTEGER NOT NULL DEFAULT 0,
    workflow_key TEXT,
    PRIMARY KEY (project_id, locale)
  );
  CREATE TABLE source_keys (
    project_id TEXT NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
    namespace TEXT NOT NULL,
    key TEXT NOT NULL,
    text TEXT NOT NULL,
    translatable INTEGER NOT NULL DEFAULT 1,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (project_id, namespace, key)
  );
  -- The file target (namespace x locale): its id is what offers point at; its stage is the
  -- stage of every row in per_file mode.
  CREATE TABLE file_targets (
    file_target_id INTEGER PRIMARY KEY AUTOINCREMENT,
    project_id TEXT NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
    locale TEXT NOT NULL,
    namespace TEXT NOT NULL,
    stage_index INTEGER NOT NULL DEFAULT 0,
    UNIQUE (project_id, locale, namespace)
  );
  CREATE TABLE targets (
    project_id TEXT NOT NULL,
    locale TEXT NOT NULL,
    namespace TEXT NOT NULL,
    key TEXT NOT NULL,
    text TEXT NOT NULL DEFAULT '',
    row_state TEXT NOT NULL DEFAULT 'empty',
    is_ready INTEGER NOT NULL DEFAULT 0,
    is_locked INTEGER NOT NULL DEFAULT 0,
    confirmed_by TEXT,
    stage_index INTEGER NOT NULL DEFAULT 0,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (project_id, locale, namespace, key),
    FOREIGN KEY (project_id, namespace, key) REFERENCES source_keys (project_id, namespace, key) ON DELETE CASCADE
  );
  CREATE TABLE integration_keys (
    key_uuid TEXT PRIMARY KEY,
    project_id TEXT NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('master', 'publishable')),
    name TEXT NOT NULL,
    secret_hash TEXT NOT NULL UNIQUE,
    prefix TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    rotated_at INTEGER,
    last_used_at INTEGER
  );
  CREATE TABLE editor_sessions (
    key_hash TEXT PRIMARY KEY,
    project_id TEXT NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
    user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE jobs (
    job_id TEXT PRIMARY KEY,
    project_id TEXT NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('sync', 'fill')),
    locale TEXT,
    status TEXT NOT NULL CHECK (status IN ('pending', 'processing', 'completed', 'failed')),
    payload TEXT NOT NULL,
    total_keys INTEGER NOT NULL,
    processed_keys INTEGER NOT NULL DEFAULT 0,
    created INTEGER NOT NULL DEFAULT 0,
    updated INTEGER NOT NULL DEFAULT 0,
    unchanged INTEGER NOT NULL DEFAULT 0,
    rejected TEXT NOT NULL DEFAULT '[]',
    error TEXT,
    created_at INTEGER NOT NULL,
    finished_at INTEGER
  );
  CREATE INDEX jobs_open ON jobs (status, created_at);
  `,
  /* 2: a finished job keeps only what its poll answers, not the batch it ran */ `
  UPDATE jobs SET payload = '{}' WHERE status IN ('completed', 'failed');
  `,
  /* 3: one queue for every kind of job: model tasks have an owner, no project, a result */ `
  CREATE TABLE jobs_next (
    job_id TEXT PRIMARY KEY,
    project_id TEXT REFERENCES projects (project_id) ON DELETE CASCADE,
    owner_id TEXT REFERENCES users (user_id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    locale TEXT,
    status TEXT NOT NULL CHECK (status IN ('pending', 'processing', 'completed', 'failed')),
    stage TEXT,
    payload TEXT NOT NULL,
    result TEXT,
    total_keys INTEGER NOT NULL,
    processed_keys INTEGER NOT NULL DEFAULT 0,
    created INTEGER NOT NULL DEFAULT 0,
    updated INTEGER NOT NULL DEFAULT 0,
    unchanged INTEGER NOT NULL DEFAULT 0,
    rejected TEXT NOT NULL DEFAULT '[]',
    error TEXT,
    created_at INTEGER NOT NULL,
    started_at INTEGER,
    finished_at INTEGER
  );
  INSERT INTO jobs_next (job_id, project_id, kind, locale, status, payload, total_keys,
      processed_keys, created, updated, unchanged, rejected, error, created_at, finished_at)
    SELECT job_id, project_id, kind, locale, status, payload, total_keys, processed_keys, created,
      updated, unchanged, rejected, error, created_at, finished_at FROM jobs;
  DROP TABLE jobs;
  ALTER TABLE jobs_next RENAME TO jobs;
  CREATE INDEX jobs_open ON jobs (status, kind, created_at);
  CREATE INDEX jobs_owner ON jobs (owner_id);
  `,
  /* 4: offers, webhooks, scheduled jobs, namespace-scoped stages, e-mail changes and mail */ `
  -- A namespace of '*' assigns the stage in every namespace (as locale '*' does for locales).
  CREATE TABLE stage_assignments_next (
    project_id TEXT NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
    user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
    locale TEXT NOT NULL,
    namespace TEXT NOT NULL DEFAULT '*',
    stage_index INTEGER NOT NULL,
    PRIMARY KEY (project_id, user_id, locale, namespace, stage_index)
  );
  INSERT INTO stage_assignments_next (project_id, user_id, locale, stage_index)
    SELECT project_id, user_id, locale, stage_index FROM stage_assignments;
  DROP TABLE stage_assignments;
  ALTER TABLE stage_assignments_next RENAME TO stage_assignments;
  -- A job may wait: a webhook retry runs no earlier than run_after (null: at once).
  ALTER TABLE jobs ADD COLUMN run_after INTEGER;
  CREATE TABLE offers (
    assignment_uuid TEXT PRIMARY KEY,
    project_id TEXT NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
    file_target_id INTEGER NOT NULL REFERENCES file_targets (file_target_id) ON DELETE CASCADE,
    offered_to_user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
    role TEXT NOT NULL,
    stage_index INTEGER NOT NULL,
    pricing_model TEXT,
    rate REAL NOT NULL,
    currency TEXT NOT NULL,
    estimated_volume REAL NOT NULL,
    estimated_total REAL NOT NULL,
    offer_expires_at INTEGER,
    state TEXT NOT NULL,
    pm_notes TEXT,
    counter TEXT,
    created_at INTEGER NOT NULL
  );
  -- At most one active offer per file target, even when two requests race.
  CREATE UNIQUE INDEX offers_one_active ON offers (file_target_id)
    WHERE state IN ('offer', 'accepted', 'confirmed');
  CREATE INDEX offers_offeree ON offers (offered_to_user_id);
  CREATE TABLE webhook_endpoints (
    endpoint_uuid TEXT PRIMARY KEY,
    project_id TEXT NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
    url TEXT NOT NULL,
    format TEXT NOT NULL CHECK (format IN ('generic', 'chat')),
    events TEXT NOT NULL,
    namespaces TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    -- Kept, not hashed: every delivery is signed with it.
    secret TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    last_delivery_channel TEXT,
    last_delivery_outcome TEXT,
    last_delivery_at INTEGER,
    last_delivery_ok_at INTEGER,
    consecutive_delivery_failures INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX webhook_endpoints_project ON webhook_endpoints (project_id);
  CREATE TABLE email_changes (
    token_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
    new_email TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE TABLE mail_outbox (
    mail_id INTEGER PRIMARY KEY AUTOINCREMENT,
    to_address TEXT NOT NULL,
    subject TEXT NOT NULL,
    text TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    sent_at INTEGER,
    error TEXT
  );
  `,
  /* 5: context for translators: a key's description, each row's history, comments */ `
  ALTER TABLE source_keys ADD COLUMN description TEXT;
  CREATE TABLE row_history (
    project_id TEXT NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
    locale TEXT NOT NULL,
    namespace TEXT NOT NULL,
    key TEXT NOT NULL,
    at INTEGER NOT NULL,
    actor_kind TEXT NOT NULL CHECK (actor_kind IN ('user', 'key')),
    actor_id TEXT,
    action TEXT NOT NULL,
    text TEXT NOT NULL,
    stage_index INTEGER NOT NULL
  );
  CREATE INDEX row_history_row ON row_history (project_id, locale, namespace, key, at);
  CREATE TABLE row_comments (
    comment_id TEXT PRIMARY KEY,
    project_id TEXT NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
    locale TEXT NOT NULL,
    namespace TEXT NOT NULL,
    key TEXT NOT NULL,
    at INTEGER NOT NULL,
    actor_kind TEXT NOT NULL CHECK (actor_kind IN ('user', 'key')),
    actor_id TEXT,
    text TEXT NOT NULL
  );
  CREATE INDEX row_comments_row ON row_comments (project_id, locale, namespace, key, at);
  `,
  SEVERAL_INSTANCES,
  SIGN_IN_SCOPES,
  PUSH_JOURNALS,
  TEAM_PEOPLE,
  ROW_CHANGES,
  KEY_SCREENSHOTS,
];
