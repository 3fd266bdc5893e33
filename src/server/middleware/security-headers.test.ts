import { describe, expect, it } from 'vitest';
import { staticPages } from '../../pages/registry';
import { clientAssets, pageInline } from '../assets';
import { contentSecurityPolicy, NO_INLINE } from '../csp';
import { postJson, request } from '../../test/http';
import { createVerifiedUser, signInCookie } from '../../test/users';

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
    const policy = (scripts: string[], styles: string[]) =>
      `default-src 'self'; script-src ${["'self'", ...scripts].join(' ')}; style-src ${["'self'", ...styles].join(' ')}; img-src 'self' data:; font-src 'self'; connect-src 'self'; ` +
      "media-src 'self' https:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
    // A page allows its boot script and the inline styles it carries (base and its groups); nothing else inlines anything.
    const about = staticPages.find((p) => p.path === '/about')!;
    const styles = [clientAssets.criticalCssHash, ...about.css.map((g) => clientAssets.cssGroups[g]!.hash)].map((h) => `'${h}'`);
    expect(styles.length).toBeGreaterThan(1);
    expect(res.headers.get('Content-Security-Policy')).toBe(policy([`'${clientAssets.boot!.hash}'`], styles));
    expect((await request('/api/nothing-here')).headers.get('Content-Security-Policy')).toBe(policy([], []));
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

  it('contentSecurityPolicy lists exactly the hashes it is given, and never unsafe-inline outside the dev server', () => {
    const csp = contentSecurityPolicy({ scripts: ['sha256-boot'], styles: ['sha256-a', 'sha256-b'] });
    expect(csp).toContain("script-src 'self' 'sha256-boot';");
    expect(csp).toContain("style-src 'self' 'sha256-a' 'sha256-b';");
    expect(contentSecurityPolicy(NO_INLINE)).toContain("script-src 'self'; style-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    expect(contentSecurityPolicy(NO_INLINE, true)).toContain("style-src 'self' 'unsafe-inline'");
  });

  it('pageInline gives the head its styles and the CSP their hashes, from one list', () => {
    const inline = pageInline(['forms', 'auth', 'cookie']);
    expect(inline.styles.map((s) => s.css)).toEqual([
      clientAssets.criticalCss,
      clientAssets.cssGroups.forms!.css,
      clientAssets.cssGroups.auth!.css,
      clientAssets.cssGroups.cookie!.css,
    ]);
    expect(inline.hashes).toEqual({ scripts: [clientAssets.boot!.hash], styles: inline.styles.map((s) => s.hash) });
  });

  it("every page's policy matches what that page inlines, signed in or not", async () => {
    const { email, password } = await createVerifiedUser();
    const cookie = await signInCookie(email, password);
    for (const [path, headers] of [
      ['/', {}],
      ['/', { Cookie: cookie }],
      ['/account', { Cookie: cookie }],
      ['/no-such-page', {}],
      ['/search?q=bpc', {}],
    ] as const) {
      const res = await request(path, { headers });
      const html = await res.text();
      const csp = res.headers.get('Content-Security-Policy') ?? '';
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
      const boot = /<script id="boot"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(boot, path).toBeTruthy();
      const hash = async (text: string) => `'sha256-${await sha256(text)}'`;
      expect(/style-src ([^;]*)/.exec(csp)?.[1], path).toBe(["'self'", ...(await Promise.all(styles.map(hash)))].join(' '));
      expect(/script-src ([^;]*)/.exec(csp)?.[1], path).toBe(`'self' ${await hash(boot!)}`);
    }
  });

  it('refuses a cross-origin POST', async () => {
    const res = await postJson('/api/contact', {}, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});
