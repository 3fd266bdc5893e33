import type { Enquiry } from '../../server/db/schema';
import type { PageMeta } from '../page-meta';
import { ChannelBadge, MarkHandledForm, RelayBadge, When } from './format';

export const enquiryMeta = (e: Enquiry): PageMeta => ({
  title: 'Enquiry | Staff Inbox | Oasis Peptide Lab',
  description: 'One contact enquiry sent through the Oasis Peptide Lab website, with its full message and relay status.',
  keywords: ['staff inbox', 'enquiry', 'Oasis Peptide Lab'],
  path: `/admin/enquiries/${e.id}`,
  css: ['forms', 'admin', 'booking'],
  noindex: true,
});

/** One enquiry in full: who, what, from which page, where its relay stands, and the 'Mark handled' action. */
export function EnquiryPage({ enquiry: e, bookings = [] }: { enquiry: Enquiry; bookings?: { id: string; label: string }[] }) {
  const reply = `mailto:${e.email}?subject=${encodeURIComponent(`Re: ${e.subject}`)}`;
  return (
    <section className="section admin-enquiry">
      <div className="container narrow">
        <p>
          <a href="/admin/enquiries">Back to all enquiries</a>
        </p>
        <h1>
          {e.subject} <ChannelBadge enquiry={e} />
        </h1>
        <dl className="enquiry-details">
          <div>
            <dt>From</dt>
            <dd>
              {e.firstName} {e.lastName}
            </dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>
              <a href={reply}>{e.email}</a>
            </dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>{e.phone ?? 'Not given'}</dd>
          </div>
          <div>
            <dt>Received</dt>
            <dd>
              <When ms={e.createdAt} />
            </dd>
          </div>
          <div>
            <dt>Sent from</dt>
            <dd>
              {e.sourcePath}
              {e.channel === 'chat' ? ' (the AI Assistant, with the chat transcript below)' : ''}
            </dd>
          </div>
          <div>
            <dt>Relay</dt>
            <dd>
              <RelayBadge enquiry={e} />
              {e.lastRelayError ? <span className="muted small"> Last error: {e.lastRelayError}</span> : null}
              {e.relayStatus === 'pending' && e.nextRelayAt !== null ? (
                <span className="muted small">
                  {' '}
                  Next attempt after <When ms={e.nextRelayAt} />
                </span>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>Handled</dt>
            <dd>{e.handledAt === null ? 'Not yet' : <When ms={e.handledAt} />}</dd>
          </div>
        </dl>
        {bookings.length > 0 ? (
          <>
            <h2>Bookings from this address</h2>
            <ul>
              {bookings.map((b) => (
                <li key={b.id}>
                  <a href={`/admin/bookings#booking-${b.id}`}>{b.label}</a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <h2>Message</h2>
        <div className="enquiry-message">{e.message}</div>
        <div className="admin-actions">
          <a className="button button-primary" href={reply}>
            Reply by email
          </a>
          {e.handledAt === null ? <MarkHandledForm id={e.id} back="detail" /> : null}
        </div>
      </div>
    </section>
  );
}
