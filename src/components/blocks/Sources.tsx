import type { Source } from '../../content/schema';
import { doiUrl, pubmedUrl } from '../../content/source-links';

/** Numbered references; each links to PubMed or the DOI so a reader can check it. */
export function Sources({ sources, heading = 'Sources' }: { sources: Source[]; heading?: string }) {
  return (
    <section className="sources" aria-labelledby="sources-heading">
      <h2 id="sources-heading">{heading}</h2>
      <ol>
        {sources.map((s, i) => (
          <li key={s.title} id={`source-${i + 1}`}>
            {s.authors} {s.title}. <em>{s.journal}</em>. {s.year}.
            {s.pmid ? (
              <>
                {' '}
                <a href={pubmedUrl(s.pmid)} rel="noopener noreferrer" target="_blank">
                  PMID {s.pmid}
                </a>
              </>
            ) : null}
            {s.doi ? (
              <>
                {' '}
                <a href={doiUrl(s.doi)} rel="noopener noreferrer" target="_blank">
                  doi:{s.doi}
                </a>
              </>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
