import { describe, expect, it } from 'vitest';
import { postJson, request } from '../../test/http';

function expectSecurityHeaders(res: Response) {
  const csp = res.headers.get('Content-Security-Policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('Permissions-Policy')).toContain('camera=()');
}

describe('security headers', () => {
  it('are on pages, 404s and API responses', async () => {
    expectSecurityHeaders(await request('/'));
    expectSecurityHeaders(await request('/missing'));
    expectSecurityHeaders(await request('/api/nothing-here'));
    expectSecurityHeaders(await request('/sitemap.xml'));
  });

  it('add HSTS only over HTTPS', async () => {
    expect((await request('/')).headers.get('Strict-Transport-Security')).toBeNull();
    const secure = await request('https://example.com/about');
    expect(secure.headers.get('Strict-Transport-Security')).toContain('max-age=');
  });

  it('pages carry no inline script: every script is external or JSON-LD data', async () => {
    for (const path of ['/', '/education/faq', '/contact', '/auth', '/search?q=bpc']) {
      const html = await (await request(path)).text();
      const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      const executable = scripts.filter(([, attrs]) => !attrs!.includes('application/ld+json'));
      // Something to check: the page's own entry script, and its JSON-LD data.
      expect(executable.length, path).toBeGreaterThan(0);
      expect(scripts.length, path).toBeGreaterThan(executable.length);
      for (const [, attrs, body] of executable) {
        expect(attrs, path).toMatch(/\ssrc="\/[^"]+"/);
        expect(body, path).toBe('');
      }
      expect(html, path).not.toMatch(/\son[a-z]+="/);
    }
  });

  it('are the policy the site has always sent (now through hono/secure-headers)', async () => {
    const res = await request('/about');
    expect(res.headers.get('Content-Security-Policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; " +
        "media-src 'self' https:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(res.headers.get('Permissions-Policy')).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
    const secure = await request('https://example.com/about');
    expect(secure.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains; preload');
    // Nothing Hono would add by default beyond the site's own set.
    for (const extra of ['Cross-Origin-Resource-Policy', 'Origin-Agent-Cluster', 'X-XSS-Protection', 'X-Download-Options']) {
      expect(res.headers.get(extra), extra).toBeNull();
    }
  });

  it('refuses a cross-origin POST', async () => {
    const res = await postJson('/api/contact', {}, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});
