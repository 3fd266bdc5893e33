// The error catalogue: every code the site answers or logs with, its HTTP status, its message and whether the visitor sees it.
// Change a message, a status or the rate-limit wording here and nowhere else.

import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody, FieldErrors } from '../lib/api-error';
import { company } from '../content/company';
import { bookingPolicy } from '../content/site/booking';
import type { AppEnv } from '../env';
import { STORAGE_QUOTA } from './db/quotas';

/** The status is decided by the type, never by the caller. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limit: 429,
  /** A storage quota of the account is full (see server/db/quotas.ts). */
  quota: 413,
  internal: 500,
} as const satisfies Record<string, ContentfulStatusCode>;
export type ErrorType = keyof typeof ERROR_STATUS;

/** Where the error happened: an area of the site, or (for validation) the first field that failed. */
export const SURFACES = [
  // areas
  'account',
  'auth',
  'booking',
  'booking_cancelled',
  'booking_horizon',
  'booking_hours',
  'booking_link',
  'booking_link_used',
  'booking_mail',
  'booking_notice',
  'booking_past',
  'booking_taken',
  'session',
  'body',
  'characters',
  'configuration',
  'conversations',
  'conversations_import',
  'conversations_rename',
  'chat',
  'contact',
  'conversation',
  'credentials',
  'enquiry_relay',
  'feedback',
  'answer',
  'form',
  'handoff',
  'mail',
  'origin',
  'render',
  'reset_link_expired',
  'reset_link_invalid',
  'reset_link_used',
  'route',
  'server',
  'staff_notification',
  'submission',
  'task',
  'unverified',
  // request fields (validation)
  'adult',
  'goals',
  'start',
  'timeZone',
  'confirmPassword',
  'conversationId',
  'currentPassword',
  'answerId',
  'helpful',
  'note',
  'threadId',
  'newPassword',
  'email',
  'firstName',
  'fullName',
  'history',
  'isGuest',
  'lastName',
  'message',
  'messages',
  'name',
  'pageContext',
  'password',
  'phone',
  'reason',
  'sourcePath',
  'subject',
  'title',
  'token',
  'transcript',
] as const;
export type Surface = (typeof SURFACES)[number];
export const isSurface = (s: string): s is Surface => (SURFACES as readonly string[]).includes(s);

/** Rounded up, never zero: "3 minutes", "1 minute". */
export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** The one rate-limit wording: "try again in N minutes". */
export const tryAgainIn = (retryAfterSeconds: number) => `try again in ${minutesText(retryAfterSeconds)}`;

const CHECK_FIELDS = 'Please check the highlighted fields.';
const sentSeveral = (seconds: number) => `You have sent several messages in a short time. Please ${tryAgainIn(seconds)}.`;

type Params = { retryAfterSeconds?: number; limit?: number; guest?: boolean };
type Entry = {
  /** What the visitor reads (or, for log-only codes, what the log says). */
  message: string | ((p: Params) => string);
  /** `respond`: answered to the visitor. `log`: written to the log only, never sent (background work). */
  policy: 'respond' | 'log';
  /** Also write a log line when answered (unexpected or worth counting). */
  level?: 'warn' | 'error';
};

