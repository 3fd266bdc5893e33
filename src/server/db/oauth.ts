import { and, eq } from 'drizzle-orm';
import type { Db } from './client';
import { oauthAccounts } from './schema';

type Provider = 'google';

/** The local user id linked to a provider account, or null. */
export async function findOAuthUserId(db: Db, { provider, providerUserId }: { provider: Provider; providerUserId: string }) {
  const rows = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, providerUserId)))
    .limit(1);
  return rows[0]?.userId ?? null;
}

export async function linkOAuthAccount(
  db: Db,
  { provider, providerUserId, userId }: { provider: Provider; providerUserId: string; userId: string },
) {
  await db.insert(oauthAccounts).values({ provider, providerUserId, userId }).onConflictDoNothing();
}
