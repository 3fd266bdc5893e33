import type { Db } from '../db/client';
import { findOAuthUserId, linkOAuthAccount } from '../db/oauth';
import type { User } from '../db/schema';
import { deleteOtherSessions } from '../db/sessions';
import { createUser, dropUnprovenCredentials, fillUserProfile, findUserByEmail, findUserById, markUserEmailVerified } from '../db/users';
import type { GoogleProfile } from './google';

export type GoogleAccountResult = { ok: true; user: User; created: boolean } | { ok: false; reason: 'unverified' };

/**
 * The local account for a Google identity: the one already linked, else the account with the same address
 * (only when Google has verified it), else a new verified account.
 */
export async function findOrCreateGoogleUser(db: Db, profile: GoogleProfile): Promise<GoogleAccountResult> {
  const linkedId = await findOAuthUserId(db, { provider: 'google', providerUserId: profile.id });
  const linked = linkedId ? await findUserById(db, { id: linkedId }) : null;
  if (linked) return { ok: true, user: linked, created: false };
  if (!profile.emailVerified) return { ok: false, reason: 'unverified' };

  const existing = await findUserByEmail(db, { email: profile.email });
  if (existing) {
    if (!existing.emailVerifiedAt) {
      // An unproven sign-up may carry someone else's password: drop it before the real owner's Google login takes over.
      await dropUnprovenCredentials(db, { userId: existing.id, fullName: profile.name });
      await deleteOtherSessions(db, { userId: existing.id });
      await markUserEmailVerified(db, { userId: existing.id });
    }
    await linkOAuthAccount(db, { provider: 'google', providerUserId: profile.id, userId: existing.id });
    await fillUserProfile(db, { userId: existing.id, fullName: profile.name, avatarUrl: profile.picture });
    return { ok: true, user: (await findUserById(db, { id: existing.id }))!, created: false };
  }

  const user = await createUser(db, {
    email: profile.email,
    fullName: profile.name,
    avatarUrl: profile.picture,
    passwordHash: null,
    emailVerifiedAt: Date.now(),
  });
  await linkOAuthAccount(db, { provider: 'google', providerUserId: profile.id, userId: user.id });
  return { ok: true, user, created: true };
}
