import { Hono } from 'hono';
import { findGuide } from '../content/guides';
import type { AppEnv } from '../env';
import { GuidePage, guideJsonLd } from '../pages/education/GuidePage';
import { staticPageMeta, staticPages } from '../pages/registry';
import { renderPage } from '../server/render';
import { siteUrlFor } from '../server/site-url';

/** Content pages: one GET route per static page, plus the guides under /education/:slug. */
export const pageRoutes = new Hono<AppEnv>();

for (const page of staticPages) {
  pageRoutes.get(page.path, (c) => renderPage(c, staticPageMeta(page), page.render()));
}

pageRoutes.get('/education/:slug', (c) => {
  const guide = findGuide(c.req.param('slug'));
  if (!guide) return c.notFound();
  const path = `/education/${guide.slug}`;
  const videoSources = c.get('config').SELANK_VIDEO_URLS.map((src) => ({ src, type: src.endsWith('.mp4') ? 'video/mp4' : 'video/webm' }));
  return renderPage(
    c,
    { ...guide.seo, path, css: ['guide'], ogType: 'article', jsonLd: [guideJsonLd(guide, siteUrlFor(c))] },
    <GuidePage guide={guide} videoSources={videoSources} />,
  );
});
