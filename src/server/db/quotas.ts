import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { chatConversations, chatMessages } from './schema';

/** What one account may keep: bounded so no account can grow the database without limit. */
export const STORAGE_QUOTA = { conversations: 200, messagesPerConversation: 500, bytes: 2_000_000 } as const;

/** The UTF-8 size of a text: what the quota counts (a character may take up to 4 bytes). */
export const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

export type QuotaProblem = 'conversations' | 'messages' | 'characters';

/** The code each quota answers with (HTTP 413; messages in the error catalogue, server/errors.ts). */
export const quotaCode = (problem: QuotaProblem) => `quota:${problem}` as const;

/** SQL for the UTF-8 bytes stored in all of a user's messages (length() of a BLOB counts bytes). */
export const userBytes = (userId: string): SQL =>
  sql`(SELECT coalesce(sum(length(CAST(${chatMessages.content} AS BLOB))), 0) FROM ${chatMessages} JOIN ${chatConversations} ON ${chatConversations.id} = ${chatMessages.conversationId} WHERE ${chatConversations.userId} = ${userId})`;

/**
 * Whether storing `messages` more messages of `bytes` UTF-8 bytes (in a new conversation, or in `conversationId`)
 * fits the user's quotas; null when it does. The writes re-check the same conditions atomically.
 */
export async function quotaProblem(
  db: Db,
  { userId, conversationId, messages, bytes }: { userId: string; conversationId: string | null; messages: number; bytes: number },
): Promise<QuotaProblem | null> {
  const [row] = await db.all<{ conversations: number; chars: number; inConversation: number }>(sql`SELECT
    (SELECT count(*) FROM ${chatConversations} WHERE ${chatConversations.userId} = ${userId}) AS conversations,
    ${userBytes(userId)} AS chars,
    (SELECT count(*) FROM ${chatMessages} WHERE ${chatMessages.conversationId} = ${conversationId ?? ''}) AS inConversation`);
  if (!row) return null;
  if (!conversationId && row.conversations >= STORAGE_QUOTA.conversations) return 'conversations';
  if (row.inConversation + messages > STORAGE_QUOTA.messagesPerConversation) return 'messages';
  if (row.chars + bytes > STORAGE_QUOTA.bytes) return 'characters';
  return null;
}
