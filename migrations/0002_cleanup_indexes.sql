-- Migration 0002, 2026-11-23: indexes for the scheduled cleanup of expired sessions, used or expired link tokens
-- and old dev mail (src/server/db/cleanup.ts), so the cron's deletes never scan whole tables.

CREATE INDEX sessions_expires_idx ON sessions (expires_at);
CREATE INDEX email_tokens_expires_idx ON email_tokens (expires_at);
CREATE INDEX email_tokens_used_idx ON email_tokens (used_at);
CREATE INDEX dev_mailbox_created_idx ON dev_mailbox (created_at);
