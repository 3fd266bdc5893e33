import { readConfig } from '../config';
import { getDb } from '../db/client';
import { siteUrlFromConfig } from '../site-url';
import { sendStaffDigest } from './notify';
import { platformFetch, relayDueEnquiries } from './relay';

/** Cron job (src/server/cron.ts): retry due enquiry relays; `requestId` is the cron run's, for its log lines. */
export function retryEnquiryRelays(
  env: Env,
  {
    fetcher = platformFetch,
    now,
    requestId = `cron-${crypto.randomUUID()}`,
  }: { fetcher?: typeof fetch; now?: () => number; requestId?: string } = {},
) {
  return relayDueEnquiries({ db: getDb(env.DB), config: readConfig(env), fetcher, now, requestId });
}

/** Cron job: the hourly staff digest of enquiries past the single-email budget (src/server/contact/notify.ts). */
export async function sendEnquiryDigest(env: Env, { fetcher = platformFetch, now }: { fetcher?: typeof fetch; now?: number } = {}) {
  const config = readConfig(env);
  const siteUrl = siteUrlFromConfig(config);
  if (!siteUrl) return { reported: 0 };
  return sendStaffDigest({ db: getDb(env.DB), config, siteUrl, fetcher, env, now });
}
