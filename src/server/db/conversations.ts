import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { cleanLine, cleanText } from '../../lib/clean-text';
import type { Db } from './client';
import type { ChatMessageView, ConversationSummary } from '../../lib/chat-protocol';
import { quotaProblem, STORAGE_QUOTA, userBytes, utf8Bytes, type QuotaProblem } from './quotas';
import { answerFeedback, assistantAnswers, chatConversations, chatMessages, type ChatMessage } from './schema';

export type { ConversationSummary };
export type NewChatMessage = Pick<ChatMessage, 'role' | 'content'> & {
  status?: ChatMessage['status'];
  source?: ChatMessage['source'];
  /** A reply the assistant streamed is stored under its answer's id, so the saved message can be rated (never from a browser). */
  id?: string;
};

const TITLE_MAX = 60;

/** A conversation title from its first message: whitespace collapsed, cut at a word boundary near 60 characters. */
export function titleFromMessage(message: string): string {
  const flat = cleanLine(message);
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
      source: chatMessages.source,
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
 * The user's conversation as the chat shows it: every message, and on each reply the assistant gave (one whose answer
 * row is still kept) its answer id and the vote already given, so a saved answer can be rated once, after any reload.
 */
export async function listMessagesForView(
  db: Db,
  { conversationId, userId }: { conversationId: string; userId: string },
): Promise<ChatMessageView[]> {
  const rows = await db
    .select({
      id: chatMessages.id,
      role: chatMessages.role,
      content: chatMessages.content,
      status: chatMessages.status,
      source: chatMessages.source,
      answerId: assistantAnswers.id,
      helpful: answerFeedback.helpful,
    })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .leftJoin(
      assistantAnswers,
      and(eq(assistantAnswers.id, chatMessages.id), eq(chatMessages.role, 'assistant'), eq(assistantAnswers.userId, userId)),
    )
    .leftJoin(answerFeedback, eq(answerFeedback.answerId, assistantAnswers.id))
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatConversations.userId, userId)))
    .orderBy(asc(chatMessages.createdAt), sql`${chatMessages}.rowid`);
  return rows.map(({ answerId, helpful, ...m }) => ({
    ...m,
    ...(answerId ? { answerId } : {}),
    ...(answerId && helpful !== null ? { vote: helpful ? ('helpful' as const) : ('not_helpful' as const) } : {}),
  }));
}

// D1 binds at most 100 values per statement: 12 rows of 7 columns plus the guard's few.
const ROWS_PER_STATEMENT = 12;

type MessageRow = { id: string; conversationId: string; role: string; content: string; status: string; source: string; createdAt: number };

function messageRows(conversationId: string, messages: NewChatMessage[], start: number): MessageRow[] {
  return messages.map((m, i) => ({
    id: m.id ?? crypto.randomUUID(),
    conversationId,
    role: m.role,
    // Control and bidi characters never reach storage, whichever route wrote the message.
    content: cleanText(m.content),
    status: m.status ?? 'complete',
    source: m.source ?? 'site',
    createdAt: start + i,
  }));
}

const dialect = new SQLiteAsyncDialect();

/** A D1 statement from drizzle SQL, so raw guarded inserts and drizzle queries share one batch (one transaction). */
function statement(db: Db, query: SQL | { toSQL(): { sql: string; params: unknown[] } }): D1PreparedStatement {
  const { sql: text, params } = 'toSQL' in query ? query.toSQL() : dialect.sqlToQuery(query);
  return db.$client.prepare(text).bind(...params);
}

/** INSERT … SELECT of `rows` that writes only when `guard` holds (evaluated inside the same statement). */
function guardedInsert(db: Db, rows: MessageRow[], guard: SQL) {
  const values = sql.join(
    rows.map((r) => sql`(${r.id}, ${r.conversationId}, ${r.role}, ${r.content}, ${r.status}, ${r.source}, ${r.createdAt})`),
    sql`, `,
  );
  return statement(
    db,
    sql`INSERT INTO ${chatMessages} (id, conversation_id, role, content, status, source, created_at) SELECT * FROM (VALUES ${values}) WHERE ${guard}`,
  );
}

/** Statements inserting `rows` in chunks: the first under `guard`, the rest only if the first was written. */
function chunkedInserts(db: Db, rows: MessageRow[], guard: SQL) {
  const chunks: MessageRow[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) chunks.push(rows.slice(i, i + ROWS_PER_STATEMENT));
  const firstId = rows[0]!.id;
  return chunks.map((chunk, i) =>
    guardedInsert(db, chunk, i === 0 ? guard : sql`EXISTS (SELECT 1 FROM ${chatMessages} WHERE ${chatMessages.id} = ${firstId})`),
  );
}

