import { sql, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { FEEDBACK_REASONS, type FeedbackReasonValue } from '../../lib/chat-protocol';

// Times are Unix epoch milliseconds; ids are random UUIDs made by the worker.
const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`;

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    fullName: text('full_name'),
    avatarUrl: text('avatar_url'),
    /** scrypt hash in PHC-like form; null for accounts that only use Google. */
    passwordHash: text('password_hash'),
    emailVerifiedAt: integer('email_verified_at'),
    /**
     * When a sign-up for this never-verified address came with another password: verifying then clears the password
     * and name and asks for a new password. Null otherwise, and once the address is proven.
     */
    signUpConflictAt: integer('sign_up_conflict_at'),
    createdAt: integer('created_at').notNull().default(now),
    updatedAt: integer('updated_at').notNull().default(now),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);
export type User = InferSelectModel<typeof users>;
export type NewUser = InferInsertModel<typeof users>;

export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: integer('expires_at').notNull(),
    /** When the expiry was last pushed forward; renewals happen at most once a day. */
    renewedAt: integer('renewed_at').notNull(),
    createdAt: integer('created_at').notNull().default(now),
    /** The browser's User-Agent when it signed in (shown as browser and platform on /account). */
    userAgent: text('user_agent'),
    /** When a request last came with this session (updated at most every few minutes). */
    lastUsedAt: integer('last_used_at'),
    /** Cloudflare's approximate place at sign-in (request.cf.city / country), when it gives one. */
    city: text('city'),
    country: text('country'),
    /** Until when this session holds staff rights, after a second-factor code (null: none). */
    staffUntil: integer('staff_until'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);
export type Session = InferSelectModel<typeof sessions>;

export const emailTokens = sqliteTable(
  'email_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    /** The address the link was sent to: it only works while the account still has that address. */
    email: text('email'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    createdAt: integer('created_at').notNull().default(now),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_unique').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId),
    index('email_tokens_expires_idx').on(t.expiresAt),
    index('email_tokens_used_idx').on(t.usedAt),
  ],
);
export type EmailToken = InferSelectModel<typeof emailTokens>;

/** A requested new address, waiting for the link sent to it; the account keeps its old address until then. */
export const emailChanges = sqliteTable(
  'email_changes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    /** SHA-256 of the emailed token, hex. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    createdAt: integer('created_at').notNull().default(now),
  },
  (t) => [uniqueIndex('email_changes_hash_unique').on(t.tokenHash), index('email_changes_user_idx').on(t.userId)],
);
export type EmailChange = InferSelectModel<typeof emailChanges>;

/** Sent to the previous address when a change completes: its owner can undo the change (and then choose a password). */
export const emailChangeUndos = sqliteTable(
  'email_change_undos',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    /** SHA-256 of the emailed token, hex. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    createdAt: integer('created_at').notNull().default(now),
  },
  (t) => [uniqueIndex('email_change_undos_hash_unique').on(t.tokenHash), index('email_change_undos_user_idx').on(t.userId)],
);

/** Staff, enrolled deliberately (`npm run staff -- add EMAIL`); the staff area also needs a TOTP code per session. */
export const staffMembers = sqliteTable('staff_members', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32 TOTP secret, set on the first visit to /admin/verify. */
  totpSecret: text('totp_secret'),
  /** When the first valid code confirmed the secret. */
  totpConfirmedAt: integer('totp_confirmed_at'),
  /** The last accepted 30-second step: a code is never accepted twice. */
  totpLastStep: integer('totp_last_step'),
  enrolledAt: integer('enrolled_at').notNull(),
  enrolledBy: text('enrolled_by').notNull(),
});
export type StaffMember = InferSelectModel<typeof staffMembers>;

export const oauthAccounts = sqliteTable(
  'oauth_accounts',
  {
    provider: text('provider', { enum: ['google'] }).notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull().default(now),
  },
  (t) => [uniqueIndex('oauth_provider_user_unique').on(t.provider, t.providerUserId)],
);

export const chatConversations = sqliteTable(
  'chat_conversations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: integer('created_at').notNull().default(now),
    updatedAt: integer('updated_at').notNull().default(now),
  },
  (t) => [index('chat_conversations_user_updated_idx').on(t.userId, t.updatedAt)],
);
export type ChatConversation = InferSelectModel<typeof chatConversations>;

export const chatMessages = sqliteTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** 'complete', or 'interrupted' when the answer stream ended early. */
    status: text('status', { enum: ['complete', 'interrupted'] })
      .notNull()
      .default('complete'),
    /**
     * 'site' when this server wrote the words; 'browser' for an assistant turn of a saved guest chat, sent by the
     * visitor's browser (unverified: labelled for staff, never sent to a model as an assistant turn).
     */
    source: text('source', { enum: ['site', 'browser'] })
      .notNull()
      .default('site'),
    createdAt: integer('created_at').notNull().default(now),
  },
  (t) => [index('chat_messages_conversation_created_idx').on(t.conversationId, t.createdAt)],
);
export type ChatMessage = InferSelectModel<typeof chatMessages>;

export const enquiries = sqliteTable(
  'enquiries',
  {
    id: text('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The page path the form was sent from. */
    sourcePath: text('source_path').notNull(),
    /** 'chat' when the visitor handed an assistant conversation to staff; 'form' for the contact forms. */
    channel: text('channel', { enum: ['form', 'chat'] })
      .notNull()
      .default('form'),
    relayStatus: text('relay_status', { enum: ['pending', 'relayed', 'failed', 'not_configured'] }).notNull(),
    relayAttempts: integer('relay_attempts').notNull().default(0),
    lastRelayError: text('last_relay_error'),
    nextRelayAt: integer('next_relay_at'),
    handledAt: integer('handled_at'),
    /** Held past the site-wide hourly ceiling: stored for staff, not relayed, no notification. */
    heldAt: integer('held_at'),
    /**
     * The staff email about it: null (none: no STAFF_EMAIL, or held), 'sent' (its own email or a sent digest), 'digest'
     * (past the hourly budget of single emails, waiting for the next digest), 'claimed:<id>' (in a digest being sent).
     */
    staffNotice: text('staff_notice'),
    createdAt: integer('created_at').notNull().default(now),
  },
  (t) => [
    index('enquiries_created_idx').on(t.createdAt),
    index('enquiries_relay_idx').on(t.relayStatus, t.nextRelayAt),
    index('enquiries_staff_notice_idx').on(t.staffNotice),
  ],
);
export type Enquiry = InferSelectModel<typeof enquiries>;

export const devMailbox = sqliteTable(
  'dev_mailbox',
  {
    id: text('id').primaryKey(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body').notNull(),
    createdAt: integer('created_at').notNull().default(now),
  },
  (t) => [index('dev_mailbox_created_idx').on(t.createdAt)],
);
export type DevMail = InferSelectModel<typeof devMailbox>;

/** Questions the assistant could not answer, counted by normalised question; never linked to a person. */
export const contentGaps = sqliteTable(
  'content_gaps',
  {
    questionKey: text('question_key').primaryKey(),
    example: text('example').notNull(),
    reason: text('reason', { enum: ['unanswered', 'low_confidence'] }).notNull(),
    page: text('page').notNull().default('/'),
    count: integer('count').notNull().default(1),
    firstSeen: integer('first_seen').notNull(),
    lastSeen: integer('last_seen').notNull(),
  },
  (t) => [index('content_gaps_last_seen').on(t.lastSeen), index('content_gaps_count').on(t.count)],
);
export type ContentGap = InferSelectModel<typeof contentGaps>;

/**
 * A booked consultation (/book). Its time is also held by the calendar's Durable Object (BookingCalendar), the one
 * writer that keeps times from overlapping; this row carries the details. `userId` is the signed-in booker, if any.
 */
export const bookings = sqliteTable(
  'bookings',
  {
    id: text('id').primaryKey(),
    /** The calendar (Durable Object name) holding the time. */
    calendar: text('calendar').notNull(),
    /** Event type slug (content/site/booking.ts). */
    eventType: text('event_type').notNull(),
    startAt: integer('start_at').notNull(),
    endAt: integer('end_at').notNull(),
    /** The visitor's IANA time zone when booking, for their emails. */
    timeZone: text('time_zone').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    goals: text('goals'),
    userId: text('user_id'),
    status: text('status', { enum: ['confirmed', 'cancelled', 'no_show'] }).notNull(),
    /**
     * The version the emailed reschedule/cancel links are signed with (src/server/booking/links.ts): raised by every
     * change of state, so a link acts once and older links stop working.
     */
    linkVersion: integer('link_version').notNull().default(1),
    cancelledAt: integer('cancelled_at'),
    /** Who cancelled: the visitor (link or account), staff, or the account's deletion. */
    cancelledBy: text('cancelled_by', { enum: ['visitor', 'staff', 'account_deleted'] }),
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    reminderSentAt: integer('reminder_sent_at'),
    createdAt: integer('created_at').notNull().default(now),
  },
  (t) => [
    index('bookings_start_idx').on(t.status, t.startAt),
    index('bookings_email_idx').on(t.email),
    index('bookings_user_idx').on(t.userId),
  ],
);
export type Booking = InferSelectModel<typeof bookings>;

/** Booking emails, stored before they are sent and retried by the cron until the provider takes them. */
export const bookingMail = sqliteTable(
  'booking_mail',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id').notNull(),
    kind: text('kind', { enum: ['confirmation', 'staff', 'rescheduled', 'cancelled', 'reminder'] }).notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: integer('next_attempt_at'),
    sentAt: integer('sent_at'),
    createdAt: integer('created_at').notNull().default(now),
  },
  (t) => [index('booking_mail_due_idx').on(t.status, t.nextAttemptAt), index('booking_mail_booking_idx').on(t.bookingId)],
);
export type BookingMail = InferSelectModel<typeof bookingMail>;

/** The secret that signs booking links (one row, id 'links'), made on first use so no configuration is needed. */
export const bookingKeys = sqliteTable('booking_keys', {
  id: text('id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: integer('created_at').notNull().default(now),
});

/** Every assistant answer, for staff insight; a guest's carries only a random thread id (migration 0010). */
export const assistantAnswers = sqliteTable(
  'assistant_answers',
  {
    id: text('id').primaryKey(),
    threadId: text('thread_id').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    questionKey: text('question_key').notNull(),
    kind: text('kind').notNull(),
    topic: text('topic'),
    page: text('page').notNull().default('/'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('assistant_answers_created').on(t.createdAt), index('assistant_answers_thread').on(t.threadId, t.createdAt)],
);
export type AssistantAnswer = InferSelectModel<typeof assistantAnswers>;

const FEEDBACK_REASON_VALUES = FEEDBACK_REASONS.map((r) => r.value) as [FeedbackReason, ...FeedbackReason[]];
export type FeedbackReason = FeedbackReasonValue;

/** One vote per answer (the answer id is the key). */
export const answerFeedback = sqliteTable(
  'answer_feedback',
  {
    answerId: text('answer_id')
      .primaryKey()
      .references(() => assistantAnswers.id, { onDelete: 'cascade' }),
    helpful: integer('helpful', { mode: 'boolean' }).notNull(),
    reason: text('reason', { enum: FEEDBACK_REASON_VALUES }),
    note: text('note'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('answer_feedback_created').on(t.createdAt)],
);
export type AnswerFeedback = InferSelectModel<typeof answerFeedback>;

/** A conversation handed to the team, or a visitor asking for a person. */
export const assistantHandoffs = sqliteTable(
  'assistant_handoffs',
  {
    id: text('id').primaryKey(),
    threadId: text('thread_id'),
    reason: text('reason').notNull(),
    page: text('page').notNull().default('/'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('assistant_handoffs_created').on(t.createdAt), index('assistant_handoffs_thread').on(t.threadId, t.createdAt)],
);
export type AssistantHandoff = InferSelectModel<typeof assistantHandoffs>;
