import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../db/client';
import { insertEnquiry } from '../db/enquiries';
import { enquiries } from '../db/schema';
import { ENQUIRY_RETENTION_MS, purgeExpiredEnquiries } from './retention';

const enquiry = (subject: string) => ({
  firstName: 'A',
  lastName: 'B',
  email: 'retention@example.com',
  phone: null,
  subject,
  message: 'm',
  sourcePath: '/contact',
});

describe('enquiry retention', () => {
  it('deletes enquiries older than 24 months and keeps younger ones', async () => {
    const db = getDb(env.DB);
    const now = Date.now();
    const old = await insertEnquiry(db, {
      enquiry: enquiry('old'),
      relayStatus: 'not_configured',
      nextRelayAt: null,
      now: now - ENQUIRY_RETENTION_MS - 1,
    });
    const young = await insertEnquiry(db, {
      enquiry: enquiry('young'),
      relayStatus: 'not_configured',
      nextRelayAt: null,
      now: now - ENQUIRY_RETENTION_MS + 60_000,
    });
    expect(await purgeExpiredEnquiries(env, { now })).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(enquiries).where(eq(enquiries.id, old.id))).toEqual([]);
    expect(await db.select().from(enquiries).where(eq(enquiries.id, young.id))).toHaveLength(1);
    expect(ENQUIRY_RETENTION_MS).toBe(730 * 86_400_000);
  });
});
