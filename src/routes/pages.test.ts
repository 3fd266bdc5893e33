import { businessFacts } from '../content/business-facts';
import { describe, expect, it } from 'vitest';
import { guides } from '../content/guides';
import { staticPages } from '../pages/registry';
import { headValue, jsonLdBlocks, request } from '../test/http';
import { qrMatrix } from '../server/qr/qr-code';
import { publicPaths } from './seo';

describe('content routes', () => {
  it.each(staticPages.map((p) => [p.path, p.intro.seo.title] as const))(
    '%s answers 200 with its title and canonical',
    async (path, title) => {
      const res = await request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toContain('text/html');
      const html = await res.text();
      expect(html).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
      expect(headValue(html, { rel: 'canonical' })).toBe(`http://localhost${path}`);
      expect(headValue(html, { property: 'og:title' })).toBeTruthy();
      expect(headValue(html, { name: 'description' })?.length).toBeGreaterThan(40);
      expect(headValue(html, { name: 'keywords' })).toBeTruthy();
      expect(html).toMatch(/<h1[^>]*>/);
      // No frame is drawn until the page is parsed to its last element: one first layout, never a header-only frame.
      const head = html.slice(0, html.indexOf('</head>'));
      const expected = /<link rel="expect" href="#([\w-]+)" blocking="render"\/>/.exec(head)?.[1];
      expect(expected).toBeTruthy();
      expect(html.slice(html.indexOf('<body>'))).toMatch(new RegExp(`<[a-z]+ id="${expected}"`));
      expect(html).toMatch(/<main id="main"/);
    },
  );

  it.each(guides.map((g) => [g.slug] as const))(
    'guide %s has canonical, description and Article JSON-LD with fixed dates',
    async (slug) => {
      const guide = guides.find((g) => g.slug === slug)!;
      const res = await request(`/education/${slug}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(headValue(html, { rel: 'canonical' })).toBe(`http://localhost/education/${slug}`);
      expect(headValue(html, { name: 'description' })).toBe(guide.seo.description.replace(/&/g, '&amp;'));
      const article = jsonLdBlocks(html).find((b) => b['@type'] === 'Article')!;
      expect(article).toMatchObject({
        headline: guide.headline,
        datePublished: guide.datePublished,
        dateModified: guide.dateModified,
        author: { '@type': 'Organization', name: 'Oasis Peptide Lab' },
        publisher: { '@type': 'Organization', name: 'Oasis Peptide Lab' },
      });
    },
  );

  it('unknown paths answer 404 with the not-found page, and HEAD works', async () => {
    const res = await request('/no/such/page');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('404');
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('Return to Home');
    const head = await request('/no/such/page', { method: 'HEAD' });
    expect(head.status).toBe(404);
    const okHead = await request('/about', { method: 'HEAD' });
    expect(okHead.status).toBe(200);
    expect(await okHead.text()).toBe('');
  });

  it('an unknown guide slug is a 404, not a blank guide', async () => {
    expect((await request('/education/unknown-peptide')).status).toBe(404);
  });

  it('bpc-157 links back to /recovery', async () => {
    const html = await (await request('/education/bpc-157')).text();
    expect(html).toMatch(/<a href="\/recovery" class="back-link">[\s\S]*?Back to Recovery<\/a>/);
  });
});

describe('anonymous HTML caching', () => {
  it('lets the edge cache anonymous pages with stale-while-revalidate', async () => {
    const res = await request('/research');
    expect(res.headers.get('Cache-Control')).toContain('s-maxage=');
    expect(res.headers.get('Cache-Control')).toContain('stale-while-revalidate=');
    expect(res.headers.get('Vary')).toContain('Cookie');
  });
  it('never shares a 404', async () => {
    const res = await request('/missing');
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  });
});

describe('structured data and crawling', () => {
  it('has Organization JSON-LD with the business facts and a SearchAction', async () => {
    const html = await (await request('/')).text();
    const graph = (jsonLdBlocks(html)[0]!['@graph'] as Record<string, unknown>[])!;
    const org = graph.find((n) => (n['@type'] as string[]).includes('Organization'))!;
    expect(org).toMatchObject({
      foundingDate: '2023',
      numberOfEmployees: { minValue: 10, maxValue: 50 },
      address: { addressLocality: 'Dubai', addressCountry: 'AE' },
      currenciesAccepted: 'USD, EUR, AED',
      paymentAccepted: 'Credit Card, Bank Transfer, Cryptocurrency',
      audience: { suggestedMinAge: 18 },
    });
    // The service circle is centred on the office coordinates, left out (with them) until the client confirms them.
    if (businessFacts.geo.placeholder) expect(org.serviceArea).toBeUndefined();
    else expect(org.serviceArea).toMatchObject({ '@type': 'GeoCircle', geoRadius: 50000 });
    expect((org.areaServed as { name: string }[]).map((a) => a.name)).toEqual([
      'United Arab Emirates',
      'United States',
      'United Kingdom',
      'European Union',
    ]);
    // Other pages name the business by the same @id and keep the spec's facts, without the full record.
    const guideGraph = jsonLdBlocks(await (await request('/education/bpc-157')).text())[0]!['@graph'] as Record<string, unknown>[];
    const short = guideGraph.find((n) => (n['@type'] as string[]).includes('Organization'))!;
    expect(short).toMatchObject({
      '@id': org['@id'],
      name: org.name,
      foundingDate: '2023',
      numberOfEmployees: { minValue: 10, maxValue: 50 },
      audience: { suggestedMinAge: 18 },
    });
    expect(short.address).toBeUndefined();
    const site = graph.find((n) => n['@type'] === 'WebSite')!;
    expect(site.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: 'http://localhost/search?q={search_term_string}' },
    });
  });

  it('the sitemap lists every public page and robots.txt points to it', async () => {
    const xml = await (await request('/sitemap.xml')).text();
    for (const path of publicPaths()) expect(xml).toContain(`<loc>http://localhost${path}</loc>`);
    expect(publicPaths()).toHaveLength(staticPages.length + 11 + 3); // guides, then /book, /search and /auth
    const robots = await (await request('/robots.txt')).text();
    expect(robots).toContain('Sitemap: http://localhost/sitemap.xml');
  });

  it('serves the QR code as SVG and as a downloadable PNG', async () => {
    const svg = await request('/qr.svg');
    expect(svg.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await svg.text()).toContain('<path fill="#000"');
    const png = await request('/qr.png');
    expect(png.headers.get('Content-Disposition')).toContain('attachment');
    const bytes = new Uint8Array(await png.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    // Decode it: IHDR says a square 8-bit greyscale image, and its pixels are the QR modules of the site's address.
    const view = new DataView(bytes.buffer);
    expect(new TextDecoder().decode(bytes.slice(12, 16))).toBe('IHDR');
    const side = view.getUint32(16);
    expect(view.getUint32(20)).toBe(side);
    expect([...bytes.slice(24, 29)]).toEqual([8, 0, 0, 0, 0]);
    const idatLength = view.getUint32(33);
    expect(new TextDecoder().decode(bytes.slice(37, 41))).toBe('IDAT');
    const inflated = new Response(new Blob([bytes.slice(41, 41 + idatLength)]).stream().pipeThrough(new DecompressionStream('deflate')));
    const raw = new Uint8Array(await inflated.arrayBuffer());
    expect(raw.length).toBe(side * (side + 1));
    const matrix = qrMatrix('http://localhost/');
    const scale = side / (matrix.length + 8);
    expect(Number.isInteger(scale)).toBe(true);
    const pixel = (row: number, col: number) => raw[row * (side + 1) + 1 + col]!;
    matrix.forEach((cells, r) =>
      cells.forEach((dark, c) => {
        // The centre of each module: black where the QR code is dark, white elsewhere.
        const y = (r + 4) * scale + scale / 2;
        const x = (c + 4) * scale + scale / 2;
        expect(pixel(y, x), `module ${r},${c}`).toBe(dark ? 0 : 255);
      }),
    );
    expect(pixel(0, 0)).toBe(255); // the quiet zone
  });
});
