import type { Db } from '../db/client';
import type { Booking } from '../db/schema';
import type { BookingLinks } from './emails';
import { bookingToken } from './links';

/** Every link a booking's emails carry, signed for its current link version. */
export async function linksFor(db: Db, siteUrl: string, booking: Pick<Booking, 'id' | 'linkVersion'>): Promise<BookingLinks> {
  const token = encodeURIComponent(await bookingToken(db, booking));
  return {
    manage: `${siteUrl}/book/manage?token=${token}`,
    reschedule: `${siteUrl}/book/manage/reschedule?token=${token}`,
    cancel: `${siteUrl}/book/manage?token=${token}#cancel`,
    ics: `${siteUrl}/book/manage/calendar.ics?token=${token}`,
    staff: `${siteUrl}/admin/bookings`,
  };
}
