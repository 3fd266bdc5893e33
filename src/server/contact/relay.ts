import type { Config } from '../config';
import type { Db } from '../db/client';
import { claimEnquiryRelay, listDueEnquiries, updateEnquiryRelay } from '../db/enquiries';
import type { Enquiry } from '../db/schema';
import { log } from '../errors';

/** Wait before the next attempt after the 1st, 2nd, ... failure; the last step repeats (the cron runs every 10 minutes). */
export const RELAY_BACKOFF_MS = [1, 5, 30, 120, 720].map((minutes) => minutes * 60_000);
/** After this many failed attempts the enquiry is marked 'failed' and left to staff in the inbox. */
export const MAX_RELAY_ATTEMPTS = 8;
/** How long one attempt holds an enquiry before another run may try it (covers a worker stopped mid-attempt). */
export const RELAY_LEASE_MS = 2 * 60_000;
const RELAY_TIMEOUT_MS = 10_000;

/** `requestId` ties log lines to the request (or cron run) that started the work. */
export type RelayDeps = { db: Db; config: Config; fetcher: typeof fetch; now?: () => number; requestId?: string };

/** The platform fetch, called unbound-safe (workerd refuses `fetch` detached from the global). */
export const platformFetch: typeof fetch = (input, init) => fetch(input, init);

/** Delay before the next attempt once `failedAttempts` attempts have failed. */
export function relayBackoff(failedAttempts: number): number {
  return RELAY_BACKOFF_MS[Math.min(failedAttempts, RELAY_BACKOFF_MS.length) - 1]!;
}

/** The form-collection payload: exactly the spec's six fields, as multipart form data. */
function relayForm(enquiry: Enquiry): FormData {
  const form = new FormData();
  form.set('firstName', enquiry.firstName);
  form.set('lastName', enquiry.lastName);
  form.set('email', enquiry.email);
  form.set('phone', enquiry.phone ?? '');
  form.set('subject', enquiry.subject);
  form.set('message', enquiry.message);
  return form;
}

/**
 * One attempt to hand a stored enquiry to CONTACT_FORWARD_URL; success is an OK answer.
 * Records the outcome (relayed, pending with the next attempt time, or failed) and returns the new status.
 */
export async function relayEnquiry(deps: RelayDeps, enquiry: Enquiry): Promise<Enquiry['relayStatus']> {
  const url = deps.config.CONTACT_FORWARD_URL;
  if (!url) return enquiry.relayStatus;
  const attempts = enquiry.relayAttempts + 1;
  let error: string;
  try {
    const res = await deps.fetcher(url, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: relayForm(enquiry),
      signal: AbortSignal.timeout(RELAY_TIMEOUT_MS),
    });
    if (res.ok) {
      await res.body?.cancel();
      await updateEnquiryRelay(deps.db, { id: enquiry.id, relayStatus: 'relayed', attempts, error: null, nextRelayAt: null });
      return 'relayed';
    }
    const detail = (await res.text().catch(() => '')).slice(0, 200);
    error = `HTTP ${res.status}${detail ? `: ${detail}` : ''}`;
  } catch (e) {
    error = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  }
  const failed = attempts >= MAX_RELAY_ATTEMPTS;
  const now = deps.now?.() ?? Date.now();
  await updateEnquiryRelay(deps.db, {
    id: enquiry.id,
    relayStatus: failed ? 'failed' : 'pending',
    attempts,
    error,
    nextRelayAt: failed ? null : now + relayBackoff(attempts),
  });
  log({ requestId: deps.requestId ?? 'none' }, 'warn', 'internal:enquiry_relay', { id: enquiry.id, attempts, failed, error });
  return failed ? 'failed' : 'pending';
}

/** The Cron Trigger's job: retries every pending enquiry whose next attempt is due, one at a time. */
export async function relayDueEnquiries(deps: RelayDeps, { limit = 25 }: { limit?: number } = {}) {
  const outcome = { attempted: 0, relayed: 0 };
  if (!deps.config.CONTACT_FORWARD_URL) return outcome;
  const now = deps.now?.() ?? Date.now();
  for (const enquiry of await listDueEnquiries(deps.db, { now, limit })) {
    const claimed = await claimEnquiryRelay(deps.db, { id: enquiry.id, dueAt: enquiry.nextRelayAt, leaseUntil: now + RELAY_LEASE_MS });
    if (!claimed) continue;
    outcome.attempted++;
    if ((await relayEnquiry(deps, enquiry)) === 'relayed') outcome.relayed++;
  }
  if (outcome.attempted) log({ requestId: deps.requestId ?? 'none' }, 'info', 'enquiry relay retries', outcome);
  return outcome;
}
