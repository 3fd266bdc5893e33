import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import type { Enquiry } from '../db/schema';
import { insertEnquiry } from '../db/enquiries';
import { runAfterResponse } from '../after-response';
import { appError, type AppError } from '../errors';
import { clientIp, consumeRateLimit, hashedClientKey } from '../rate-limit';
import { siteUrlFor } from '../site-url';
import { notifyStaff } from './notify';
import { relayEnquiry, RELAY_LEASE_MS } from './relay';
import { readRawContact, validateContact, type RawContact } from './schema';

/** Per visitor: at most this many stored enquiries per window. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowSeconds: 600 };

export type BodyResult = { ok: true; body: Record<string, unknown> } | { ok: false; error: AppError };

/** Reads a contact post: multipart or urlencoded (the plain form), or a JSON object. */
export async function readContactBody(c: Context<AppEnv>): Promise<BodyResult> {
  const type = c.req.header('Content-Type') ?? '';
  const unreadable: BodyResult = { ok: false, error: appError('bad_request:form') };
  try {
    if (type.startsWith('application/json')) {
      const body: unknown = await c.req.json();
      return body && typeof body === 'object' && !Array.isArray(body) ? { ok: true, body: body as Record<string, unknown> } : unreadable;
    }
    if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
      return { ok: true, body: await c.req.parseBody() };
    }
  } catch {
    return unreadable;
  }
  return { ok: false, error: appError('unsupported_media_type:contact') };
}

export type Acceptance = { ok: true; enquiry: Enquiry } | { ok: false; error: AppError; raw: RawContact };

/**
 * Accepts one enquiry: honeypot, validation, the per-visitor limit, then stored in D1 first (whatever happens to the relay
 * or the email, it is in the inbox); the relay and the staff email run after the response, and a failed relay is retried by the cron.
 */
export async function acceptEnquiry(c: Context<AppEnv>, body: Record<string, unknown>, fetcher: typeof fetch): Promise<Acceptance> {
  const raw = readRawContact(body);
  if (raw.honeypot) return { ok: false, error: appError('bad_request:submission'), raw };
  const result = validateContact(body);
  if (!result.ok) return { ok: false, error: appError('bad_request:contact', { fields: result.fields }), raw };

  const key = `contact:${await hashedClientKey(clientIp(c.req.raw), 'contact-form')}`;
  const limit = await consumeRateLimit(c.env.KV, { key, ...CONTACT_RATE_LIMIT });
  if (!limit.ok) return { ok: false, error: appError('rate_limit:contact', { retryAfterSeconds: limit.retryAfterSeconds }), raw };

  const { db, config } = c.var;
  const now = Date.now();
  const forward = Boolean(config.CONTACT_FORWARD_URL);
  const enquiry = await insertEnquiry(db, {
    enquiry: result.data,
    relayStatus: forward ? 'pending' : 'not_configured',
    nextRelayAt: forward ? now + RELAY_LEASE_MS : null,
    now,
  });
  const siteUrl = siteUrlFor(c);
  await Promise.all([
    runAfterResponse(c, 'internal:enquiry_relay', () => relayEnquiry({ db, config, fetcher, requestId: c.get('requestId') }, enquiry), {
      id: enquiry.id,
    }),
    runAfterResponse(c, 'internal:staff_notification', () => notifyStaff({ db, config, siteUrl, fetcher }, enquiry), { id: enquiry.id }),
  ]);
  return { ok: true, enquiry };
}
