import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { SearchPage } from '../pages/SearchPage';
import { renderPage } from '../server/render';
import { searchSite, searchSuggestions } from '../server/search/site-search';

const SearchQuery = z.object({ q: z.string().trim().max(200).catch('').default('') });

/** GET /search?q=: the results page the JSON-LD SearchAction points at. */
export const searchRoutes = new Hono<AppEnv>();

searchRoutes.get('/search', (c) => {
  const { q } = SearchQuery.parse({ q: c.req.query('q') ?? '' });
  return renderPage(
    c,
    {
      title: q ? `Search: ${q.slice(0, 40)} | Oasis Peptide Lab` : 'Search | Oasis Peptide Lab',
      description: 'Search Oasis Peptide Lab guides, solutions, recovery protocols, research pages and FAQ answers.',
      keywords: ['search', 'peptide guides', 'research peptides'],
      path: '/search',
      // Without a query (or with no results) the page suggests searches as a .tag-list, whose rules are in `plans`.
      css: ['forms', 'search', 'plans', 'cookie'],
      // Result pages are thin duplicates of real pages: keep them out of the index.
      noindex: Boolean(q),
    },
    <SearchResults query={q} />,
  );
});

/**
 * Searches while React renders the body, not before renderPage: the <head> and its inline CSS then leave first and the
 * browser starts painting while the index is scanned.
 */
function SearchResults({ query }: { query: string }) {
  return <SearchPage query={query} results={query ? searchSite(query) : []} suggestions={searchSuggestions} />;
}
