import { describe, expect, it } from 'vitest';
import { cssGroupsFor } from '../../lib/css-groups';
import { clientAssets, inlineScriptHashes, inlineStyleHashes, pageStyleHashes } from '../assets';
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
        expect(attrs, path).toBe(` id="boot" data-entry="${clientAssets.entry}" data-css="${clientAssets.css.join(' ')}"`);
        expect(clientAssets.entry).toMatch(/^\/assets\/main-[\w-]+\.js$/);
      }
      expect(html, path).not.toMatch(/\son[a-z]+="/);
    }
  });

  it('are the policy the site has always sent (now through hono/secure-headers)', async () => {
    const res = await request('/about');
    const policy = (styles: string[]) =>
      `default-src 'self'; script-src 'self' ${inlineScriptHashes.map((h) => `'${h}'`).join(' ')}; style-src 'self' ${styles.map((h) => `'${h}'`).join(' ')}; img-src 'self' data:; font-src 'self'; connect-src 'self'; ` +
      "media-src 'self' https:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
    // A page allows only the inline styles it carries; other responses carry the full list.
    expect(res.headers.get('Content-Security-Policy')).toBe(policy(pageStyleHashes(cssGroupsFor('/about'))));
    expect(pageStyleHashes(cssGroupsFor('/about')).length).toBeLessThan(inlineStyleHashes.length);
    expect((await request('/api/nothing-here')).headers.get('Content-Security-Policy')).toBe(policy(inlineStyleHashes));
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

  it("allows exactly the page's inline <style> elements by their hashes, never by 'unsafe-inline'", async () => {
    const styleSrcOf = (res: Response) =>
      (/style-src ([^;]*)/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1] ?? '').split(' ');
    const inlineStyles = (html: string) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    const res = await request('/education/bpc-157');
    const styleSrc = styleSrcOf(res);
    expect(styleSrc).not.toContain("'unsafe-inline'");
    const html = await res.text();
    // The base rules and the guide's own.
    const styles = inlineStyles(html);
    expect(styles).toHaveLength(2);
    expect(styles[1]).toContain('.guide-');
    const hashes = await Promise.all(styles.map(async (text) => `'sha256-${await sha256(text)}'`));
    expect(styleSrc).toEqual(["'self'", ...hashes]);
    // /auth inlines the form controls', its form's and the cookie banner's rules instead, allowed by their own hashes.
    const authRes = await request('/auth');
    const authStyles = inlineStyles(await authRes.text());
    expect(authStyles).toHaveLength(4);
    expect(authStyles[2]).toContain('.auth-');
    expect(authStyles[3]).toContain('.cookie-banner');
    expect(styleSrcOf(authRes)).toEqual([
      "'self'",
      ...(await Promise.all(authStyles.map(async (text) => `'sha256-${await sha256(text)}'`))),
    ]);
    // The header's rules are in it: the first paint needs no other request.
    expect(styles[0]).toContain('.site-top');
    expect(html).not.toMatch(/ style="/);
  });

  it('refuses a cross-origin POST', async () => {
    const res = await postJson('/api/contact', {}, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});
