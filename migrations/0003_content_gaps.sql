-- Migration 0003, 2026-11-23: questions the assistant could not answer (or answered with low confidence), for staff.
-- No user id, address or cookie is stored; emails and phone numbers are removed before storing; rows older than
-- 90 days (by last_seen) are deleted by the cron. Times are Unix epoch milliseconds.

CREATE TABLE content_gaps (
  question_key TEXT PRIMARY KEY NOT NULL,
  example TEXT NOT NULL,
  reason TEXT NOT NULL,
  page TEXT NOT NULL DEFAULT '/',
  count INTEGER NOT NULL DEFAULT 1,
  first_seen INTEGER NOT NULL,
  last_seen INTEGER NOT NULL
);
CREATE INDEX content_gaps_last_seen ON content_gaps (last_seen);
CREATE INDEX content_gaps_count ON content_gaps (count);
