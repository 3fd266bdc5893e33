import { listConversationsPage, listMessagesPage, findSignInMethods, type PageCursor } from '../db/account';
import type { Db } from '../db/client';
import { findPendingEmailChange } from '../db/email-changes';
import { listAllForUser } from '../db/bookings';
import { listEnquiriesByEmailPage } from '../db/enquiries';
import { listSessionsByUser } from '../db/sessions';
import { findUserById } from '../db/users';
import { describe, log } from '../errors';
import { describeUserAgent } from './user-agent';

/** Rows read per query: a long history is paged, never held in memory at once. */
export const EXPORT_BATCH = { conversations: 50, messages: 500, enquiries: 100 };

const iso = (ms: number | null | undefined) => (ms == null ? null : new Date(ms).toISOString());

/** The export as JSON text pieces, in order; each database page is read only when the previous one has been sent. */
export async function* exportAccountJson(
  db: Db,
  { userId, currentSessionId, now = Date.now() }: { userId: string; currentSessionId: string | null; now?: number },
): AsyncGenerator<string> {
  const user = await findUserById(db, { id: userId });
  if (!user) throw new Error('export: no such user');
  const methods = await findSignInMethods(db, { userId });
  const pending = await findPendingEmailChange(db, { userId, now });
  const account = {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    avatarUrl: user.avatarUrl,
    emailVerifiedAt: iso(user.emailVerifiedAt),
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
    signInMethods: [...(user.passwordHash ? ['password'] : []), ...(methods.google ? ['google'] : [])],
  };
  yield `{\n"format": "oasis-peptide-lab-account-export",\n"version": 1,\n"exportedAt": ${JSON.stringify(iso(now))},\n`;
  yield `"account": ${JSON.stringify(account)},\n`;
  yield `"pendingEmailChange": ${JSON.stringify(pending ? { newEmail: pending.newEmail, requestedAt: iso(pending.createdAt), expiresAt: iso(pending.expiresAt) } : null)},\n`;

  // Sessions: never the token or its hash.
  const sessions = (await listSessionsByUser(db, { userId, now })).map((s) => ({
    id: s.id,
    current: s.id === currentSessionId,
    ...describeUserAgent(s.userAgent),
    userAgent: s.userAgent,
    city: s.city,
    country: s.country,
    createdAt: iso(s.createdAt),
    lastUsedAt: iso(s.lastUsedAt),
    expiresAt: iso(s.expiresAt),
  }));
  yield `"sessions": ${JSON.stringify(sessions)},\n"conversations": [`;

  let first = true;
  let after: PageCursor | undefined;
  for (;;) {
    const page = await listConversationsPage(db, { userId, after, limit: EXPORT_BATCH.conversations });
    for (const conversation of page) {
      const head = JSON.stringify({
        id: conversation.id,
        title: conversation.title,
        createdAt: iso(conversation.createdAt),
        updatedAt: iso(conversation.updatedAt),
      });
      yield `${first ? '\n' : ',\n'}${head.slice(0, -1)},"messages":[`;
      first = false;
      let firstMessage = true;
      let messageAfter: PageCursor | undefined;
      for (;;) {
        const messages = await listMessagesPage(db, {
          userId,
          conversationId: conversation.id,
          after: messageAfter,
          limit: EXPORT_BATCH.messages,
        });
        if (messages.length) {
          const text = messages.map((m) => JSON.stringify({ ...m, createdAt: iso(m.createdAt) })).join(',\n');
          yield `${firstMessage ? '\n' : ',\n'}${text}`;
          firstMessage = false;
        }
        if (messages.length < EXPORT_BATCH.messages) break;
        messageAfter = messages[messages.length - 1];
      }
      yield ']}';
    }
    if (page.length < EXPORT_BATCH.conversations) break;
    after = page[page.length - 1];
  }
  yield '\n],\n"enquiries": [';

  first = true;
  let enquiryAfter: PageCursor | undefined;
  for (;;) {
    const page = await listEnquiriesByEmailPage(db, { email: user.email, after: enquiryAfter, limit: EXPORT_BATCH.enquiries });
    for (const e of page) {
      const row = {
        id: e.id,
        firstName: e.firstName,
        lastName: e.lastName,
        email: e.email,
        phone: e.phone,
        subject: e.subject,
        message: e.message,
        sentFromPage: e.sourcePath,
        channel: e.channel,
        sentAt: iso(e.createdAt),
        handledAt: iso(e.handledAt),
      };
      yield `${first ? '\n' : ',\n'}${JSON.stringify(row)}`;
      first = false;
    }
    if (page.length < EXPORT_BATCH.enquiries) break;
    enquiryAfter = page[page.length - 1];
  }
  // Consultations booked while signed in or with the account's address (few per person: one query).
  const bookings = (await listAllForUser(db, { userId, email: user.email })).map((b) => ({
    id: b.id,
    session: b.eventType,
    startsAt: iso(b.startAt),
    endsAt: iso(b.endAt),
    timeZone: b.timeZone,
    name: b.name,
    email: b.email,
    phone: b.phone,
    goals: b.goals,
    status: b.status,
    bookedAt: iso(b.createdAt),
    cancelledAt: iso(b.cancelledAt),
  }));
  yield `\n],\n"bookings": ${JSON.stringify(bookings)}\n}\n`;
}

/** The export as a byte stream that pulls one piece at a time (backpressure: nothing is read ahead of the client). */
export function exportAccountStream(
  db: Db,
  options: { userId: string; currentSessionId: string | null; now?: number },
): ReadableStream<Uint8Array> {
  const pieces = exportAccountJson(db, options);
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { value, done } = await pieces.next();
          if (done) controller.close();
          else controller.enqueue(encoder.encode(value));
        } catch (error) {
          log({ requestId: 'none' }, 'error', 'account export failed', { error: describe(error) });
          controller.error(error);
        }
      },
      async cancel() {
        await pieces.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
