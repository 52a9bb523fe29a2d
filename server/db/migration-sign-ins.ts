/**
 * 7: what a user reaches. An editor session remembers the access token that minted it (so it
 * ends with that sign-in), a failed sign-in the client address it came from (failures count per
 * account and address), and an endpoint its recent test events (they are limited).
 */
export const SIGN_IN_SCOPES = `
  ALTER TABLE editor_sessions ADD COLUMN minted_by TEXT;
  CREATE INDEX editor_sessions_user ON editor_sessions (user_id);
  ALTER TABLE login_failures ADD COLUMN client TEXT NOT NULL DEFAULT '';
  CREATE INDEX login_failures_pair ON login_failures (email, client, at);
  CREATE TABLE webhook_tests (
    endpoint_uuid TEXT NOT NULL REFERENCES webhook_endpoints (endpoint_uuid) ON DELETE CASCADE,
    at INTEGER NOT NULL
  );
  CREATE INDEX webhook_tests_endpoint ON webhook_tests (endpoint_uuid, at);
`;
