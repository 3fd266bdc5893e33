import { describe, expect, it } from 'vitest';
import { request } from '../test/http';

const islands = (html: string) =>
  [...html.matchAll(/<div [^>]*data-island="[^>]*>/g)].map((m) => {
    const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(m[0])?.[1];
    return `${attr('data-island')}:${attr('data-hydrate')}`;
  });
const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);

describe('islands declare when they hydrate', () => {
  it('a content page has only the chat launcher, on first use, and preloads no island code', async () => {
    const html = await (await request('/education/bpc-157')).text();
    expect(islands(html)).toEqual(['ChatLauncher:interaction']);
    expect(html).toContain('data-also="[data-ask]"');
    expect(preloads(html).filter((href) => /hydrate|ChatLauncher/.test(href))).toEqual([]);
  });

  it('forms wait for first use, the sign-in form included; after Google sign-in the auth page runs at once', async () => {
    expect(islands(await (await request('/contact')).text())).toContain('ContactForm:interaction');
    const auth = await (await request('/auth')).text();
    expect(islands(auth)).toContain('AuthForm:interaction');
    // Nothing of React is fetched before the visitor uses the form.
    expect(preloads(auth).filter((h) => /\/assets\/(hydrate|AuthForm)-/.test(h))).toEqual([]);
  });

  it('the header, menus, cookie banner, QR and toasts are server HTML that works before any script', async () => {
    const html = await (await request('/about')).text();
    const tag = (pattern: RegExp) => pattern.exec(html)?.[0] ?? '';
    expect(tag(/<button[^>]*nav-dropdown-button[^>]*>/).toLowerCase()).toContain('popovertarget="peptide-therapy-menu"');
    expect(tag(/<ul id="peptide-therapy-menu"[^>]*>/)).toContain('popover="auto"');
    expect(html).toMatch(/<dialog id="mobile-menu"/);
    const toggle = tag(/<button[^>]*mobile-toggle[^>]*>/);
    expect(toggle).toContain('commandfor="mobile-menu"');
    expect(toggle).toContain('command="show-modal"');
    // Hidden in the cacheable HTML: a script shows it only to visitors with no stored choice.
    expect(html).toMatch(/<section class="cookie-banner" aria-label="Cookie consent" hidden="">/);
    expect(html).toMatch(/<figure class="footer-qr" data-status="loading">/);
    expect(html).toMatch(/<div role="status" aria-live="polite"><ol><\/ol><\/div>/);
    expect(islands(html)).not.toContain('SiteHeader:load');
  });
});
