import { Hono } from 'hono';
import { guides } from '../content/guides';
import type { AppEnv } from '../env';
import { staticPages } from '../pages/registry';
import { qrMatrix, qrSvg } from '../server/qr/qr-code';
import { qrPng } from '../server/qr/png';
import { siteUrlFor } from '../server/site-url';

/** Every public page path, for the sitemap (and the tests that check each answers). */
export function publicPaths(): string[] {
  return [...staticPages.map((p) => p.path), ...guides.map((g) => `/education/${g.slug}`), '/book', '/search', '/auth'];
}

export const seoRoutes = new Hono<AppEnv>();

seoRoutes.get('/robots.txt', (c) => {
  const site = siteUrlFor(c);
  return c.text(
    `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin/\nDisallow: /dev/\nDisallow: /chat\n\nSitemap: ${site}/sitemap.xml\n`,
    200,
    {
      'Cache-Control': 'public, max-age=3600',
    },
  );
});

seoRoutes.get('/sitemap.xml', (c) => {
  const site = siteUrlFor(c);
  const lastmod = new Map(guides.map((g) => [`/education/${g.slug}`, g.dateModified]));
  const urls = publicPaths()
    .map((p) => {
      const mod = lastmod.get(p);
      return `  <url><loc>${site}${p}</loc>${mod ? `<lastmod>${mod}</lastmod>` : ''}</url>`;
    })
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
});

seoRoutes.get('/qr.svg', (c) => {
  const site = siteUrlFor(c);
  return c.body(qrSvg(qrMatrix(`${site}/`), `QR code for ${site}`), 200, {
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'public, max-age=86400',
  });
});

seoRoutes.get('/qr.png', async (c) => {
  const site = siteUrlFor(c);
  const png = await qrPng(qrMatrix(`${site}/`));
  return c.body(png as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'image/png',
    'Content-Disposition': 'attachment; filename="oasis-peptide-lab-qr.png"',
    'Cache-Control': 'public, max-age=86400',
  });
});