const bytesOf = (messages: NewChatMessage[]) => messages.reduce((n, m) => n + utf8Bytes(m.content), 0);

export type AddResult = { ok: true } | { ok: false; reason: 'not_found' | QuotaProblem };

/**
 * Appends messages to the user's conversation and marks it active, in one transaction; writes nothing when the
 * conversation is not theirs or the messages would pass a storage quota (checked inside the insert, so parallel
 * requests cannot overshoot). Messages get increasing timestamps so their order survives sorting by created_at.
 */
export async function appendMessages(
  db: Db,
  {
    conversationId,
    userId,
    messages,
    now = Date.now(),
  }: { conversationId: string; userId: string; messages: NewChatMessage[]; now?: number },
): Promise<AddResult> {
  if (!messages.length) return { ok: true };
  const owned = await findConversation(db, { id: conversationId, userId });
  if (!owned) return { ok: false, reason: 'not_found' };
  // Never go back in time relative to what is already stored (clock skew between isolates).
  const start = Math.max(now, owned.updatedAt + 1);
  const rows = messageRows(conversationId, messages, start);
  const guard = sql`EXISTS (SELECT 1 FROM ${chatConversations} WHERE ${chatConversations.id} = ${conversationId} AND ${chatConversations.userId} = ${userId})
    AND (SELECT count(*) FROM ${chatMessages} WHERE ${chatMessages.conversationId} = ${conversationId}) + ${rows.length} <= ${STORAGE_QUOTA.messagesPerConversation}
    AND ${userBytes(userId)} + ${bytesOf(messages)} <= ${STORAGE_QUOTA.bytes}`;
  const inserts = chunkedInserts(db, rows, guard);
  await db.$client.batch([
    ...inserts,
    statement(
      db,
      db
        .update(chatConversations)
        .set({ updatedAt: start + rows.length - 1 })
        .where(
          and(
            eq(chatConversations.id, conversationId),
            eq(chatConversations.userId, userId),
            sql`EXISTS (SELECT 1 FROM ${chatMessages} WHERE ${chatMessages.id} = ${rows[0]!.id})`,
          ),
        ),
    ),
  ]);
  if (await messageExists(db, rows[0]!.id)) return { ok: true };
  return {
    ok: false,
    reason: (await quotaProblem(db, { userId, conversationId, messages: rows.length, bytes: bytesOf(messages) })) ?? 'messages',
  };
}

/** appendMessages for callers that need the conversation: as written, or null when nothing was stored. */
export async function addMessages(db: Db, input: Parameters<typeof appendMessages>[1]): Promise<ConversationSummary | null> {
  if (!(await appendMessages(db, input)).ok) return null;
  return findConversation(db, { id: input.conversationId, userId: input.userId });
}

async function messageExists(db: Db, id: string) {
  return (await db.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.id, id)).limit(1)).length > 0;
}

/**
 * A new conversation with its messages (a guest chat saved after sign-in), all in one transaction: the conversation
 * is written only within the user's quotas (checked inside the statement), and the messages only with it, so a
 * refusal or a failure leaves nothing behind.
 */
export async function importConversation(
  db: Db,
  { userId, title, messages, now = Date.now() }: { userId: string; title: string; messages: NewChatMessage[]; now?: number },
): Promise<{ ok: true; conversation: ConversationSummary } | { ok: false; reason: QuotaProblem }> {
  const id = crypto.randomUUID();
  const rows = messageRows(id, messages, now);
  const updatedAt = now + Math.max(0, rows.length - 1);
  const bytes = bytesOf(messages);
  const conversationGuard = sql`(SELECT count(*) FROM ${chatConversations} WHERE ${chatConversations.userId} = ${userId}) < ${STORAGE_QUOTA.conversations}
    AND ${userBytes(userId)} + ${bytes} <= ${STORAGE_QUOTA.bytes}
    AND ${rows.length} <= ${STORAGE_QUOTA.messagesPerConversation}`;
  const insertConversation = statement(
    db,
    sql`INSERT INTO ${chatConversations} (id, user_id, title, created_at, updated_at) SELECT ${id}, ${userId}, ${title}, ${now}, ${updatedAt} WHERE ${conversationGuard}`,
  );
  const owned = sql`EXISTS (SELECT 1 FROM ${chatConversations} WHERE ${chatConversations.id} = ${id} AND ${chatConversations.userId} = ${userId})`;
  await db.$client.batch([insertConversation, ...(rows.length ? chunkedInserts(db, rows, owned) : [])]);
  const conversation = await findConversation(db, { id, userId });
  if (conversation) return { ok: true, conversation };
  return {
    ok: false,
    reason: (await quotaProblem(db, { userId, conversationId: null, messages: rows.length, bytes })) ?? 'characters',
  };
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
