import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { blocks, selectors } from '../build/split-css';
import { CSS_GROUP_NAMES, type CssGroup } from '../lib/css-groups';
import { staticPages } from '../pages/registry';
import { clientAssets } from '../server/assets';
import { request } from '../test/http';
import { createVerifiedUser, signInCookie } from '../test/users';
import { publicPaths } from './seo';

/** Every selector of a stylesheet (inside @media and friends too), split on top-level commas. */
function selectorsOf(css: string): string[] {
  return blocks(css).flatMap((b) => {
    if (b.body === null) return [];
    if (b.prelude.startsWith('@')) return /^@(media|supports|layer|container)\b/.test(b.prelude) ? selectorsOf(b.body) : [];
    return selectors(b.prelude);
  });
}

/**
 * What a selector needs on the page: its classes and the elements it names (`<input`), leaving out those inside
 * :not(), :has() and friends (they need not be present) and attribute conditions.
 */
function needsOf(selector: string): string[] {
  const plain = selector.replace(/:[\w-]+\([^()]*(\([^()]*\))?[^()]*\)/g, '').replace(/\[[^\]]*\]/g, '');
  const classes = [...plain.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
  const tags = [...plain.matchAll(/(?:^|[\s>+~])([a-z][a-z0-9]*)/g)].map((m) => `<${m[1]}`);
  return [...classes, ...tags];
}

/**
 * The classes and elements in a page's server HTML body (what its first paint draws); hidden inputs draw nothing, nor
 * does the chat launcher, the body's last element: its box (`.chat-launcher`) is styled only by the deferred sheet, and
 * the panel inside it is drawn hidden, opened by a tap on the launcher that sheet draws.
 */
function bodyTokens(html: string) {
  const body = html
    .slice(html.indexOf('<body'))
    .replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
    .replace(/<div data-island="ChatLauncher"[\s\S]*$/, '');
  const classes = [...body.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]!.split(/\s+/)).filter(Boolean);
  const tags = [...body.replace(/<input type="hidden"[^>]*>/g, '').matchAll(/<([a-z][a-z0-9]*)\b/g)].map((m) => `<${m[1]}`);
  return new Set([...classes, ...tags]);
}

/** The classes and elements of the page's first screen: the header and <main> (the footer and what follows are drawn later). */
function firstScreenTokens(html: string) {
  return bodyTokens(html.slice(0, html.indexOf('</main>')));
}

/** The CSS groups a page inlines, read from its HTML: each <style> is the base critical CSS or one group's rules. */
function inlinedGroups(html: string): CssGroup[] {
  const styles = new Set([...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!));
  return CSS_GROUP_NAMES.filter((name) => styles.has(clientAssets.cssGroups[name]?.css ?? '\0'));
}

/** Selectors of `rules` whose classes and elements are all in `tokens`: they draw something there. */
function drawn(rules: string[], tokens: Set<string>) {
  return rules.filter((s) => needsOf(s).length > 0 && needsOf(s).every((t) => tokens.has(t)));
}

/**
 * A page inlines only its own CSS groups (src/lib/css-groups.ts). If it drew something styled by a group it does not
 * inline, that part would be unstyled until the deferred sheet arrives and then move: a layout shift. So for every
 * page, no rule of a group it leaves out may apply to its HTML (a selector whose classes are all on the page).
 */
const byBuildOrder = (a: CssGroup, b: CssGroup) => CSS_GROUP_NAMES.indexOf(a) - CSS_GROUP_NAMES.indexOf(b);

/**
 * What a page's first paint draws must be in its inline CSS: a rule it needs only from a group it leaves out, or only
 * from the deferred sheet (linked after the first paint), would show that part unstyled and then move it.
 */
