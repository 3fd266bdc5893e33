import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { runAfterResponse } from '../after-response';
import { insertEnquiry, type NewEnquiry } from '../db/enquiries';
import type { Enquiry } from '../db/schema';
import { appError, log, type AppError } from '../errors';
import { clientIp, consumeClientLimit, consumeRateLimit } from '../rate-limit';
import { siteUrlFor } from '../site-url';
import { noticeStaff } from './notify';
import { relayEnquiry, RELAY_LEASE_MS } from './relay';
import { readRawContact, validateContact, type RawContact } from './schema';

/** Per visitor: at most this many stored enquiries per window. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowSeconds: 600 };

/**
 * The one acceptance path for every enquiry (contact forms and chat handoffs): stored in D1 first, then relayed to
 * CONTACT_FORWARD_URL and emailed to STAFF_EMAIL after the response (past a few an hour, in one hourly digest); a failed
 * relay is retried by the cron.
 */
export async function acceptEnquiry(
  c: Context<AppEnv>,
  { enquiry, fetcher }: { enquiry: NewEnquiry; fetcher: typeof fetch },
): Promise<Enquiry> {
  const { db, config } = c.var;
  const now = Date.now();
  // A flood from many addresses at once (beyond any per-address limit) is held for staff: stored, never lost, but not
  // relayed and not notified. The key names the ceiling, so changing it starts a fresh count.
  const ceiling = await consumeRateLimit(c.env, {
    key: `enquiries:site:${config.ENQUIRY_HOURLY_CEILING}`,
    limit: config.ENQUIRY_HOURLY_CEILING,
    windowSeconds: 3600,
  });
  if (!ceiling.ok) {
    const held = await insertEnquiry(db, { enquiry, relayStatus: 'not_configured', nextRelayAt: null, heldAt: now, now });
    log(c, 'warn', 'enquiry held past the hourly ceiling', { id: held.id });
    return held;
  }
  const forward = Boolean(config.CONTACT_FORWARD_URL);
  const stored = await insertEnquiry(db, {
    enquiry,
    relayStatus: forward ? 'pending' : 'not_configured',
    nextRelayAt: forward ? now + RELAY_LEASE_MS : null,
    now,
  });
  const siteUrl = siteUrlFor(c);
  // After the answer: the visitor never waits on the form endpoint.
  await Promise.all([
    runAfterResponse(c, 'internal:enquiry_relay', () => relayEnquiry({ db, config, fetcher, requestId: c.get('requestId') }, stored), {
      id: stored.id,
    }),
    runAfterResponse(c, 'internal:staff_notification', () => noticeStaff({ db, config, siteUrl, fetcher, env: c.env }, stored), {
      id: stored.id,
    }),
  ]);
  return stored;
}

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

export type ContactAcceptance = { ok: true; enquiry: Enquiry } | { ok: false; error: AppError; raw: RawContact };

/** A contact form post: honeypot, validation and the per-visitor limit, then `acceptEnquiry`. */
export async function acceptContactPost(
  c: Context<AppEnv>,
  body: Record<string, unknown>,
  fetcher: typeof fetch,
): Promise<ContactAcceptance> {
  const raw = readRawContact(body);
  if (raw.honeypot) return { ok: false, error: appError('bad_request:submission'), raw };
  const result = validateContact(body);
  if (!result.ok) return { ok: false, error: appError('bad_request:contact', { fields: result.fields }), raw };

  const limit = await consumeClientLimit(c.env, { key: 'contact', ip: clientIp(c.req.raw), salt: 'contact-form', ...CONTACT_RATE_LIMIT });
  if (!limit.ok) return { ok: false, error: appError('rate_limit:contact', { retryAfterSeconds: limit.retryAfterSeconds }), raw };

  return { ok: true, enquiry: await acceptEnquiry(c, { enquiry: result.data, fetcher }) };
}
