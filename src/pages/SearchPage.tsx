import { Fragment } from 'react';
import { Icon } from '../components/Icon';
import type { SearchHit, SnippetPart } from '../server/search/site-search';

/** The snippet with the words that matched the query in <mark>. */
function Highlighted({ parts }: { parts: SnippetPart[] }) {
  return <>{parts.map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : <Fragment key={i}>{p.text}</Fragment>))}</>;
}

export function SearchPage({
  query,
  results,
  suggestions,
}: {
  query: string;
  results: SearchHit[];
  suggestions: { label: string; href: string }[];
}) {
  return (
    <>
      <section className="page-hero page-hero-light search-hero">
        <div className="container narrow">
          <h1>{query ? `Search results for “${query}”` : 'Search the site'}</h1>
          <form method="get" action="/search" role="search" className="search-form">
            <label htmlFor="search-q" className="visually-hidden">
              Search guides, solutions and FAQs
            </label>
            <input
              id="search-q"
              type="search"
              name="q"
              defaultValue={query}
              placeholder="Try “BPC-157”, “cold plunge” or “consultation”"
              maxLength={200}
              // Arriving to search (the header's search button): focus is in the field. With results, focus stays at
              // the top so the results are read from their heading.
              autoFocus={!query}
            />
            <button type="submit" className="button button-primary">
              <Icon name="search" size={18} /> Search
            </button>
          </form>
        </div>
      </section>
      <section className="section" aria-live="polite">
        <div className="container narrow">
          {!query ? (
            <div className="search-empty">
              <p>Search every guide, solution, recovery protocol and FAQ answer on the site.</p>
              <SuggestionList suggestions={suggestions} />
            </div>
          ) : results.length === 0 ? (
            <div className="search-empty">
              <h2>{`No results for “${query}”`}</h2>
              <p>Check the spelling, try a shorter or more general term, or start from one of these popular topics:</p>
              <SuggestionList suggestions={suggestions} />
              <p>
                Still stuck? <a href="/contact">Ask our team</a> and we will reply within 24 hours.
              </p>
            </div>
          ) : (
            <>
              <p className="muted" data-testid="result-count">
                {results.length} {results.length === 1 ? 'page' : 'pages'} found
              </p>
              <ol className="search-results">
                {results.map((r) => (
                  <li key={r.path}>
                    <h2>
                      <a href={r.path}>{r.title}</a>
                    </h2>
                    <p className="search-path">{r.path}</p>
                    <p>
                      <Highlighted parts={r.highlighted} />
                    </p>
                  </li>
                ))}
              </ol>
            </>
          )}
        </div>
      </section>
    </>
  );
}

function SuggestionList({ suggestions }: { suggestions: { label: string; href: string }[] }) {
  return (
    <ul className="tag-list search-suggestions">
      {suggestions.map((s) => (
        <li key={s.href}>
          <a href={s.href}>{s.label}</a>
        </li>
      ))}
    </ul>
  );
}
