import type { PageMeta } from './page-meta';

export const notFoundMeta = (path: string): PageMeta => ({
  title: 'Page Not Found | Oasis Peptide Lab',
  description: 'The page you are looking for does not exist or has moved. Return to the Oasis Peptide Lab home page.',
  keywords: ['404', 'page not found', 'Oasis Peptide Lab'],
  path,
  css: ['forms'],
  noindex: true,
});

export function NotFoundPage() {
  return (
    <section className="not-found">
      <div className="container narrow center">
        <p className="not-found-code">404</p>
        <h1>Oops! Page not found</h1>
        <p>The page you are looking for may have moved, or the address may be mistyped.</p>
        <p className="actions">
          <a href="/" className="button button-primary">
            Return to Home
          </a>
          <a href="/search" className="button button-ghost-dark">
            Search the site
          </a>
        </p>
      </div>
    </section>
  );
}