/** Every fixed code. Validation codes (`bad_request:<field>`) take their message from the field's zod schema. */
const CATALOGUE = {
  'bad_request:body': { message: 'The request body must be JSON.', policy: 'respond' },
  'bad_request:form': { message: 'The form could not be read. Please try again.', policy: 'respond' },
  'bad_request:contact': { message: CHECK_FIELDS, policy: 'respond' },
  'bad_request:handoff': { message: CHECK_FIELDS, policy: 'respond' },
  'bad_request:feedback': { message: CHECK_FIELDS, policy: 'respond' },
  // A filled honeypot: the code names nothing a bot could learn from.
  'bad_request:submission': {
    message: `We could not accept this message. Please email us at ${company.email} instead.`,
    policy: 'respond',
    level: 'warn',
  },
  'bad_request:reset_link_invalid': { message: 'This reset link is not valid. Please request a new one.', policy: 'respond' },
  'bad_request:reset_link_expired': { message: 'This reset link has expired. Please request a new one.', policy: 'respond' },
  'bad_request:reset_link_used': { message: 'This reset link has already been used. Please request a new one.', policy: 'respond' },
  'unauthorized:auth': { message: 'Please sign in to continue.', policy: 'respond' },
  'unauthorized:credentials': { message: 'Invalid email or password.', policy: 'respond' },
  'unauthorized:chat': { message: 'Your session has ended. Please sign in again to save this chat.', policy: 'respond' },
  'unauthorized:handoff': { message: 'Your session has ended. Please sign in again to send this conversation.', policy: 'respond' },
  'forbidden:unverified': {
    message: 'Please verify your email address before signing in. Check your inbox for the link, or send a new one.',
    policy: 'respond',
  },
  'forbidden:origin': { message: 'This request must come from this site.', policy: 'respond', level: 'warn' },
  'not_found:route': { message: 'Not found.', policy: 'respond', level: 'warn' },
  'not_found:conversation': { message: 'Conversation not found.', policy: 'respond' },
  'not_found:answer': { message: 'This answer can no longer be rated.', policy: 'respond' },
  'conflict:feedback': { message: 'You have already rated this answer. Thank you!', policy: 'respond' },
  'not_found:session': { message: 'Signed-in device not found.', policy: 'respond' },
  'bad_request:session': { message: 'This is the device you are using: use Sign out in the menu to end it.', policy: 'respond' },
  // One answer whatever the other account's state, so it reveals no more than that the address is taken.
  'conflict:email': { message: 'That email address cannot be used. Please choose a different one.', policy: 'respond' },
  'payload_too_large:account': { message: 'The request is too large.', policy: 'respond' },
  'payload_too_large:chat': { message: 'The message is too large.', policy: 'respond' },
  'payload_too_large:auth': { message: 'The request is too large.', policy: 'respond' },
  'payload_too_large:title': { message: 'This title is too long.', policy: 'respond' },
  'payload_too_large:contact': { message: 'This message is too long to send.', policy: 'respond' },
  'payload_too_large:conversation': { message: 'This chat is too large to save.', policy: 'respond' },
  'payload_too_large:feedback': { message: 'This note is too long to send.', policy: 'respond' },
  'payload_too_large:handoff': { message: 'This conversation is too long to send. Please start a new chat.', policy: 'respond' },
  'unsupported_media_type:contact': {
    message: 'Send the form as multipart/form-data, application/x-www-form-urlencoded or JSON.',
    policy: 'respond',
  },
  'rate_limit:auth': { message: (p) => `Too many attempts. Please ${tryAgainIn(p.retryAfterSeconds ?? 60)}.`, policy: 'respond' },
  // An address held back from an account after repeated failures: the emailed reset link is the way in at once.
  'rate_limit:credentials': {
    message: (p) =>
      `Too many attempts. Please ${tryAgainIn(p.retryAfterSeconds ?? 60)}, or use "Forgot password?" to get a sign-in link by email now.`,
    policy: 'respond',
  },
  'rate_limit:conversations_import': {
    message: (p) => `You have saved several chats in a short time. Please ${tryAgainIn(p.retryAfterSeconds ?? 60)}.`,
    policy: 'respond',
  },
  'rate_limit:conversations_rename': {
    message: (p) => `You have renamed conversations several times in a short time. Please ${tryAgainIn(p.retryAfterSeconds ?? 60)}.`,
    policy: 'respond',
  },
  'quota:conversations': {
    message: `You have ${STORAGE_QUOTA.conversations} saved conversations, the most an account can keep. Delete some to save new ones.`,
    policy: 'respond',
  },
  'quota:messages': {
    message: `This conversation has reached ${STORAGE_QUOTA.messagesPerConversation} messages, the most one can hold. Please start a new conversation.`,
    policy: 'respond',
  },
  'quota:characters': {
    message: `Your saved conversations have reached ${(STORAGE_QUOTA.bytes / 1_000_000).toLocaleString('en-US')} MB, the most an account can keep. Delete some conversations to save more.`,
    policy: 'respond',
  },
  'bad_request:booking': { message: CHECK_FIELDS, policy: 'respond' },
  // A chosen time that cannot be booked: each names why; the page lists the next free times beside it.
  'bad_request:booking_past': { message: 'That time has already passed. Please choose one of the next free times.', policy: 'respond' },
  'bad_request:booking_notice': {
    message: `Consultations need at least ${bookingPolicy.minimumNoticeHours} hours' notice. Please choose a later time.`,
    policy: 'respond',
  },
  'bad_request:booking_horizon': {
    message: `We take bookings up to ${bookingPolicy.horizonDays} days ahead. Please choose an earlier time.`,
    policy: 'respond',
  },
  'bad_request:booking_hours': {
    message: 'That time is outside our consultation hours. Please choose one of the times offered.',
    policy: 'respond',
  },
  'conflict:booking_taken': { message: 'Sorry, that time has just been taken. Please choose another time.', policy: 'respond' },
  'not_found:booking_link': {
    message: 'This booking link is not valid. Please use the link in your latest booking email.',
    policy: 'respond',
  },
  'bad_request:booking_link_used': {
    message: 'This link has already been used. Please use the link in your latest booking email.',
    policy: 'respond',
  },
  'bad_request:booking_cancelled': { message: 'This booking has been cancelled.', policy: 'respond' },
  'rate_limit:booking': {
    message: (p) => `You have made several bookings in a short time. Please ${tryAgainIn(p.retryAfterSeconds ?? 60)}.`,
    policy: 'respond',
  },
  'internal:booking_mail': { message: 'A booking email could not be sent; it will be retried.', policy: 'log', level: 'error' },
  'internal:configuration': { message: 'This site is not configured yet. Please try again later.', policy: 'respond' },
  'rate_limit:contact': { message: (p) => sentSeveral(p.retryAfterSeconds ?? 60), policy: 'respond' },
  'rate_limit:handoff': { message: (p) => sentSeveral(p.retryAfterSeconds ?? 60), policy: 'respond' },
  'rate_limit:feedback': {
    message: (p) => `You have rated many answers in a short time. Please ${tryAgainIn(p.retryAfterSeconds ?? 60)}.`,
    policy: 'respond',
  },
  'rate_limit:chat': {
    message: (p) =>
      p.guest
        ? `You've reached the guest limit of ${p.limit} messages an hour. Sign in to keep chatting, or ${tryAgainIn(p.retryAfterSeconds ?? 60)}.`
        : `You've reached today's limit of ${p.limit} messages. Please try again tomorrow, or contact our team if you need help sooner.`,
    policy: 'respond',
  },
  // Logged with its stack by the error handler, the only place that answers it.
  'internal:server': { message: 'Something went wrong. Please try again.', policy: 'respond' },
  'internal:chat': { message: 'The answer could not be completed. Please try again.', policy: 'respond', level: 'error' },
  'internal:render': { message: 'The page could not be rendered.', policy: 'log', level: 'error' },
  'internal:enquiry_relay': { message: 'The enquiry relay failed.', policy: 'log', level: 'error' },
  'internal:staff_notification': { message: 'The staff notification failed.', policy: 'log', level: 'error' },
  'internal:mail': { message: 'An email could not be sent.', policy: 'log', level: 'error' },
  'internal:task': { message: 'Work after the response failed.', policy: 'log', level: 'error' },
} as const satisfies Partial<Record<ErrorCode, Entry>>;