describe('inline CSS groups cover what each page draws', () => {
  const groups = Object.entries(clientAssets.cssGroups).map(([name, g]) => ({ name, selectors: selectorsOf(g?.css ?? '') }));

  // The rules that are only in the deferred stylesheet (footer, QR, toasts, chat launcher and panel, a form's refusal
  // and spinner): linked after the first paint, so nothing in a page's first screen may need one.
  let deferredRules: string[] = [];
  async function loadDeferred() {
    if (deferredRules.length > 0) return;
    expect(clientAssets.css).toHaveLength(1);
    // Served by the assets binding (dist/client), as Cloudflare serves it before the worker runs.
    const res = await env.ASSETS.fetch(`http://localhost${clientAssets.css[0]!}`);
    expect(res.status, clientAssets.css[0]).toBe(200);
    const inlinable = new Set([...selectorsOf(clientAssets.criticalCss), ...groups.flatMap((g) => g.selectors)]);
    deferredRules = [...new Set(selectorsOf(await res.text()))].filter((s) => !inlinable.has(s));
  }
  function deferredOnly(html: string) {
    return drawn(deferredRules, firstScreenTokens(html)).map((s) => `deferred: ${s}`);
  }

  it('the deferred-only rules are the footer, QR, toasts, chat launcher and panel, refusal and spinner', async () => {
    await loadDeferred();
    expect(deferredRules.length).toBeGreaterThan(20);
    expect(deferredRules.some((s) => s.startsWith('.site-footer'))).toBe(true);
    expect(deferredRules.filter((s) => /^\.(site-top|site-header|hero\b)/.test(s))).toEqual([]);
  });

  it('a rule only in the deferred sheet, drawn in the first screen, is found', () => {
    const html =
      '<body><header class="site-top"><p class="toast">x</p></header><main id="main"><p class="x"></p></main><footer class="site-footer">';
    expect(drawn(['.toast', '.site-footer', '.site-top .toast', '.x .nope'], firstScreenTokens(html))).toEqual([
      '.toast',
      '.site-top .toast',
    ]);
  });

  function uncovered(path: string, html: string, signedIn: boolean) {
    // The cookie banner is fixed (drawing it late moves nothing); a page inlines it only to paint it sooner (LCP).
    const inlined = new Set<string>([...inlinedGroups(html), 'cookie']);
    expect(inlined.has('signedIn'), path).toBe(signedIn);
    const used = bodyTokens(html);
    return groups.filter((g) => !inlined.has(g.name)).flatMap((g) => drawn(g.selectors, used).map((s) => `${g.name}: ${s}`));
  }

  it('a selector needs its classes and elements, not what :not() or :has() name', () => {
    expect(needsOf('.card-grid:has(.plan-details[open]) .card')).toEqual(['card-grid', 'card']);
    expect(needsOf('input:-webkit-autofill:focus')).toEqual(['<input']);
    expect(needsOf('.field > label')).toEqual(['field', '<label']);
    expect(needsOf('[aria-invalid=true]')).toEqual([]);
    expect([...bodyTokens('<body><input type="hidden" name="x"><p class="a b">')]).toEqual(['a', 'b', '<body', '<p']);
  });

  it('the groups are built and each holds rules', () => {
    expect(groups.length).toBeGreaterThan(10);
    for (const g of groups) expect(g.selectors.length, g.name).toBeGreaterThan(0);
  });

  it('every registry page inlines the groups it declares, each built with rules', async () => {
    for (const page of staticPages) {
      for (const name of page.css) expect(clientAssets.cssGroups[name]?.css, `${page.path}: ${name}`).toBeTruthy();
      expect(inlinedGroups(await (await request(page.path)).text()), page.path).toEqual([...page.css].sort(byBuildOrder));
    }
  });

  it('on every public page and the not-found page', async () => {
    await loadDeferred();
    // /search draws three states: suggestions (no query), results, and suggestions again when nothing matched.
    const paths = [...publicPaths(), '/search?q=bpc', '/search?q=xylophone', '/no-such-page', '/contact?subject=Consultation'];
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) {
      const html = await (await request(path)).text();
      expect(uncovered(new URL(path, 'http://x').pathname, html, false), path).toEqual([]);
      expect(deferredOnly(html), path).toEqual([]);
    }
  });

  it('for a signed-in visitor (the account menu, the account page)', async () => {
    await loadDeferred();
    const { email, password } = await createVerifiedUser();
    const cookie = await signInCookie(email, password);
    for (const path of ['/', '/education/bpc-157', '/account', '/chat']) {
      const html = await (await request(path, { headers: { Cookie: cookie } })).text();
      expect(uncovered(path, html, true), path).toEqual([]);
      expect(deferredOnly(html), path).toEqual([]);
    }
  });
});
