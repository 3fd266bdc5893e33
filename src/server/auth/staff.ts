import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../lib/session-user';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/**
 * Staff are signed-in users whose email is listed in ADMIN_EMAILS and verified: otherwise anyone could sign up
 * with a staff address they do not own and read the inbox before verifying it.
 */
export async function isStaff(db: Db, config: Config, user: SessionUser | null): Promise<boolean> {
  if (!user || !config.ADMIN_EMAILS.includes(user.email.trim().toLowerCase())) return false;
  const rows = await db.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, user.id)).limit(1);
  return rows[0]?.verifiedAt != null;
}
