import type { Enquiry } from '../../server/db/schema';
import type { PageMeta } from '../page-meta';
import { ChannelBadge, MarkHandledForm, RelayBadge, When } from './format';

export const enquiriesMeta: PageMeta = {
  title: 'Enquiries | Staff Inbox | Oasis Peptide Lab',
  description: 'Contact enquiries sent through the Oasis Peptide Lab website, newest first, with their relay status.',
  keywords: ['staff inbox', 'enquiries', 'Oasis Peptide Lab'],
  path: '/admin/enquiries',
  css: ['forms', 'admin', 'booking'],
  noindex: true,
};

/** The staff inbox: newest enquiries first, with relay status, handled state and a CSV export. */
export function EnquiriesPage({ enquiries, olderHref }: { enquiries: Enquiry[]; olderHref: string | null }) {
  return (
    <section className="section admin-inbox">
      <div className="container">
        <div className="admin-heading">
          <h1>Enquiries</h1>
          <span className="admin-actions">
            <a className="button button-ghost-dark" href="/admin/bookings">
              Bookings
            </a>{' '}
            <a className="button button-ghost-dark" href="/admin/insight">
              Assistant insight
            </a>{' '}
            <a className="button button-ghost-dark" href="/admin/gaps">
              Content gaps
            </a>
            <a className="button button-ghost-dark" href="/admin/enquiries.csv" download>
              Export CSV
            </a>
          </span>
        </div>
        {enquiries.length === 0 ? (
          <p className="muted">No enquiries yet. Messages sent through the contact forms appear here.</p>
        ) : (
          // A named, focusable scroll area: the table is wider than a phone, and the keyboard can scroll it.
          <div className="admin-table-wrap" role="region" aria-labelledby="enquiries-caption" tabIndex={0}>
            <table className="admin-table">
              <caption id="enquiries-caption" className="visually-hidden">
                Contact enquiries
              </caption>
              <thead>
                <tr>
                  <th scope="col">Received</th>
                  <th scope="col">From</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Page</th>
                  <th scope="col">Relay</th>
                  <th scope="col">Handled</th>
                </tr>
              </thead>
              <tbody>
                {enquiries.map((e) => (
                  <tr key={e.id} className={e.handledAt === null ? 'is-open' : 'is-handled'}>
                    <td>
                      <When ms={e.createdAt} />
                    </td>
                    <td>
                      {e.firstName} {e.lastName}
                      <br />
                      <span className="muted small">{e.email}</span>
                    </td>
                    <td>
                      <a href={`/admin/enquiries/${e.id}`}>{e.subject}</a> <ChannelBadge enquiry={e} />
                    </td>
                    <td className="small">{e.sourcePath}</td>
                    <td>
                      <RelayBadge enquiry={e} />
                    </td>
                    <td>{e.handledAt === null ? <MarkHandledForm id={e.id} back="list" /> : <When ms={e.handledAt} />}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {olderHref ? (
          <p>
            <a href={olderHref}>Older enquiries</a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
