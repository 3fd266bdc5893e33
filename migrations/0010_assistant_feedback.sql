-- Migration 0010, 2026-11-26: what the assistant answered, how visitors rated it and when they asked for a person, for
-- the staff insight page (/admin/insight). A guest's rows carry no user id, address or cookie: the thread id is a random
-- id their tab made for this conversation. Questions are stored redacted (no emails or phone numbers). Rows older than
-- 90 days are deleted by the cron. Times are Unix epoch milliseconds.

CREATE TABLE assistant_answers (
  id TEXT PRIMARY KEY NOT NULL,
  -- The conversation: a signed-in conversation's id, or a guest tab's random thread id.
  thread_id TEXT NOT NULL,
  -- Set only for a signed-in visitor's answer (their feedback is then theirs alone).
  user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
  question TEXT NOT NULL,
  question_key TEXT NOT NULL,
  -- The answer kind (answer, fact, no_answer, handoff, a safety kind...).
  kind TEXT NOT NULL,
  -- What it was about, e.g. "compound:bpc157", "service:consultation", "modality:cold", "page:/recovery".
  topic TEXT,
  page TEXT NOT NULL DEFAULT '/',
  created_at INTEGER NOT NULL
);
CREATE INDEX assistant_answers_created ON assistant_answers (created_at);
CREATE INDEX assistant_answers_thread ON assistant_answers (thread_id, created_at);

-- One vote per answer: the primary key is the answer.
CREATE TABLE answer_feedback (
  answer_id TEXT PRIMARY KEY NOT NULL REFERENCES assistant_answers (id) ON DELETE CASCADE,
  helpful INTEGER NOT NULL,
  reason TEXT CHECK (reason IN ('wrong', 'not_what_i_asked', 'incomplete', 'unsafe', 'other')),
  note TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX answer_feedback_created ON answer_feedback (created_at);

-- Each time a conversation was handed to the team (the form sent) or the visitor asked for a person.
CREATE TABLE assistant_handoffs (
  id TEXT PRIMARY KEY NOT NULL,
  thread_id TEXT,
  reason TEXT NOT NULL,
  page TEXT NOT NULL DEFAULT '/',
  created_at INTEGER NOT NULL
);
CREATE INDEX assistant_handoffs_created ON assistant_handoffs (created_at);
CREATE INDEX assistant_handoffs_thread ON assistant_handoffs (thread_id, created_at);
