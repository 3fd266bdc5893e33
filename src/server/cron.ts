import { getDb } from './db/client';
import { cleanupExpiredData } from './db/cleanup';
import { readConfig } from './config';
import { cleanupContentGaps } from './assistant/scheduled';
import { purgeExpiredEnquiries } from './contact/retention';
import { retryEnquiryRelays, sendEnquiryDigest } from './contact/scheduled';
import { runBookingCron } from './booking/scheduled';
import { describe, log } from './errors';

/** What a scheduled job gets: the worker's env and the id its log lines carry. */
export type CronContext = { env: Env; requestId: string };

/**
 * Every scheduled job, by cron id (the Cron Trigger in wrangler.toml runs them all every 10 minutes). Each returns what
 * it did, which the wrapper logs; a job never catches its own failure: the wrapper does.
 */
export const CRON_JOBS = {
  'enquiry-relay-retry': ({ env, requestId }: CronContext) => retryEnquiryRelays(env, { requestId }),
  'expired-data-cleanup': ({ env }: CronContext) => cleanupExpiredData(getDb(env.DB), { devMode: readConfig(env).DEV_MODE }),
  'content-gap-cleanup': ({ env }: CronContext) => cleanupContentGaps(env),
  'enquiry-retention': ({ env }: CronContext) => purgeExpiredEnquiries(env),
  'booking-reminders': ({ env }: CronContext) => runBookingCron(env),
  'staff-digest': ({ env }: CronContext) => sendEnquiryDigest(env),
} satisfies Record<string, (ctx: CronContext) => Promise<unknown>>;

export type CronId = keyof typeof CRON_JOBS;

/**
 * The one cron wrapper: runs a job, then logs `cron finished` (info) with the cron id, its duration and its result, or
 * `cron failed` (error) with the id, duration and error. Never throws, so one failing job cannot stop the others.
 */
export async function runCron<T>(
  id: CronId,
  job: (requestId: string) => Promise<T>,
  { now = Date.now }: { now?: () => number } = {},
): Promise<{ ok: true; result: T } | { ok: false }> {
  const requestId = `cron-${id}-${crypto.randomUUID()}`;
  const started = now();
  try {
    const result = await job(requestId);
    log({ requestId }, 'info', 'cron finished', { cron: id, durationMs: now() - started, result });
    return { ok: true, result };
  } catch (error) {
    log({ requestId }, 'error', 'cron failed', { cron: id, durationMs: now() - started, error: describe(error) });
    return { ok: false };
  }
}

/** The worker's scheduled handler: every job in CRON_JOBS, each through runCron, all kept alive with waitUntil. */
export function runScheduledJobs(env: Env, ctx: Pick<ExecutionContext, 'waitUntil'>) {
  for (const [id, job] of Object.entries(CRON_JOBS) as [CronId, (c: CronContext) => Promise<unknown>][]) {
    ctx.waitUntil(runCron(id, (requestId) => job({ env, requestId })));
  }
}
