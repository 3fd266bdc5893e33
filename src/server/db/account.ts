import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from './client';
import { chatConversations, chatMessages, emailChanges, emailTokens, oauthAccounts, sessions, users } from './schema';

/** A keyset position: rows after (createdAt, id) in that order. */
export type PageCursor = { createdAt: number; id: string };

const afterCursor = (table: { createdAt: AnySQLiteColumn; id: AnySQLiteColumn }, after?: PageCursor) =>
  after ? or(gt(table.createdAt, after.createdAt), and(eq(table.createdAt, after.createdAt), gt(table.id, after.id))) : undefined;

/** One page of the user's conversations, oldest first. */
export async function listConversationsPage(db: Db, { userId, after, limit }: { userId: string; after?: PageCursor; limit: number }) {
  return db
    .select({
      id: chatConversations.id,
      title: chatConversations.title,
      createdAt: chatConversations.createdAt,
      updatedAt: chatConversations.updatedAt,
    })
    .from(chatConversations)
    .where(and(eq(chatConversations.userId, userId), afterCursor(chatConversations, after)))
    .orderBy(asc(chatConversations.createdAt), asc(chatConversations.id))
    .limit(limit);
}

/** One page of the messages of the user's conversation, oldest first; empty when the conversation is not theirs. */
export async function listMessagesPage(
  db: Db,
  { userId, conversationId, after, limit }: { userId: string; conversationId: string; after?: PageCursor; limit: number },
) {
  return db
    .select({
      id: chatMessages.id,
      role: chatMessages.role,
      content: chatMessages.content,
      status: chatMessages.status,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatConversations.userId, userId), afterCursor(chatMessages, after)))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    .limit(limit);
}

/**
 * Deletes the user and everything tied to their id in one D1 batch (a single transaction): messages, conversations,
 * sessions, email links, pending email changes, Google links, and the user row. Returns how many rows of each went.
 */
export async function deleteUserAccount(db: Db, { userId }: { userId: string }) {
  const owned = db.select({ id: chatConversations.id }).from(chatConversations).where(eq(chatConversations.userId, userId));
  const results = await db.batch([
    db.delete(chatMessages).where(inArray(chatMessages.conversationId, owned)),
    db.delete(chatConversations).where(eq(chatConversations.userId, userId)),
    db.delete(sessions).where(eq(sessions.userId, userId)),
    db.delete(emailTokens).where(eq(emailTokens.userId, userId)),
    db.delete(emailChanges).where(eq(emailChanges.userId, userId)),
    db.delete(oauthAccounts).where(eq(oauthAccounts.userId, userId)),
    db.delete(users).where(eq(users.id, userId)),
  ]);
  const changes = (i: number) => (results[i] as unknown as { meta: { changes: number } }).meta.changes;
  return { messages: changes(0), conversations: changes(1), sessions: changes(2), user: changes(6) > 0 };
}

/** How the user signs in: whether they have a password and a Google link. */
export async function findSignInMethods(db: Db, { userId }: { userId: string }) {
  const google = await db
    .select({ providerUserId: oauthAccounts.providerUserId })
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userId, userId))
    .limit(1);
  return { google: google.length > 0 };
}
