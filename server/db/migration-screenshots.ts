import type { Migration } from './postgres-ddl';

/**
 * Screenshots of keys: per project, language, key and page, the newest and a few older. The
 * key's text (its hash) and box when captured tell later readers whether it went stale.
 */
const table = (bytes: string) => `
  CREATE TABLE key_screenshots (
    screenshot_id TEXT PRIMARY KEY,
    project_id TEXT NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
    locale TEXT NOT NULL,
    namespace TEXT NOT NULL,
    key TEXT NOT NULL,
    page_url TEXT NOT NULL,
    media_type TEXT NOT NULL CHECK (media_type IN ('image/png', 'image/webp')),
    image ${bytes} NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    box_x REAL NOT NULL,
    box_y REAL NOT NULL,
    box_width REAL NOT NULL,
    box_height REAL NOT NULL,
    text_hash TEXT NOT NULL,
    captured_at INTEGER NOT NULL,
    actor_kind TEXT NOT NULL CHECK (actor_kind IN ('user', 'key')),
    actor_id TEXT
  );
  CREATE INDEX key_screenshots_lookup
    ON key_screenshots (project_id, locale, namespace, key, page_url, captured_at);
`;

export const KEY_SCREENSHOTS: Migration = {
  sqlite: table('BLOB'),
  postgres: table('BYTEA')
    .replace(/\bINTEGER\b/g, 'BIGINT')
    .replace(/\bREAL\b/g, 'DOUBLE PRECISION'),
};
