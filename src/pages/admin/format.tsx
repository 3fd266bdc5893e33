import type { Enquiry } from '../../server/db/schema';

const dubaiTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', dateStyle: 'medium', timeStyle: 'short' });

/** A stored time as staff read it: Dubai time, in a <time> element carrying the exact instant. */
export function When({ ms }: { ms: number }) {
  return <time dateTime={new Date(ms).toISOString()}>{dubaiTime.format(ms)} GST</time>;
}

/** Where the enquiry is in its relay to the form endpoint, in words. */
export function relayLabel(e: Enquiry): string {
  switch (e.relayStatus) {
    case 'relayed':
      return 'Relayed';
    case 'pending':
      return e.relayAttempts === 0 ? 'Relaying' : `Retrying (${e.relayAttempts} failed)`;
    case 'failed':
      return `Relay failed (${e.relayAttempts} attempts)`;
    case 'not_configured':
      return 'Stored only';
  }
}

export function RelayBadge({ enquiry }: { enquiry: Enquiry }) {
  if (enquiry.heldAt)
    return <span className="relay-badge relay-held">Held: over the hourly limit for the whole site (not relayed, no email sent)</span>;
  return <span className={`relay-badge relay-${enquiry.relayStatus}`}>{relayLabel(enquiry)}</span>;
}

/** A 'Mark handled' button: a POST form, so it works without JavaScript; `back` is where to return. */
export function MarkHandledForm({ id, back }: { id: string; back: 'list' | 'detail' }) {
  return (
    <form method="post" action={`/admin/enquiries/${id}/handled`} className="inline-form">
      <input type="hidden" name="back" value={back} />
      <button type="submit" className={`button button-ghost-dark${back === 'list' ? ' button-small' : ''}`}>
        Mark handled
      </button>
    </form>
  );
}

/** Marks an enquiry that came from the assistant's "Ask our team" handoff (the transcript is in its message). */
export function ChannelBadge({ enquiry }: { enquiry: Enquiry }) {
  return enquiry.channel === 'chat' ? <span className="channel-badge">From chat</span> : null;
}
