import { bookingPolicy } from '../../content/site/booking';
import type { Config } from '../config';
import {
  claimBookingMail,
  claimReminder,
  listDueBookingMail,
  listDueReminders,
  recordBookingMail,
  storeBookingMail,
  type NewBookingMail,
} from '../db/bookings';
import type { Db } from '../db/client';
import type { BookingMail } from '../db/schema';
import { describe, log } from '../errors';
import { sendMail } from '../mail/send';
import { reminderMail } from './emails';
import { linksFor } from './service-links';

/** Waits after the 1st, 2nd... failed attempt; the last one repeats (the cron runs every 10 minutes). */
export const MAIL_BACKOFF_MS = [1, 5, 30, 120].map((m) => m * 60_000);
export const MAX_MAIL_ATTEMPTS = 8;
const LEASE_MS = 2 * 60_000;

export type OutboxDeps = { db: Db; config: Config; fetcher?: typeof fetch; requestId?: string; now?: () => number };

/** One attempt to send a stored message; records sent, or pending with its next attempt, or failed after the last. */
export async function deliver(deps: OutboxDeps, mail: BookingMail): Promise<boolean> {
  const now = deps.now?.() ?? Date.now();
  const attempts = mail.attempts + 1;
  try {
    await sendMail(deps, { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    await recordBookingMail(deps.db, { id: mail.id, status: 'sent', attempts, error: null, nextAttemptAt: null, now });
    return true;
  } catch (error) {
    const failed = attempts >= MAX_MAIL_ATTEMPTS;
    const wait = MAIL_BACKOFF_MS[Math.min(attempts, MAIL_BACKOFF_MS.length) - 1]!;
    await recordBookingMail(deps.db, {
      id: mail.id,
      status: failed ? 'failed' : 'pending',
      attempts,
      error: describe(error).slice(0, 300),
      nextAttemptAt: failed ? null : now + wait,
      now,
    });
    log({ requestId: deps.requestId ?? 'none' }, 'error', 'internal:booking_mail', { id: mail.id, kind: mail.kind, attempts, failed });
    return false;
  }
}

/** Stores messages first (nothing is lost if the provider is down), then tries each once; the cron retries the rest. */
export async function storeAndSend(deps: OutboxDeps, mails: NewBookingMail[]): Promise<void> {
  const stored = await storeBookingMail(deps.db, mails, deps.now?.() ?? Date.now());
  for (const mail of stored) {
    if (await claimBookingMail(deps.db, { id: mail.id, dueAt: mail.nextAttemptAt, leaseUntil: (deps.now?.() ?? Date.now()) + LEASE_MS })) {
      await deliver(deps, mail);
    }
  }
}

/** The cron: retries due messages, one at a time. */
export async function retryBookingMail(deps: OutboxDeps, { limit = 25 } = {}) {
  const now = deps.now?.() ?? Date.now();
  let sent = 0;
  for (const mail of await listDueBookingMail(deps.db, { now, limit })) {
    if (!(await claimBookingMail(deps.db, { id: mail.id, dueAt: mail.nextAttemptAt, leaseUntil: now + LEASE_MS }))) continue;
    if (await deliver(deps, mail)) sent++;
  }
  return { sent };
}

/** The cron: the reminder for every confirmed booking starting within the next 24 hours (once each). */
export async function sendDueReminders(deps: OutboxDeps & { siteUrl: string | null }, { limit = 50 } = {}) {
  if (!deps.siteUrl) return { reminded: 0 };
  const now = deps.now?.() ?? Date.now();
  let reminded = 0;
  for (const b of await listDueReminders(deps.db, { now, withinMs: bookingPolicy.reminderHoursBefore * 3_600_000, limit })) {
    // A booking made less than a day ahead already has its confirmation: no reminder straight after it.
    if (b.startAt - b.createdAt < bookingPolicy.reminderHoursBefore * 3_600_000) {
      await claimReminder(deps.db, { id: b.id, now });
      continue;
    }
    if (!(await claimReminder(deps.db, { id: b.id, now }))) continue;
    await storeAndSend(deps, [reminderMail(b, await linksFor(deps.db, deps.siteUrl, b))]);
    reminded++;
  }
  return { reminded };
}
