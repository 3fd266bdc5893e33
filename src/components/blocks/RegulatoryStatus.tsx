import { certaintyLabel, type GuideRegulatory } from '../../content/registry/regulatory';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "Last reviewed: November 26, 2026 by <role>": the date the status rows were checked, and who checked them. */
export function LastReviewed({ status }: { status: GuideRegulatory }) {
  return (
    <>
      Last reviewed: <time dateTime={status.lastReviewed}>{dateFormat.format(new Date(status.lastReviewed))}</time>{' '}
      <span className="reviewed-by">by {status.reviewedBy}</span>
    </>
  );
}

/** The guide's regulatory block: US, UK/EU, UAE and anti-doping status, what each means, and how firm it is. */
export function RegulatoryStatus({ name, status }: { name: string; status: GuideRegulatory }) {
  return (
    <section id="regulatory-status" className="regulatory" aria-labelledby="regulatory-status-heading">
      <h2 id="regulatory-status-heading">Regulatory status of {name}</h2>
      <p className="regulatory-reviewed">
        <LastReviewed status={status} />. Rules change: check the linked source before relying on a row.
      </p>
      <dl className="regulatory-rows">
        {status.rows.map((r) => (
          <div key={r.jurisdiction} className={`regulatory-row certainty-${r.certainty}`}>
            <dt>{r.authority}</dt>
            <dd>
              <p className="regulatory-status-text">{r.status}</p>
              <p>
                <strong>What it means for you:</strong> {r.meaning}
              </p>
              <p className="regulatory-meta">
                <span className="certainty">{certaintyLabel[r.certainty]}</span>
                {r.caveat ? <> · {r.caveat}</> : null} · Source:{' '}
                <a href={r.source.url} rel="noopener noreferrer" target="_blank">
                  {r.source.publisher}, “{r.source.title}”
                </a>
              </p>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
