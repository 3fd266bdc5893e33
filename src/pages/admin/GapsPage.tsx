import type { ContentGap } from '../../server/db/schema';
import type { PageMeta } from '../page-meta';
import { When } from './format';

export const gapsMeta: PageMeta = {
  title: 'Content Gaps | Staff | Oasis Peptide Lab',
  description: 'Questions the website assistant could not answer, or answered with low confidence, counted by similar question.',
  keywords: ['content gaps', 'assistant', 'Oasis Peptide Lab'],
  path: '/admin/gaps',
  css: ['forms', 'admin', 'booking'],
  noindex: true,
};

const REASON: Record<ContentGap['reason'], string> = { unanswered: 'Not answered', low_confidence: 'Low confidence' };

/** Questions the assistant could not answer, most asked first; no visitor is identified (kept 90 days). */
export function GapsPage({ gaps }: { gaps: ContentGap[] }) {
  return (
    <section className="section admin-inbox">
      <div className="container">
        <div className="admin-heading">
          <h1>Content gaps</h1>
          <a className="button button-ghost-dark" href="/admin/enquiries">
            Enquiries
          </a>
        </div>
        <p className="muted">
          Questions visitors asked the assistant that our content could not answer, grouped by similar wording. What is kept: the latest
          wording of each question, with emails, phone, card and account numbers, passport and ID numbers, names visitors give, street
          addresses and personal health details replaced by a “removed” marker; the page it was asked on; how many times and when it was
          first and last asked. What is not kept: who asked, their conversation, and any message that touched a safety topic (those are
          never recorded). Each question is deleted 90 days after it was last asked.
        </p>
        {gaps.length === 0 ? (
          <p className="muted">No content gaps recorded. Questions the assistant cannot answer will appear here.</p>
        ) : (
          // A named, focusable scroll area: the table is wider than a phone, and the keyboard can scroll it.
          <div className="admin-table-wrap" role="region" aria-labelledby="gaps-caption" tabIndex={0}>
            <table className="admin-table">
              <caption id="gaps-caption" className="visually-hidden">
                Content gaps: questions the assistant could not answer
              </caption>
              <thead>
                <tr>
                  <th scope="col">Question (latest wording)</th>
                  <th scope="col">Times asked</th>
                  <th scope="col">Why</th>
                  <th scope="col">Page</th>
                  <th scope="col">Last asked</th>
                </tr>
              </thead>
              <tbody>
                {gaps.map((g) => (
                  <tr key={g.questionKey}>
                    <td>{g.example}</td>
                    <td>{g.count}</td>
                    <td>{REASON[g.reason]}</td>
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
      </div>
    </section>
  );
}
