import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import type { ConversationSummary } from '../../lib/chat-protocol';
import { chatConversations, chatMessages, type ChatMessage } from './schema';

export type { ConversationSummary };
export type NewChatMessage = Pick<ChatMessage, 'role' | 'content'> & { status?: ChatMessage['status'] };

const TITLE_MAX = 60;

/** A conversation title from its first message: whitespace collapsed, cut at a word boundary near 60 characters. */
export function titleFromMessage(message: string): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  if (flat.length <= TITLE_MAX) return flat || 'New conversation';
  const cut = flat.slice(0, TITLE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 30 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

const summary = {
  id: chatConversations.id,
  title: chatConversations.title,
  createdAt: chatConversations.createdAt,
  updatedAt: chatConversations.updatedAt,
};

/** The user's own conversations, most recently active first. */
export async function listConversationsByUser(db: Db, { userId }: { userId: string }): Promise<ConversationSummary[]> {
  return db
    .select(summary)
    .from(chatConversations)
    .where(eq(chatConversations.userId, userId))
    .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.createdAt));
}

/** One conversation, only if it belongs to the user. */
export async function findConversation(db: Db, { id, userId }: { id: string; userId: string }): Promise<ConversationSummary | null> {
  const rows = await db
    .select(summary)
    .from(chatConversations)
    .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function createConversation(
  db: Db,
  { userId, title, now = Date.now() }: { userId: string; title: string; now?: number },
): Promise<ConversationSummary> {
  const row = { id: crypto.randomUUID(), userId, title, createdAt: now, updatedAt: now };
  await db.insert(chatConversations).values(row);
  return { id: row.id, title, createdAt: now, updatedAt: now };
}

/** Messages of the user's conversation, oldest first; empty when the conversation is not theirs. */
export async function listMessagesByConversation(
  db: Db,
  { conversationId, userId, limit }: { conversationId: string; userId: string; limit?: number },
) {
  const base = db
    .select({
      id: chatMessages.id,
      conversationId: chatMessages.conversationId,
      role: chatMessages.role,
      content: chatMessages.content,
      status: chatMessages.status,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatConversations.userId, userId)));
  if (!limit) return base.orderBy(asc(chatMessages.createdAt), sql`${chatMessages}.rowid`);
  // The last `limit` messages, returned oldest first.
  const recent = await base.orderBy(desc(chatMessages.createdAt), sql`${chatMessages}.rowid desc`).limit(limit);
  return recent.reverse();
}

/**
 * Appends messages to the user's conversation and marks it active; returns the conversation as written, or null
 * (writing nothing) when it is not theirs.
 * Messages get increasing timestamps so their order survives sorting by created_at.
 */
export async function addMessages(
  db: Db,
  {
    conversationId,
    userId,
    messages,
    now = Date.now(),
  }: { conversationId: string; userId: string; messages: NewChatMessage[]; now?: number },
): Promise<ConversationSummary | null> {
  const owned = await findConversation(db, { id: conversationId, userId });
  if (!owned || !messages.length) return owned;
  // Never go back in time relative to what is already stored (clock skew between isolates).
  const start = Math.max(now, owned.updatedAt + 1);
  const rows = messages.map((m, i) => ({
    id: crypto.randomUUID(),
    conversationId,
    role: m.role,
    content: m.content,
    status: m.status ?? 'complete',
    createdAt: start + i,
  }));
  await db.batch([
    db.insert(chatMessages).values(rows),
    db
      .update(chatConversations)
      .set({ updatedAt: start + rows.length - 1 })
      .where(and(eq(chatConversations.id, conversationId), eq(chatConversations.userId, userId))),
  ]);
  return { ...owned, updatedAt: start + rows.length - 1 };
}

/** Renames the user's conversation; returns it as written, or null when it is not theirs. */
export async function renameConversation(
  db: Db,
  { id, userId, title }: { id: string; userId: string; title: string },
): Promise<ConversationSummary | null> {
  const rows = await db
    .update(chatConversations)
    .set({ title })
    .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)))
    .returning(summary);
  return rows[0] ?? null;
}

/** Deletes the user's conversation and its messages; false when it is not theirs. */
export async function deleteConversation(db: Db, { id, userId }: { id: string; userId: string }): Promise<boolean> {
  const owned = await findConversation(db, { id, userId });
  if (!owned) return false;
  // D1 enforces foreign keys, but delete the messages explicitly so nothing depends on the cascade.
  await db.batch([
    db.delete(chatMessages).where(eq(chatMessages.conversationId, id)),
    db.delete(chatConversations).where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId))),
  ]);
  return true;
}

/**
 * Marks the reply to the conversation's latest question as interrupted (the visitor pressed Stop); scoped to the
 * owner. Returns false when there is no reply yet (the answer still streaming stores itself as interrupted).
 */
export async function markLatestReplyInterrupted(
  db: Db,
  { conversationId, userId }: { conversationId: string; userId: string },
): Promise<boolean> {
  const owned = await findConversation(db, { id: conversationId, userId });
  if (!owned) return false;
  const [latest] = await db
    .select({ id: chatMessages.id, role: chatMessages.role })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.createdAt))
    .limit(1);
  if (!latest || latest.role !== 'assistant') return false;
  await db
    .update(chatMessages)
    .set({ status: 'interrupted' })
    .where(and(eq(chatMessages.id, latest.id), eq(chatMessages.conversationId, conversationId)));
  return true;
}
