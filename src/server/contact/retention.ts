import { getDb } from '../db/client';
import { deleteEnquiriesCreatedBefore } from '../db/enquiries';

/** The privacy policy keeps contact enquiries for 24 months after they were sent. */
export const ENQUIRY_RETENTION_MS = 730 * 24 * 60 * 60 * 1000;

/** Cron job (src/server/cron.ts): deletes enquiries older than the retention period; returns how many went. */
export function purgeExpiredEnquiries(env: Env, { now = Date.now() }: { now?: number } = {}): Promise<number> {
  return deleteEnquiriesCreatedBefore(getDb(env.DB), { before: now - ENQUIRY_RETENTION_MS });
}
