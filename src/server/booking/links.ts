import { eq } from 'drizzle-orm';
import { constantTimeEqual, randomToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { bookingKeys, type Booking } from '../db/schema';

// Reschedule and cancel links: `<booking id>.<link version>.<HMAC-SHA256 of both>`, signed with a key kept in D1.
// They work without signing in; every change of state raises the booking's link version, so a link acts once.

const KEY_ID = 'links';
const enc = new TextEncoder();
let cached: { secret: string; key: CryptoKey } | null = null;

async function signingKey(db: Db): Promise<CryptoKey> {
  await db.insert(bookingKeys).values({ id: KEY_ID, secret: randomToken() }).onConflictDoNothing();
  const [row] = await db.select().from(bookingKeys).where(eq(bookingKeys.id, KEY_ID)).limit(1);
  if (!row) throw new Error('booking link key missing');
  if (cached?.secret !== row.secret) {
    cached = {
      secret: row.secret,
      key: await crypto.subtle.importKey('raw', enc.encode(row.secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']),
    };
  }
  return cached.key;
}

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

async function signature(db: Db, id: string, version: number): Promise<string> {
  return base64url(await crypto.subtle.sign('HMAC', await signingKey(db), enc.encode(`booking:${id}:${version}`)));
}

/** The token for a booking's current links. */
export async function bookingToken(db: Db, booking: Pick<Booking, 'id' | 'linkVersion'>): Promise<string> {
  return `${booking.id}.${booking.linkVersion}.${await signature(db, booking.id, booking.linkVersion)}`;
}

export type TokenCheck = { ok: true; id: string; version: number } | { ok: false };

/** Reads a token: its booking id and version when the signature is right (whether the version is current is for the caller). */
export async function readBookingToken(db: Db, token: string): Promise<TokenCheck> {
  const m = /^([0-9a-f-]{36})\.(\d{1,6})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return { ok: false };
  const [, id, v, sig] = m;
  const version = Number(v);
  return constantTimeEqual(await signature(db, id!, version), sig!) ? { ok: true, id: id!, version } : { ok: false };
}
