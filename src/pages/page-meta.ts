import type { Seo } from '../content/schema';

/** What a page tells the document head: its SEO block, path and any page-specific JSON-LD. */
export type PageMeta = Seo & {
  path: string;
  ogType?: 'website' | 'article';
  jsonLd?: object[];
  noindex?: boolean;
};