export type CatalogueCode = keyof typeof CATALOGUE;
/** Codes a visitor may receive. */
export type RespondCode = { [K in CatalogueCode]: (typeof CATALOGUE)[K]['policy'] extends 'respond' ? K : never }[CatalogueCode];
/** Every code that can be written to the log. */
export type LogCode = CatalogueCode;
/** Any `type:surface` pair, as sent: catalogued codes and validation codes. */
export type ErrorCode = `${ErrorType}:${Surface}`;

export const statusOf = (code: ErrorCode) => ERROR_STATUS[code.split(':')[0] as ErrorType];

/** The catalogue's message for a code. */
export function messageFor(code: CatalogueCode, params: Params = {}): string {
  const entry: Entry = CATALOGUE[code];
  return typeof entry.message === 'function' ? entry.message(params) : entry.message;
}

/** An error a handler raises or answers with; `fields` carries one message per failing field. */
export type AppError = { code: ErrorCode; message: string; fields?: FieldErrors; retryAfterSeconds?: number };

/** Builds the error for a catalogued code (messages from the table). */
export function appError(code: RespondCode, params: Params & { fields?: FieldErrors } = {}): AppError {
  return { code, message: messageFor(code, params), fields: params.fields, retryAfterSeconds: params.retryAfterSeconds };
}

