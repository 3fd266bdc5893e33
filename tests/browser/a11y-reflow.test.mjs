// Issue 30, serious defect 4 and moderate 5: every sitemap route reflows under WCAG 1.4.12 text spacing at 320 px,
// and at 400% zoom (a 320 × 256 CSS viewport) on a first visit: the menu button and the chat launcher are on screen
// and uncovered, the launcher never overlaps the header, the promo bar grows instead of clipping, headings wrap, and
// the header and cookie bar leave room for the page.
import { checkA11y, expect, test } from './fixtures.mjs';
import { Site } from './pages.mjs';

/** WCAG 1.4.12's text-spacing values, as the usual bookmarklet applies them. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

async function sitemapRoutes(request) {
  const xml = await (await request.get('/sitemap.xml')).text();
  const routes = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(routes.length, 'routes in the sitemap').toBeGreaterThanOrEqual(30);
  return routes;
}

/** Waits until nothing in the header moves any more (the promo bar grows with a 0.2 s transition). */
const settled = (page) =>
  expect
    .poll(async () => {
      const a = await page.locator('.site-top').evaluate((el) => el.getBoundingClientRect().height);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const b = await page.locator('.site-top').evaluate((el) => el.getBoundingClientRect().height);
      return a === b;
    })
    .toBe(true);

/** Everything this issue checks on one page, measured in the page. */
const measure = (page) =>
  page.evaluate(() => {
    // On phones the launcher steps aside while a page field has focus (/search focuses its field): measure without.
    if (document.activeElement?.matches('input, textarea, select')) document.activeElement.blur();
    const problems = [];
    const vw = document.documentElement.clientWidth;
    const vh = innerHeight;
    const visible = (el) => el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const uncovered = (el, name) => {
      if (!visible(el)) return problems.push(`${name} is not shown`);
      const r = el.getBoundingClientRect();
      if (r.left < 0 || r.top < 0 || r.right > vw + 0.5 || r.bottom > vh + 0.5)
        problems.push(
          `${name} is off screen (${Math.round(r.left)},${Math.round(r.top)} → ${Math.round(r.right)},${Math.round(r.bottom)})`,
        );
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !el.contains(hit)) problems.push(`${name} is covered by ${hit?.className || hit?.tagName}`);
      return r;
    };
    const menu = uncovered(document.querySelector('.mobile-toggle'), 'menu button');
    const fab = uncovered(document.querySelector('.chat-fab'), 'chat launcher');
    const top = document.querySelector('.site-top').getBoundingClientRect();
    if (fab && fab.top < top.bottom - 0.5)
      problems.push(`the launcher (top ${Math.round(fab.top)}) overlaps the header (bottom ${Math.round(top.bottom)})`);
    if (menu && menu.bottom > top.bottom + 0.5) problems.push('the menu button hangs out of the header');
    // The promo bar grows with its text rather than clipping it.
    const promo = document.querySelector('.promo-bar');
    if (visible(promo) && getComputedStyle(promo).height !== '0px') {
      for (const el of promo.querySelectorAll('a, li')) {
        const r = el.getBoundingClientRect();
        const box = promo.getBoundingClientRect();
        if (r.width && (r.left < -0.5 || r.right > vw + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5))
          problems.push(`promo "${el.textContent.trim().slice(0, 30)}" is cut (${Math.round(r.left)}-${Math.round(r.right)})`);
      }
    }
    // Headings wrap: none is wider than its box, none is clipped.
    for (const h of document.querySelectorAll('h1, h2, h3, h4')) {
      if (!visible(h) || h.closest('[hidden], dialog:not([open]), [popover]:not(:popover-open), .visually-hidden')) continue;
      if (h.scrollWidth > h.clientWidth + 1)
        problems.push(`heading "${h.textContent.trim().slice(0, 40)}" overflows by ${h.scrollWidth - h.clientWidth}px`);
      const r = h.getBoundingClientRect();
      if (r.right > vw + 0.5) problems.push(`heading "${h.textContent.trim().slice(0, 40)}" runs off screen`);
    }
    if (document.documentElement.scrollWidth > vw + 1)
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth}px)`);
    const banner = document.querySelector('.cookie-banner:not([hidden])');
    return {
      problems,
      header: Math.round(top.bottom),
      banner: banner ? Math.round(banner.getBoundingClientRect().height) : 0,
      vh,
    };
  });

test.describe('with WCAG text spacing at 320 px', () => {
  // The site's CSP allows only its own styles: the test's text-spacing sheet needs it bypassed.
  test.use({ viewport: { width: 320, height: 640 }, bypassCSP: true });

  test('every sitemap route keeps its menu button and launcher on screen, and its promo bar and headings whole', async ({
    page,
    site,
    cookies,
    request,
  }) => {
    test.setTimeout(180_000);
    await cookies.storeChoice();
    const failures = [];
    for (const path of await sitemapRoutes(request)) {
      await site.open(path); // the deferred style sheet and the header's script are in
      await page.addStyleTag({ content: TEXT_SPACING });
      await settled(page);
      const { problems } = await measure(page);
      if (problems.length) failures.push(`${path}: ${problems.join('; ')}`);
    }
    expect(failures).toEqual([]);
  });
});

test.describe('at 400% zoom (320 × 256 CSS px)', () => {
  test.use({ viewport: { width: 320, height: 256 } });

  test('on a first visit every sitemap route leaves room for the page, and nothing covers the menu or the launcher', async ({
    newPage,
    request,
  }) => {
    test.setTimeout(180_000);
    const failures = [];
    for (const path of await sitemapRoutes(request)) {
      const page = await newPage(); // a first visit each time: the cookie bar is shown
      await new Site(page).open(path);
      await settled(page);
      const { problems, header, banner, vh } = await measure(page);
      // Header and cookie bar together leave at least 40% of the screen to the page.
      if (header + banner > vh * 0.6) problems.push(`header (${header}px) and cookie bar (${banner}px) fill ${vh}px`);
      if (!banner) problems.push('no cookie bar on a first visit');
      if (problems.length) failures.push(`${path}: ${problems.join('; ')}`);
      await page.context().close();
    }
    expect(failures).toEqual([]);
  });

  test("a first visit to a guide passes axe with the cookie bar shown, and the bar's buttons stay in view", async ({
    page,
    site,
    cookies,
  }) => {
    await site.open('/education/bpc-157');
    await expect(cookies.region).toBeVisible();
    for (const name of ['Decline', 'Accept All']) {
      const button = cookies.region.getByRole('button', { name });
      await expect(button).toBeInViewport({ ratio: 1 });
    }
    expect(await checkA11y(page)).toEqual([]);
  });
});
