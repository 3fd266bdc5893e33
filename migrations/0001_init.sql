-- Migration 0001, 2026-11-22: users, sessions, email tokens, OAuth links, chat, enquiries, dev mailbox.
-- Times are Unix epoch milliseconds.

CREATE TABLE users (
  id TEXT PRIMARY KEY NOT NULL,
  email TEXT NOT NULL,
  full_name TEXT,
  avatar_url TEXT,
  password_hash TEXT,
  email_verified_at INTEGER,
  created_at INTEGER NOT NULL DEFAULT (cast(unixepoch('subsec') * 1000 as integer)),
  updated_at INTEGER NOT NULL DEFAULT (cast(unixepoch('subsec') * 1000 as integer))
);
CREATE UNIQUE INDEX users_email_unique ON users (email);

CREATE TABLE sessions (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  renewed_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL DEFAULT (cast(unixepoch('subsec') * 1000 as integer))
);
CREATE UNIQUE INDEX sessions_token_hash_unique ON sessions (token_hash);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE email_tokens (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'reset')),
  token_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL DEFAULT (cast(unixepoch('subsec') * 1000 as integer))
);
CREATE UNIQUE INDEX email_tokens_hash_unique ON email_tokens (token_hash);
CREATE INDEX email_tokens_user_idx ON email_tokens (user_id);

CREATE TABLE oauth_accounts (
  provider TEXT NOT NULL CHECK (provider IN ('google')),
  provider_user_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL DEFAULT (cast(unixepoch('subsec') * 1000 as integer))
);
CREATE UNIQUE INDEX oauth_provider_user_unique ON oauth_accounts (provider, provider_user_id);

CREATE TABLE chat_conversations (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  created_at INTEGER NOT NULL DEFAULT (cast(unixepoch('subsec') * 1000 as integer)),
  updated_at INTEGER NOT NULL DEFAULT (cast(unixepoch('subsec') * 1000 as integer))
);
CREATE INDEX chat_conversations_user_updated_idx ON chat_conversations (user_id, updated_at);

CREATE TABLE chat_messages (
  id TEXT PRIMARY KEY NOT NULL,
  conversation_id TEXT NOT NULL REFERENCES chat_conversations (id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
  content TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'complete' CHECK (status IN ('complete', 'interrupted')),
  created_at INTEGER NOT NULL DEFAULT (cast(unixepoch('subsec') * 1000 as integer))
);
CREATE INDEX chat_messages_conversation_created_idx ON chat_messages (conversation_id, created_at);

CREATE TABLE enquiries (
  id TEXT PRIMARY KEY NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  source_path TEXT NOT NULL,
  relay_status TEXT NOT NULL CHECK (relay_status IN ('pending', 'relayed', 'failed', 'not_configured')),
  relay_attempts INTEGER NOT NULL DEFAULT 0,
  last_relay_error TEXT,
  next_relay_at INTEGER,
  handled_at INTEGER,
  created_at INTEGER NOT NULL DEFAULT (cast(unixepoch('subsec') * 1000 as integer))
);
CREATE INDEX enquiries_created_idx ON enquiries (created_at);
CREATE INDEX enquiries_relay_idx ON enquiries (relay_status, next_relay_at);

CREATE TABLE dev_mailbox (
  id TEXT PRIMARY KEY NOT NULL,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  created_at INTEGER NOT NULL DEFAULT (cast(unixepoch('subsec') * 1000 as integer))
);