/** The JSON body every API error answers with. */
export function errorBody(error: AppError): ApiErrorBody {
  const { code, message, fields } = error;
  return { error: { code, message, ...(fields && Object.keys(fields).length > 0 ? { fields } : {}) } };
}

/** Headers for an error answer: never cached, and `Retry-After` on a limit. */
export function errorHeaders(error: AppError): Record<string, string> {
  return {
    'Cache-Control': 'no-store',
    ...(error.retryAfterSeconds !== undefined ? { 'Retry-After': String(error.retryAfterSeconds) } : {}),
  };
}

/** The one way an error becomes a JSON response; codes whose entry asks for it are logged too. */
export function errorResponse(c: Context<AppEnv>, error: AppError | RespondCode, params?: Params & { fields?: FieldErrors }): Response {
  const e = typeof error === 'string' ? appError(error, params) : error;
  report(c, e);
  return c.json(errorBody(e), statusOf(e.code), errorHeaders(e));
}

/** Logs an answered error when its entry asks for it (every answer path calls this, JSON or page). */
export function report(c: Context<AppEnv>, error: AppError) {
  const entry = (CATALOGUE as Record<string, Entry>)[error.code];
  if (entry?.level) log(c, entry.level, error.code, { path: c.req.path, method: c.req.method });
}

/** The chat stream's last line when the answer fails after the stream began. */
export function streamErrorEvent(code: Extract<RespondCode, `internal:${string}`>): { type: 'error'; code: string; message: string } {
  return { type: 'error', code, message: messageFor(code) };
}

/**
 * Every log line that is not a catalogued code, by event name (an unknown name is a type error: add it here).
 * Catalogued codes log with their entry's message; these log with their name as the message.
 */
export type LogEvent =
  | 'unhandled'
  | 'configuration refused'
  | 'google sign-in refused'
  | 'email stored in dev mailbox'
  | 'enquiry relay retries'
  | 'account export failed'
  | 'content gap not recorded'
  | 'ai provider refused the token parameter; retrying'
  | 'ai provider failed'
  | 'cron finished'
  | 'cron failed'
  | 'staff second factor refused'
  | 'booking cron'
  | 'model reply with a dose figure replaced'
  | 'answer not recorded'
  | 'enquiry held past the hourly ceiling';

/** Where a log line's request id comes from: a request context, or a plain id (cron, background work). */
type LogSource = Context<AppEnv> | { requestId: string };

/**
 * The one logging helper (server code writes to the console nowhere else): a JSON line with level, message and the
 * request id, plus any details. `what` is a catalogued code (its message is written too) or a LogEvent.
 */
export function log(
  source: LogSource,
  level: 'info' | 'warn' | 'error',
  what: LogCode | ErrorCode | LogEvent,
  details: Record<string, unknown> = {},
) {
  const requestId = 'requestId' in source ? source.requestId : requestIdOf(source);
  const entry = (CATALOGUE as Record<string, Entry>)[what];
  const line = JSON.stringify({
    level,
    msg: entry ? (typeof entry.message === 'string' ? entry.message : what) : what,
    ...(entry ? { code: what } : {}),
    requestId,
    ...details,
  });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

function requestIdOf(c: Context<AppEnv>): string {
  try {
    return c.get('requestId') ?? c.req.header('cf-ray') ?? 'none';
  } catch {
    return 'none';
  }
}

/** An error's text for a log line (never shown to visitors). */
export const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));
