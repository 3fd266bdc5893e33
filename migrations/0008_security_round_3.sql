-- Migration 0008, 2026-11-26: security round 3.
-- Times are Unix epoch milliseconds.

-- The address a verification or reset link was sent to: a link only works while the account still has that address.
-- Links made before this migration have none and no longer work (they lived an hour, or a day for verification).
ALTER TABLE email_tokens ADD COLUMN email TEXT;

-- Sent to the previous address when an email change completes: proves that mailbox and undoes the change.
CREATE TABLE email_change_undos (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  old_email TEXT NOT NULL,
  new_email TEXT NOT NULL,
  token_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL DEFAULT (cast(unixepoch('subsec') * 1000 as integer))
);
CREATE UNIQUE INDEX email_change_undos_hash_unique ON email_change_undos (token_hash);
CREATE INDEX email_change_undos_user_idx ON email_change_undos (user_id);

-- Staff are enrolled deliberately (`npm run staff -- add EMAIL`), never by their address alone, and reach the staff
-- area only after a second factor (TOTP) on the session they use. The secret is set on the first visit to /admin/verify
-- and confirmed by the first valid code; the last accepted time step stops a code being replayed.
CREATE TABLE staff_members (
  user_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  totp_secret TEXT,
  totp_confirmed_at INTEGER,
  totp_last_step INTEGER,
  enrolled_at INTEGER NOT NULL,
  enrolled_by TEXT NOT NULL
);

-- Until when this session holds staff rights (after a second-factor code): shorter than the session itself.
ALTER TABLE sessions ADD COLUMN staff_until INTEGER;

-- Where a stored message's words come from: 'site' (written by this server: the visitor's question, the assistant's
-- answer) or 'browser' (an assistant turn of a guest chat that the visitor's browser sent when the chat was saved:
-- shown to the visitor, labelled for staff, never sent to a model as the assistant's own words).
ALTER TABLE chat_messages ADD COLUMN source TEXT NOT NULL DEFAULT 'site';

-- Past the site-wide hourly ceiling for enquiries and handoffs, a new one is still stored (never lost) but held for
-- staff: not relayed, no notification email. When it was held; null for ordinary enquiries.
ALTER TABLE enquiries ADD COLUMN held_at INTEGER;
