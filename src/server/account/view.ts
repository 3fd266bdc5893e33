import type { AccountDevice, AccountView } from '../../lib/account';
import { findSignInMethods } from '../db/account';
import type { Db } from '../db/client';
import { findPendingEmailChange } from '../db/email-changes';
import { listSessionsByUser } from '../db/sessions';
import { findUserById } from '../db/users';
import { describeUserAgent } from './user-agent';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** "Dubai, United Arab Emirates" from Cloudflare's city and country code; null when neither is known. */
export function placeName(city: string | null, country: string | null): string | null {
  let countryName: string | null = null;
  if (country && /^[A-Z]{2}$/.test(country) && country !== 'XX' && country !== 'T1') {
    try {
      countryName = regionNames.of(country) ?? country;
    } catch {
      countryName = country;
    }
  }
  return [city, countryName].filter(Boolean).join(', ') || null;
}

/** The user's live sessions as the devices list shows them, the current one marked. */
export async function listDevices(db: Db, { userId, currentSessionId }: { userId: string; currentSessionId: string | null }) {
  const rows = await listSessionsByUser(db, { userId });
  return rows.map((s): AccountDevice => ({
    id: s.id,
    ...describeUserAgent(s.userAgent),
    place: placeName(s.city, s.country),
    createdAt: s.createdAt,
    lastUsedAt: s.lastUsedAt,
    current: s.id === currentSessionId,
    staffUntil: s.staffUntil && s.staffUntil > Date.now() ? s.staffUntil : null,
  }));
}

/** Everything /account shows, for the signed-in user only; null when the user no longer exists. */
export async function loadAccountView(db: Db, { userId, currentSessionId }: { userId: string; currentSessionId: string | null }) {
  const user = await findUserById(db, { id: userId });
  if (!user) return null;
  const [methods, pending, devices] = await Promise.all([
    findSignInMethods(db, { userId }),
    findPendingEmailChange(db, { userId }),
    listDevices(db, { userId, currentSessionId }),
  ]);
  const view: AccountView = {
    fullName: user.fullName,
    email: user.email,
    pendingEmail: pending?.newEmail ?? null,
    hasPassword: Boolean(user.passwordHash),
    google: methods.google,
    devices,
  };
  return view;
}
