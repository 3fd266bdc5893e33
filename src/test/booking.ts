// Bookings for worker tests: the app with chosen variables, picking free times from the server-rendered picker, booking.
import { desc, eq } from 'drizzle-orm';
import { app } from '../index';
import { bookingMail, bookings, devMailbox, type DevMail } from '../server/db/schema';
import { freshIp } from './client';
import { send } from './contact';
import { db } from './db';

export const STAFF_EMAIL = 'staff-desk@oasis.example';
export const ADMIN = 'booking-boss@oasis.example';
export const VARS = { STAFF_EMAIL };

type Init = RequestInit & { ip?: string; cookie?: string };

/** A request to the worker with the booking test variables; waits for its after-response work (the emails). */
export function call(path: string, init: Init = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('Cookie', init.cookie);
  return send(app, path, { ...init, headers, vars: VARS });
}

/** A urlencoded form POST. */
export function post(path: string, fields: Record<string, string>, init: Init = {}) {
  return call(path, {
    ...init,
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...Object.fromEntries(new Headers(init.headers)) },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The radio values (start times, epoch ms) a picker page offers. */
export const startsIn = (html: string) =>
  [...html.matchAll(/<input type="radio"[^>]*name="start" value="(\d+)"/g)].map((m) => Number(m[1]));

/** The free starts of a type on the picker page `from` days ahead (Dubai dates). */
export async function freeStarts(type: string, { from, tz = 'Asia/Dubai' }: { from?: string; tz?: string } = {}) {
  const q = new URLSearchParams({ tz, ...(from ? { from } : {}) });
  return startsIn(await (await call(`/book/${type}?${q}`)).text());
}

let dayOffset = 1;
/** A free start on a day no other test in this file picked (each call moves one day further). */
export async function uniqueStart(type: string): Promise<number> {
  dayOffset += 1;
  const day = new Date(Date.now() + dayOffset * 86_400_000).toISOString().slice(0, 10);
  const starts = await freeStarts(type, { from: day });
  if (!starts.length) throw new Error(`no free ${type} times from ${day}`);
  return starts[Math.floor(starts.length / 2)]!;
}

export const details = (overrides: Record<string, string> = {}) => ({
  name: 'Nadia Karim',
  email: `nadia-${crypto.randomUUID().slice(0, 8)}@example.com`,
  phone: '+44 20 7946 0000',
  goals: 'Better recovery between sessions',
  adult: 'yes',
  ...overrides,
});

/** Holds then confirms a time as the no-JavaScript forms do; the confirm answer and the booking row. */
export async function book(type: string, start: number, fields: Record<string, string> = {}, init: Init = {}) {
  const ip = init.ip ?? freshIp();
  const tz = fields.tz ?? 'Europe/London';
  const held = await post(`/book/${type}/hold`, { start: String(start), tz }, { ...init, ip });
  const location = held.headers.get('Location') ?? '';
  const hold = new URL(location, 'http://x').searchParams.get('hold') ?? '';
  const form = { ...details(), ...fields, start: String(start), tz, hold };
  const res = await post(`/book/${type}/confirm`, form, { ...init, ip });
  const row = (await db().select().from(bookings).where(eq(bookings.email, form.email.toLowerCase())).orderBy(desc(bookings.createdAt)))[0];
  return { held, res, html: await res.text(), row, email: form.email.toLowerCase() };
}

export async function mailTo(to: string): Promise<DevMail[]> {
  return db().select().from(devMailbox).where(eq(devMailbox.to, to)).orderBy(desc(devMailbox.createdAt));
}

export async function outboxOf(bookingId: string) {
  return db().select().from(bookingMail).where(eq(bookingMail.bookingId, bookingId));
}

/** A link from an email's text to `path`, as path and query. */
export function link(mail: DevMail, path: string): string {
  const url = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((u) => new URL(u))
    .find((u) => u.pathname === path);
  if (!url) throw new Error(`no ${path} link in "${mail.subject}"`);
  return url.pathname + url.search;
}

export const tokenOf = (path: string) => new URL(path, 'http://x').searchParams.get('token')!;
