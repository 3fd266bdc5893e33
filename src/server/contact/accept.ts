import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { insertEnquiry, type NewEnquiry } from '../db/enquiries';
import type { Enquiry } from '../db/schema';
import { siteUrlFor } from '../site-url';
import { notifyStaff } from './notify';
import { relayEnquiry, RELAY_LEASE_MS } from './relay';

/**
 * The one acceptance path for every enquiry (contact forms and chat handoffs): stored in D1 first, then relayed to
 * CONTACT_FORWARD_URL and emailed to STAFF_EMAIL after the response; a failed relay is retried by the cron.
 */
export async function acceptEnquiry(
  c: Context<AppEnv>,
  { enquiry, fetcher }: { enquiry: NewEnquiry; fetcher: typeof fetch },
): Promise<Enquiry> {
  const { db, config } = c.var;
  const now = Date.now();
  const forward = Boolean(config.CONTACT_FORWARD_URL);
  const stored = await insertEnquiry(db, {
    enquiry,
    relayStatus: forward ? 'pending' : 'not_configured',
    nextRelayAt: forward ? now + RELAY_LEASE_MS : null,
    now,
  });
  const siteUrl = siteUrlFor(c);
  const log = (what: string) => (error: unknown) =>
    console.error(JSON.stringify({ level: 'error', msg: `${what} failed`, id: stored.id, error: String(error) }));
  // After the answer: the visitor never waits on the form endpoint.
  const work = Promise.all([
    relayEnquiry({ db, config, fetcher }, stored).catch(log('enquiry relay')),
    notifyStaff({ db, config, siteUrl, fetcher }, stored).catch(log('staff notification')),
  ]);
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    await work; // No execution context (a bare app.request call): finish before answering.
  }
  return stored;
}
