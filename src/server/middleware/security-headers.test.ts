import { describe, expect, it } from 'vitest';
import { clientAssets, inlineScriptHashes, inlineStyleHashes } from '../assets';
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

const sha256 = async (text: string) =>
  btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))));

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

  it('the one inline script is the boot script, allowed by its hash; every other script is external or JSON-LD data', async () => {
    const csp = (await request('/')).headers.get('Content-Security-Policy') ?? '';
    const scriptSrc = (/script-src ([^;]*)/.exec(csp)?.[1] ?? '').split(' ');
    for (const path of ['/', '/education/faq', '/contact', '/auth', '/search?q=bpc']) {
      const html = await (await request(path)).text();
      const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      const executable = scripts.filter(([, attrs]) => !attrs!.includes('application/ld+json'));
      // Something to check: the boot script that starts the page's entry, and its JSON-LD data.
      expect(executable.length, path).toBeGreaterThan(0);
      expect(scripts.length, path).toBeGreaterThan(executable.length);
      for (const [, attrs, body] of executable) {
        if (body === '') {
          expect(attrs, path).toMatch(/\ssrc="\/[^"]+"/);
          continue;
        }
        expect(scriptSrc, path).toContain(`'sha256-${await sha256(body!)}'`);
        expect(attrs, path).toBe(` data-entry="${clientAssets.entry}" data-css="${clientAssets.css.join(' ')}"`);
        expect(clientAssets.entry).toMatch(/^\/assets\/main-[\w-]+\.js$/);
      }
      expect(html, path).not.toMatch(/\son[a-z]+="/);
    }
  });

  it('are the policy the site has always sent (now through hono/secure-headers)', async () => {
    const res = await request('/about');
    expect(res.headers.get('Content-Security-Policy')).toBe(
      `default-src 'self'; script-src 'self' ${inlineScriptHashes.map((h) => `'${h}'`).join(' ')}; style-src 'self' ${inlineStyleHashes.map((h) => `'${h}'`).join(' ')}; img-src 'self' data:; font-src 'self'; connect-src 'self'; ` +
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

  it("allows the page's one inline <style> by its hash, never by 'unsafe-inline'", async () => {
    const res = await request('/education/bpc-157');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    const styleSrc = /style-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(styleSrc).not.toContain('unsafe-inline');
    const html = await res.text();
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles).toHaveLength(1);
    expect(styleSrc.split(' ')).toContain(`'sha256-${await sha256(styles[0]!)}'`);
    // /auth also inlines its form's rules, allowed by their own hash.
    const auth = await (await request('/auth')).text();
    const authStyles = [...auth.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(authStyles).toHaveLength(2);
    expect(authStyles[1]).toContain('.auth-');
    for (const text of authStyles) expect(styleSrc.split(' ')).toContain(`'sha256-${await sha256(text)}'`);
    // The header's rules are in it: the first paint needs no other request.
    expect(styles[0]).toContain('.site-top');
    expect(html).not.toMatch(/ style="/);
  });

  it('refuses a cross-origin POST', async () => {
    const res = await postJson('/api/contact', {}, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});
