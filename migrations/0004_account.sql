-- Migration 0004, 2026-11-23: signed-in devices (user agent, last use, approximate place) and pending email changes.
-- Times are Unix epoch milliseconds.

ALTER TABLE sessions ADD COLUMN user_agent TEXT;
ALTER TABLE sessions ADD COLUMN last_used_at INTEGER;
-- Cloudflare's approximate place of the request that signed in (request.cf.city / country), when it gives one.
ALTER TABLE sessions ADD COLUMN city TEXT;
ALTER TABLE sessions ADD COLUMN country TEXT;

-- A new address waiting for its owner to click the link sent to it; the old address stays in use until then.
CREATE TABLE email_changes (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_email TEXT NOT NULL,
  token_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL DEFAULT (cast(unixepoch('subsec') * 1000 as integer))
);
CREATE UNIQUE INDEX email_changes_hash_unique ON email_changes (token_hash);
CREATE INDEX email_changes_user_idx ON email_changes (user_id);
