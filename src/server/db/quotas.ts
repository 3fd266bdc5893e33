import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { chatConversations, chatMessages } from './schema';

/** What one account may keep: bounded so no account can grow the database without limit. */
export const STORAGE_QUOTA = { conversations: 200, messagesPerConversation: 500, characters: 2_000_000 } as const;

export type QuotaProblem = 'conversations' | 'messages' | 'characters';

/** The code each quota answers with (HTTP 413; messages in the error catalogue, server/errors.ts). */
export const quotaCode = (problem: QuotaProblem) => `quota:${problem}` as const;

/** SQL for the characters stored in all of a user's messages. */
export const userCharacters = (userId: string): SQL =>
  sql`(SELECT coalesce(sum(length(${chatMessages.content})), 0) FROM ${chatMessages} JOIN ${chatConversations} ON ${chatConversations.id} = ${chatMessages.conversationId} WHERE ${chatConversations.userId} = ${userId})`;

/**
 * Whether storing `messages` more messages of `characters` characters (in a new conversation, or in `conversationId`)
 * fits the user's quotas; null when it does. The writes re-check the same conditions atomically.
 */
export async function quotaProblem(
  db: Db,
  { userId, conversationId, messages, characters }: { userId: string; conversationId: string | null; messages: number; characters: number },
): Promise<QuotaProblem | null> {
  const [row] = await db.all<{ conversations: number; chars: number; inConversation: number }>(sql`SELECT
    (SELECT count(*) FROM ${chatConversations} WHERE ${chatConversations.userId} = ${userId}) AS conversations,
    ${userCharacters(userId)} AS chars,
    (SELECT count(*) FROM ${chatMessages} WHERE ${chatMessages.conversationId} = ${conversationId ?? ''}) AS inConversation`);
  if (!row) return null;
  if (!conversationId && row.conversations >= STORAGE_QUOTA.conversations) return 'conversations';
  if (row.inConversation + messages > STORAGE_QUOTA.messagesPerConversation) return 'messages';
  if (row.chars + characters > STORAGE_QUOTA.characters) return 'characters';
  return null;
}
