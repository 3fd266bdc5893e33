import { readConfig } from '../config';
import { getDb } from '../db/client';
import { describe, log } from '../errors';
import { siteUrlFromConfig } from '../site-url';
import { retryBookingMail, sendDueReminders } from './outbox';

/**
 * The Cron Trigger's booking work (every 10 minutes): send the 24-hour reminders that are due, and retry booking
 * emails the provider refused. Logged, never thrown (other jobs share the trigger).
 */
export async function runBookingCron(env: Env, { now }: { now?: () => number } = {}) {
  const requestId = `cron-${crypto.randomUUID()}`;
  try {
    const config = readConfig(env);
    const db = getDb(env.DB);
    // Links in reminders need the public origin.
    const siteUrl = siteUrlFromConfig(config);
    const reminders = await sendDueReminders({ db, config, siteUrl, now, requestId });
    const retries = await retryBookingMail({ db, config, now, requestId });
    if (reminders.reminded || retries.sent) log({ requestId }, 'info', 'booking cron', { ...reminders, ...retries });
    return { ...reminders, ...retries };
  } catch (error) {
    log({ requestId }, 'error', 'internal:task', { task: 'booking cron', error: describe(error) });
    return { reminded: 0, sent: 0 };
  }
}
