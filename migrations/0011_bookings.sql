-- Migration 0011, 2026-11-26: online booking (/book). Times are kept from overlapping by the BookingCalendar Durable
-- Object; these rows carry each booking's details, and its emails are stored here before they are sent (retried by the cron).

CREATE TABLE bookings (
  id TEXT PRIMARY KEY NOT NULL,
  calendar TEXT NOT NULL,
  event_type TEXT NOT NULL,
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  time_zone TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  goals TEXT,
  user_id TEXT,
  status TEXT NOT NULL,
  link_version INTEGER NOT NULL DEFAULT 1,
  cancelled_at INTEGER,
  cancelled_by TEXT,
  reschedule_count INTEGER NOT NULL DEFAULT 0,
  reminder_sent_at INTEGER,
  created_at INTEGER NOT NULL DEFAULT (cast(unixepoch('subsec') * 1000 as integer))
);
CREATE INDEX bookings_start_idx ON bookings (status, start_at);
CREATE INDEX bookings_email_idx ON bookings (email);
CREATE INDEX bookings_user_idx ON bookings (user_id);

-- The key that signs reschedule/cancel links, made once on first use.
CREATE TABLE booking_keys (
  id TEXT PRIMARY KEY NOT NULL,
  secret TEXT NOT NULL,
  created_at INTEGER NOT NULL DEFAULT (cast(unixepoch('subsec') * 1000 as integer))
);

CREATE TABLE booking_mail (
  id TEXT PRIMARY KEY NOT NULL,
  booking_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  status TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  next_attempt_at INTEGER,
  sent_at INTEGER,
  created_at INTEGER NOT NULL DEFAULT (cast(unixepoch('subsec') * 1000 as integer))
);
CREATE INDEX booking_mail_due_idx ON booking_mail (status, next_attempt_at);
CREATE INDEX booking_mail_booking_idx ON booking_mail (booking_id);
