import { describe, expect, it } from 'vitest';
import { blocks, selectors } from '../build/split-css';
import { cssGroupsFor } from '../lib/css-groups';
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

/**
 * A page inlines only its own CSS groups (src/lib/css-groups.ts). If it drew something styled by a group it does not
 * inline, that part would be unstyled until the deferred sheet arrives and then move: a layout shift. So for every
 * page, no rule of a group it leaves out may apply to its HTML (a selector whose classes are all on the page).
 */
describe('inline CSS groups cover what each page draws', () => {
  const groups = Object.entries(clientAssets.cssGroups).map(([name, g]) => ({ name, selectors: selectorsOf(g?.css ?? '') }));

  function uncovered(path: string, html: string, signedIn: boolean) {
    // The cookie banner is fixed (drawing it late moves nothing); a page inlines it only to paint it sooner (LCP).
    const inlined = new Set([...cssGroupsFor(path, signedIn), 'cookie']);
    const used = bodyTokens(html);
    return groups
      .filter((g) => !inlined.has(g.name))
      .flatMap((g) =>
        g.selectors.filter((s) => needsOf(s).length > 0 && needsOf(s).every((c) => used.has(c))).map((s) => `${g.name}: ${s}`),
      );
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

  it('on every public page and the not-found page', async () => {
    // /search draws three states: suggestions (no query), results, and suggestions again when nothing matched.
    const paths = [...publicPaths(), '/search?q=bpc', '/search?q=xylophone', '/no-such-page', '/contact?subject=Consultation'];
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) {
      const html = await (await request(path)).text();
      expect(uncovered(new URL(path, 'http://x').pathname, html, false), path).toEqual([]);
    }
  });

  it('for a signed-in visitor (the account menu, the account page)', async () => {
    const { email, password } = await createVerifiedUser();
    const cookie = await signInCookie(email, password);
    for (const path of ['/', '/education/bpc-157', '/account', '/chat']) {
      const html = await (await request(path, { headers: { Cookie: cookie } })).text();
      expect(uncovered(path, html, true), path).toEqual([]);
    }
  });
});
