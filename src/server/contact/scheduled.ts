import { readConfig } from '../config';
import { getDb } from '../db/client';
import { platformFetch, relayDueEnquiries } from './relay';

/** The worker's scheduled handler body: retry due enquiry relays (Cron Trigger in wrangler.toml, every 10 minutes). */
export function retryEnquiryRelays(env: Env, { fetcher = platformFetch, now }: { fetcher?: typeof fetch; now?: () => number } = {}) {
  return relayDueEnquiries({ db: getDb(env.DB), config: readConfig(env), fetcher, now, requestId: `cron-${crypto.randomUUID()}` });
}
