import { FEEDBACK_REASONS } from '../../lib/chat-protocol';
import type { HandoffRow, NotHelpful, TopQuestion, WeekRate } from '../../server/db/insight';
import type { PageMeta } from '../page-meta';
import { When } from './format';

export const insightMeta: PageMeta = {
  title: 'Assistant Insight | Staff | Oasis Peptide Lab',
  description:
    'What visitors ask the assistant, what it could not answer, answers rated not helpful, handoffs and the weekly resolution rate.',
  keywords: ['assistant insight', 'resolution rate', 'Oasis Peptide Lab'],
  path: '/admin/insight',
  css: ['forms', 'admin', 'booking'],
  noindex: true,
};

export type InsightData = {
  days: number;
  weeks: WeekRate[];
  top: TopQuestion[];
  unanswered: { example: string; count: number; page: string; lastSeen: number }[];
  notHelpful: NotHelpful[];
  feedback: { helpful: number; notHelpful: number };
  handoffs: HandoffRow[];
};

const REASON_LABEL = Object.fromEntries(FEEDBACK_REASONS.map((r) => [r.value, r.label])) as Record<string, string>;
const weekLabel = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const pct = (r: number | null) => (r === null ? 'No answers' : `${Math.round(r * 100)}%`);
const HANDOFF_REASON: Record<string, string> = {
  requested: 'Asked for a person',
  'form:requested': 'Sent to team (asked for a person)',
  'form:unanswered': 'Sent to team (not answered)',
  'form:button': 'Sent to team (button)',
};

/** Staff insight: top questions, unanswered ones, not-helpful answers with reasons, handoffs, weekly resolution rate. */
export function InsightPage({ data }: { data: InsightData }) {
  const current = data.weeks.at(-1)!;
  return (
    <section className="section admin-inbox">
      <div className="container">
        <div className="admin-heading">
          <h1>Assistant insight</h1>
          <nav aria-label="Staff pages" className="admin-actions">
            <a className="button button-ghost-dark" href="/admin/enquiries">
              Enquiries
            </a>{' '}
            <a className="button button-ghost-dark" href="/admin/gaps">
              Content gaps
            </a>
          </nav>
        </div>
        <p className="muted">
          The last {data.days} days of assistant answers. No visitor is identified: guests' answers carry only a random conversation id, and
          emails and phone numbers are removed from questions. Safety replies are counted without their question. Kept for 90 days.
        </p>

        <h2 id="resolution">Weekly resolution rate</h2>
        <p>
          An answered question counts as <strong>resolved</strong> when its conversation had no handoff to the team and no &ldquo;Not
          helpful&rdquo; vote afterwards. This week: <strong>{pct(current.rate)}</strong> ({current.resolved} of {current.answered} answered
          questions).
        </p>
        {/* Each table's scroll area is a region named by its heading and focusable, so the keyboard can scroll a wide table. */}
        <div className="admin-table-wrap" role="region" aria-labelledby="resolution" tabIndex={0}>
          <table className="admin-table" aria-labelledby="resolution">
            <thead>
              <tr>
                <th scope="col">Week starting (Monday, UTC)</th>
                <th scope="col">Answered</th>
                <th scope="col">Resolved</th>
                <th scope="col">Resolution rate</th>
              </tr>
            </thead>
            <tbody>
              {data.weeks.map((w) => (
                <tr key={w.weekStart}>
                  <td>{weekLabel.format(w.weekStart)}</td>
                  <td>{w.answered}</td>
                  <td>{w.resolved}</td>
                  <td>{pct(w.rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <h2 id="top">Top questions</h2>
        {data.top.length === 0 ? (
          <p className="muted">No questions yet.</p>
        ) : (
          <div className="admin-table-wrap" role="region" aria-labelledby="top" tabIndex={0}>
            <table className="admin-table" aria-labelledby="top">
              <thead>
                <tr>
                  <th scope="col">Question (one wording of the group)</th>
                  <th scope="col">Times asked</th>
                  <th scope="col">Topic</th>
                </tr>
              </thead>
              <tbody>
                {data.top.map((q) => (
                  <tr key={q.key}>
                    <td>{q.example}</td>
                    <td>{q.count}</td>
                    <td className="small">{q.topic ?? 'General'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}

        <h2 id="unanswered">Unanswered questions</h2>
        {data.unanswered.length === 0 ? (
          <p className="muted">Nothing unanswered. Questions the assistant cannot answer will appear here.</p>
        ) : (
          <div className="admin-table-wrap" role="region" aria-labelledby="unanswered" tabIndex={0}>
            <table className="admin-table" aria-labelledby="unanswered">
              <thead>
                <tr>
                  <th scope="col">Question (latest wording)</th>
                  <th scope="col">Times asked</th>
                  <th scope="col">Page</th>
                  <th scope="col">Last asked</th>
                </tr>
              </thead>
              <tbody>
                {data.unanswered.map((g) => (
                  <tr key={`${g.example}-${g.lastSeen}`}>
                    <td>{g.example}</td>
                    <td>{g.count}</td>
                    <td className="small">{g.page}</td>
                    <td>
                      <When ms={g.lastSeen} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}

        <h2 id="not-helpful">Answers rated not helpful</h2>
        <p className="muted">
          {data.feedback.helpful} rated helpful and {data.feedback.notHelpful} not helpful in the last {data.days} days.
        </p>
        {data.notHelpful.length === 0 ? (
          <p className="muted">No answer has been rated not helpful.</p>
        ) : (
          <div className="admin-table-wrap" role="region" aria-labelledby="not-helpful" tabIndex={0}>
            <table className="admin-table" aria-labelledby="not-helpful">
              <thead>
                <tr>
                  <th scope="col">Question</th>
                  <th scope="col">Reason</th>
                  <th scope="col">Note</th>
                  <th scope="col">Topic</th>
                  <th scope="col">Rated</th>
                </tr>
              </thead>
              <tbody>
                {data.notHelpful.map((n) => (
                  <tr key={n.answerId}>
                    <td>{n.question}</td>
                    <td>{n.reason ? REASON_LABEL[n.reason] : 'Other'}</td>
                    <td>{n.note ?? ''}</td>
                    <td className="small">{n.topic ?? n.page}</td>
                    <td>
                      <When ms={n.createdAt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}

        <h2 id="handoffs">Handoffs</h2>
        {data.handoffs.length === 0 ? (
          <p className="muted">No handoffs to the team.</p>
        ) : (
          <div className="admin-table-wrap" role="region" aria-labelledby="handoffs" tabIndex={0}>
            <table className="admin-table" aria-labelledby="handoffs">
              <thead>
                <tr>
                  <th scope="col">Last question before it</th>
                  <th scope="col">How</th>
                  <th scope="col">Page</th>
                  <th scope="col">When</th>
                </tr>
              </thead>
              <tbody>
                {data.handoffs.map((h, i) => (
                  <tr key={`${h.createdAt}-${i}`}>
                    <td>{h.question ?? 'Not recorded'}</td>
                    <td>{HANDOFF_REASON[h.reason] ?? h.reason}</td>
                    <td className="small">{h.page}</td>
                    <td>
                      <When ms={h.createdAt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
