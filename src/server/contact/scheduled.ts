import { readConfig } from '../config';
import { getDb } from '../db/client';
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
