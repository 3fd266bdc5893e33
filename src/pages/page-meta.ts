import type { Seo } from '../content/schema';
import type { CssGroup } from '../lib/css-groups';

/** What a page tells the document head: its SEO block, path and any page-specific JSON-LD. */
export type PageMeta = Seo & {
  path: string;
  /**
   * The page CSS groups its first screen draws (src/lib/css-groups.ts), inlined in its head in this order; the
   * header's account menu is added for a signed-in visitor. src/routes/css-coverage.test.ts proves the list suffices.
   */
  css: readonly CssGroup[];
  ogType?: 'website' | 'article';
  jsonLd?: object[];
  noindex?: boolean;
};
