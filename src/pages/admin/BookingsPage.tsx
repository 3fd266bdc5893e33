import { bookingPolicy } from '../../content/site/booking';
import { company } from '../../content/company';
import type { PageMeta } from '../page-meta';

export const bookingsMeta: PageMeta = {
  title: 'Bookings | Staff | Oasis Peptide Lab',
  description: 'Upcoming consultations booked online, blocked time and no-shows.',
  keywords: ['staff', 'bookings', 'Oasis Peptide Lab'],
  path: '/admin/bookings',
  css: ['forms', 'admin', 'booking'],
  noindex: true,
};

export type StaffBookingRow = {
  id: string;
  title: string;
  /** "Mon 30 Nov, 13:00-14:30" Dubai time. */
  when: string;
  startIso: string;
  visitorWhen: string | null;
  name: string;
  email: string;
  phone: string | null;
  goals: string | null;
  status: 'confirmed' | 'no_show' | 'cancelled';
  started: boolean;
  /** The latest enquiry from the same address, if any. */
  enquiryHref: string | null;
};

export type StaffBlockRow = { id: string; when: string; note: string };

/** Staff: upcoming bookings (no-show, cancel), blocked time (add, remove), and the schedule's rules. */
export function BookingsPage({ rows, blocks, notice }: { rows: StaffBookingRow[]; blocks: StaffBlockRow[]; notice: string | null }) {
  return (
    <section className="section admin-inbox">
      <div className="container">
        <div className="admin-heading">
          <h1>Bookings</h1>
          <span className="admin-actions">
            <a className="button button-ghost-dark" href="/admin/enquiries">
              Enquiries
            </a>
            <a className="button button-ghost-dark" href="#block-heading">
              Block time
            </a>
          </span>
        </div>
        {notice ? (
          <p className="booking-notice" role="status">
            {notice}
          </p>
        ) : null}
        <p className="muted small">
          Times in Dubai time (GST). Schedule: {company.hours.map((h) => h.label).join('; ')}. {bookingPolicy.bufferMinutes} minutes between
          sessions, at least {bookingPolicy.minimumNoticeHours} hours' notice, up to {bookingPolicy.horizonDays} days ahead.
        </p>
        <h2>Upcoming</h2>
        {rows.length === 0 ? (
          <p className="muted">No upcoming bookings.</p>
        ) : (
          // A named, focusable scroll area: the table is wider than a phone, and the keyboard can scroll it.
          <div className="admin-table-wrap" role="region" aria-labelledby="upcoming-caption" tabIndex={0}>
            <table className="admin-table">
              <caption id="upcoming-caption" className="visually-hidden">
                Upcoming bookings
              </caption>
              <thead>
                <tr>
                  <th scope="col">When (Dubai)</th>
                  <th scope="col">Session</th>
                  <th scope="col">Who</th>
                  <th scope="col">Goals</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id} id={`booking-${r.id}`}>
                    <td>
                      <time dateTime={r.startIso}>{r.when}</time>
                      {r.visitorWhen ? <span className="muted small"> (visitor: {r.visitorWhen})</span> : null}
                    </td>
                    <td>{r.title}</td>
                    <td>
                      {r.name}
                      <br />
                      <a className="small" href={`mailto:${r.email}`}>
                        {r.email}
                      </a>
                      {r.phone ? <span className="muted small"> · {r.phone}</span> : null}
                      {r.enquiryHref ? (
                        <>
                          <br />
                          <a className="small" href={r.enquiryHref}>
                            Their enquiry
                          </a>
                        </>
                      ) : null}
                    </td>
                    <td className="small">{r.goals ?? '-'}</td>
                    <td>
                      {r.status === 'no_show' ? 'No-show' : 'Booked'}
                      {r.started ? (
                        <form method="post" action={`/admin/bookings/${r.id}/no-show`} className="inline-form">
                          <input type="hidden" name="noShow" value={r.status === 'no_show' ? 'no' : 'yes'} />
                          <button type="submit" className="button button-ghost-dark button-small">
                            {r.status === 'no_show' ? 'Undo no-show' : 'Mark no-show'}
                            <span className="visually-hidden"> for {r.name}</span>
                          </button>
                        </form>
                      ) : (
                        <form method="post" action={`/admin/bookings/${r.id}/cancel`} className="inline-form">
                          <button type="submit" className="button button-danger button-small">
                            Cancel<span className="visually-hidden"> the booking of {r.name}</span>
                          </button>
                        </form>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <h2 id="block-heading">Blocked time</h2>
        {blocks.length === 0 ? (
          <p className="muted">Nothing blocked.</p>
        ) : (
          <ul className="booking-list">
            {blocks.map((b) => (
              <li key={b.id} className="booking-item">
                {b.when}
                {b.note ? ` · ${b.note}` : ''}{' '}
                <form method="post" action={`/admin/bookings/blocks/${b.id}/delete`} className="inline-form">
                  <button type="submit" className="button button-ghost-dark button-small">
                    Remove<span className="visually-hidden"> the block {b.when}</span>
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
        <form method="post" action="/admin/bookings/blocks" className="booking-block-form" aria-labelledby="block-form-heading">
          <h3 id="block-form-heading">Block time</h3>
          <p className="muted small">
            A whole day (a holiday): give the date only. Part of a day: add the times. Several days: add the last date. Existing bookings
            are kept.
          </p>
          <div className="form-row">
            <div className="field">
              <label htmlFor="bl-date">Date</label>
              <input id="bl-date" name="date" type="date" required />
            </div>
            <div className="field">
              <label htmlFor="bl-until">
                Last date<span className="optional"> (optional)</span>
              </label>
              <input id="bl-until" name="until" type="date" />
            </div>
          </div>
          <div className="form-row">
            <div className="field">
              <label htmlFor="bl-from">
                From (Dubai time)<span className="optional"> (optional)</span>
              </label>
              <input id="bl-from" name="from" type="time" step={900} />
            </div>
            <div className="field">
              <label htmlFor="bl-to">
                To (Dubai time)<span className="optional"> (optional)</span>
              </label>
              <input id="bl-to" name="to" type="time" step={900} />
            </div>
          </div>
          <div className="field">
            <label htmlFor="bl-note">
              Note<span className="optional"> (optional)</span>
            </label>
            <input id="bl-note" name="note" type="text" maxLength={200} />
          </div>
          <button type="submit" className="button button-primary">
            Block this time
          </button>
        </form>
      </div>
    </section>
  );
}
