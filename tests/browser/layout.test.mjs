// Layout: the header, menus, cookie banner, QR code, images, fonts, layout shift and first paint, and axe on key pages.
import { readFileSync } from 'node:fs';
import { checkA11y, expect, test } from './fixtures.mjs';

/** Resolves after `frames` animation frames: lets the page lay out and paint what it has without a timed sleep. */
const frames = (page, count = 2) =>
  page.evaluate(
    (n) =>
      new Promise((resolve) => {
        const step = (left) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(n);
      }),
    count,
  );

/** Waits until the page is quiet: no request for 500 ms (late images, fonts, island code), then two frames. */
async function settled(page) {
  await page.waitForLoadState('networkidle');
  await frames(page);
}

test('header turns compact after 60px of scroll and back at the top', async ({ page, site }) => {
  await site.open('/');
  const top = page.locator('.site-top');
  await expect(top).toHaveAttribute('data-compact', 'false');
  await page.evaluate(() => window.scrollTo(0, 61 + 40));
  await expect(top).toHaveAttribute('data-compact', 'true');
  await page.evaluate(() => window.scrollTo(0, 30));
  await expect(top).toHaveAttribute('data-compact', 'false');
  // Still fixed at the top of the viewport after scrolling.
  await page.evaluate(() => window.scrollTo(0, 2000));
  // The promo bar collapses with a short transition; then the header sits at the very top.
  await expect.poll(() => page.locator('.site-header').evaluate((el) => Math.abs(el.getBoundingClientRect().top))).toBeLessThan(1);
  await expect(page.locator('.site-header')).toBeVisible();
});

test('Peptide Therapy dropdown lists the eleven guides, and choosing one navigates with the menu closed', async ({ page, site }) => {
  // Keyboard, hover intent and outside clicks are in header.test.mjs.
  await site.open('/');
  const button = page.getByRole('button', { name: 'Peptide Therapy' });
  const list = page.locator('#peptide-therapy-menu');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(list.locator('a')).toHaveText([
    'TB-500',
    'BPC-157',
    'Selank',
    'Semax',
    'Ipamorelin',
    'HCG',
    'Retatrutide',
    'Tirzepatide',
    'Tesamorelin',
    'NAD+',
    'CJC-1295',
  ]);
  await list.getByRole('link', { name: 'Semax' }).click();
  await page.waitForURL('**/education/semax');
  await site.hydrated();
  await expect(page.locator('#peptide-therapy-menu')).toBeHidden();
});

test('Peptide Therapy stays open while the pointer moves into the list, and a click pins it open', async ({ page, site }) => {
  await page.clock.install();
  await site.open('/about');
  // From here the page's timers run only when the test advances the clock. The pause point is far enough ahead that a
  // slow machine cannot pass it before the call arrives (pausing in the past is refused).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
  const button = page.getByRole('button', { name: 'Peptide Therapy' });
  const list = page.locator('#peptide-therapy-menu');
  await button.hover();
  await page.clock.runFor(120);
  await expect(list).toBeVisible();
  await list.getByRole('link', { name: 'Selank' }).hover();
  await page.clock.runFor(400);
  await expect(list).toBeVisible();
  await page.mouse.move(640, 700);
  await page.clock.runFor(400);
  await expect(list).toBeHidden();
  await button.hover();
  await page.clock.runFor(120);
  await expect(list).toBeVisible();
  await button.click();
  await page.mouse.move(640, 700);
  await page.clock.runFor(500);
  await expect(list, 'a clicked menu stays open until dismissed').toBeVisible();
});

test.describe('on a 390px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('mobile menu opens with the Peptide Therapy sublist and closes', async ({ page, site }) => {
    await site.open('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const name of ['Solutions', 'Recovery', 'Research', 'FAQ', 'About', 'Login', 'Start Your Journey']) {
      await expect(menu.getByRole('link', { name, exact: true }), `${name} should be in the mobile menu`).toBeVisible();
    }
    await menu.getByRole('button', { name: 'Peptide Therapy' }).click();
    await expect(menu.locator('#mobile-peptide-list a')).toHaveCount(11);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });
});

for (const choice of ['Accept All', 'Decline']) {
  test(`cookie banner hides after ${choice} and stays hidden after reload`, async ({ page, site, cookies }) => {
    await site.open('/about');
    await expect(cookies.region.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await cookies.region.getByRole('button', { name: choice }).click();
    await expect(cookies.region).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe(choice === 'Decline' ? 'declined' : 'accepted');
    await page.reload();
    await site.hydrated();
    await expect(cookies.region).toBeHidden();
  });
}

test('footer QR code renders at 80px and its PNG downloads', async ({ page, site }) => {
  await site.open('/');
  const figure = page.locator('.footer-qr');
  await expect(figure).toHaveAttribute('data-status', 'shown');
  const img = figure.locator('img');
  expect(await img.evaluate((el) => el.naturalWidth > 0)).toBe(true);
  expect(Math.round((await img.boundingBox()).width)).toBe(80);
  const [download] = await Promise.all([page.waitForEvent('download'), figure.getByRole('link', { name: /Download PNG/ }).click()]);
  expect(download.suggestedFilename()).toBe('oasis-peptide-lab-qr.png');
  expect([...readFileSync(await download.path()).subarray(0, 4)]).toEqual([137, 80, 78, 71]);
});

test("QR code shows 'Failed to generate QR code' when the image cannot load", async ({ page, site }) => {
  await page.route('**/qr.svg', (route) => route.abort());
  await site.open('/');
  await expect(page.getByText('Failed to generate QR code')).toBeVisible();
});

test('inputs stay white with black text when focused', async ({ page, site }) => {
  await site.open('/contact');
  const input = page.getByLabel('First Name');
  await input.focus();
  await expect(input).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(input).toHaveCSS('color', 'rgb(0, 0, 0)');
});

// Desktop, then Lighthouse's phone viewport (some rules, such as target-size, only fail there).
const PHONE = { width: 412, height: 823 };
for (const [path, viewport] of [
  ...['/', '/education/bpc-157', '/education/tirzepatide', '/contact', '/search?q=bpc', '/auth', '/no-such-page'].map((p) => [p]),
  ...['/', '/about', '/education/retatrutide'].map((p) => [p, PHONE]),
]) {
  test(`axe reports no violations on ${path}${viewport ? " at Lighthouse's phone viewport" : ''}`, async ({ page, site }) => {
    if (viewport) await page.setViewportSize(viewport);
    await site.open(path);
    const violations = await checkA11y(page);
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
  });
}

// Whether chat code stays out until the panel opens is in chat.test.mjs and header.test.mjs.
test('a content page makes no layout shift while it loads and hydrates', async ({ page, site }) => {
  await page.addInitScript(() => {
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await site.open('/research');
  await settled(page);
  const cls = await page.evaluate(() => window.__cls);
  expect(cls, `layout shift ${cls}`).toBeLessThan(0.01);
  expect(page.errors).toEqual([]);
});

// Every <img> reserves the shape it will be drawn at: its width and height attributes have the file's own aspect ratio
// (a square box for a 4:3 drawing shrank by 24 px when the image arrived and moved the text under it).
test('every image reserves its own aspect ratio before it loads', async ({ page, site }) => {
  for (const path of ['/', '/research', '/about', '/education/selank']) {
    await site.open(path);
    const images = await page.evaluate(async () => {
      const all = [...document.querySelectorAll('img')];
      for (const img of all) img.loading = 'eager';
      await Promise.all(all.map((img) => img.decode().catch(() => {})));
      return all.map((img) => ({
        src: img.src.slice(0, 60),
        attr: img.width && img.height ? [+img.getAttribute('width'), +img.getAttribute('height')] : null,
        natural: [img.naturalWidth, img.naturalHeight],
      }));
    });
    expect(images.length, path).toBeGreaterThan(0);
    for (const { src, attr, natural } of images) {
      expect(attr, `${path}: ${src} has no width and height`).toBeTruthy();
      expect(natural[0], `${path}: ${src} did not load`).toBeGreaterThan(0);
      expect(
        Math.abs(attr[0] / attr[1] - natural[0] / natural[1]),
        `${path}: ${src} is ${attr.join('x')}, drawn ${natural.join('x')}`,
      ).toBeLessThan(0.01);
    }
  }
});

// The type scale (styles.css): each size-weight-style the page draws is a font the browser looks up and prepares before
// it can lay text out, a few milliseconds each on a slow phone. Pages drew 27 before the scale; 13 now, 16 allowed.
test('every page draws its text in few font variants (the type scale)', async ({ page, site }) => {
  for (const path of ['/', '/solutions/recovery-protocol', '/research', '/about', '/contact', '/education/bpc-157', '/education/faq']) {
    await site.open(path);
    const variants = await page.evaluate(() => {
      const seen = new Set();
      for (const el of document.body.querySelectorAll('*')) {
        const text = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
        if (!text || el.getClientRects().length === 0) continue;
        const s = getComputedStyle(el);
        seen.add(`${s.fontSize} ${s.fontWeight} ${s.fontStyle}`);
      }
      return [...seen].sort();
    });
    expect(variants.length, `${path} draws ${variants.length} font variants: ${variants.join(', ')}`).toBeLessThanOrEqual(16);
  }
});

// On a first visit to a phone the cookie bar lifts the chat launcher: both must appear in place, never move after.
test.describe("at Lighthouse's phone viewport", () => {
  test.use({ viewport: PHONE });

  for (const path of ['/', '/education/bpc-157', '/research', '/search']) {
    test(`${path} makes no layout shift while the cookie bar and launcher arrive`, async ({ page, site, cookies }) => {
      await page.addInitScript(() => {
        window.__shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries())
            if (!e.hadRecentInput) window.__shifts.push({ value: e.value, nodes: e.sources.map((s) => s.node?.className ?? '?') });
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await site.open(path);
      await expect(cookies.region).toBeVisible();
      await settled(page);
      expect(await page.evaluate(() => window.__shifts)).toEqual([]);
    });
  }
});

test.describe('on a 360px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const path of ['/', '/contact', '/education/nad', '/solutions/consultations']) {
    test(`${path} has no horizontal overflow`, async ({ page, site }) => {
      await site.open(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} is ${overflow}px wider than the viewport`).toBeLessThanOrEqual(0);
    });
  }
});

test('the inlined logo and hero art are the same drawings as their files, and the page styles fully once loaded', async ({
  page,
  site,
}) => {
  await site.open('/');
  const drawn = await page.evaluate(async () => {
    // The drawing as the server sent it (inner markup, its id prefix taken out) against the file's, root size included.
    const parts = (svg, prefix = '') => {
      const m = /<svg [^>]*viewBox="([^"]*)" width="([^"]*)" height="([^"]*)"[^>]*>([\s\S]*?)<\/svg>/.exec(svg);
      return m ? [m[1], m[2], m[3], prefix ? m[4].replaceAll(prefix, '') : m[4]] : null;
    };
    const html = await (await fetch('/')).text();
    const inline = (cls, prefix) => parts(new RegExp(`<svg class="${cls}"[\\s\\S]*?</svg>`).exec(html)?.[0] ?? '', prefix);
    const file = async (path) => parts((await (await fetch(path)).text()).trim());
    return {
      logo: [inline('logo-mark', 'logo-header-'), await file('/images/logo.svg')],
      hero: [inline('hero-art', 'hero-art-'), await file('/images/hero-molecule.svg')],
      logoBox: [...document.querySelectorAll('.logo-mark')].map((svg) => {
        const r = svg.getBoundingClientRect();
        return [Math.round(r.width), Math.round(r.height)];
      }),
    };
  });
  expect(drawn.logo[0] && drawn.hero[0], 'both drawings are inline').toBeTruthy();
  expect(drawn.logoBox).toEqual([
    [36, 36],
    [36, 36],
  ]);
  expect(drawn.logo[0]).toEqual(drawn.logo[1]);
  expect(drawn.hero[0]).toEqual(drawn.hero[1]);
  // The deferred stylesheet is linked by the boot script after the first paint (not in the server HTML), in <head>,
  // for all media, and loaded.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('link[data-deferred-css]')].map((l) => [l.parentElement.tagName, l.media, l.sheet !== null]),
      ),
    )
    .toEqual([['HEAD', '', true]]);
  await expect(page.locator('.site-footer')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the deferred stylesheet still applies (through <noscript>)', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('.site-footer')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });
});

// Guide sections are laid out only near the viewport (content-visibility): a jump from "On this page" must still land
// its heading just below the fixed header, and stay there while the sections around it are laid out.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test(`a guide's "On this page" links land each heading below the header and it stays put`, async ({ page, site }) => {
      await site.open('/education/retatrutide');
      const links = page.locator('.guide-toc a');
      const count = await links.count();
      for (const i of [count - 1, Math.floor(count / 2), 1]) {
        const link = links.nth(i);
        const target = decodeURIComponent((await link.getAttribute('href')).slice(1));
        await link.click();
        await expect(page).toHaveURL(new RegExp(`#${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        const place = () =>
          page.evaluate((id) => {
            const section = document.getElementById(id);
            const heading = section.matches('h2') ? section : section.querySelector('h2');
            const r = heading.getBoundingClientRect();
            const header = document.querySelector('.site-top').getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + 4, r.top + r.height / 2);
            return {
              top: Math.round(section.getBoundingClientRect().top),
              headerBottom: Math.round(header.bottom),
              visible: heading.contains(hit),
            };
          }, target);
        await expect(async () => {
          const at = await place();
          expect(at.top, `#${target} starts at ${at.top}px, the header ends at ${at.headerBottom}px`).toBeGreaterThanOrEqual(
            at.headerBottom,
          );
          expect(at.top, `#${target} starts at ${at.top}px, the header ends at ${at.headerBottom}px`).toBeLessThanOrEqual(
            at.headerBottom + 48,
          );
          expect(at.visible, `#${target} heading is not covered`).toBe(true);
        }).toPass({ timeout: 5_000 });
        const first = await place();
        // The sections around it are laid out over the next frames: it must not move meanwhile.
        await frames(page, 30);
        expect((await place()).top, `#${target} moved after the jump`).toBe(first.top);
      }
    });
  });
}

// The boot script links the deferred stylesheet and starts the entry only once the first contentful paint exists; a
// request started before it (one task after the frame) made Lighthouse count both as part of the first paint. Its
// 500 ms fallback timer (for hidden tabs, which paint nothing) would win on a loaded machine where the first paint
// comes later than that, so the page clock holds timers: only the paint can start them here.
for (const path of ['/', '/education/hcg', '/solutions/performance-optimization']) {
  test(`${path} requests the deferred stylesheet and the entry only after its first contentful paint`, async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    // The clock hides performance entries from the page, so the browser's own entries are read through observers.
    await page.addInitScript(() => {
      const timeline = (window.__timeline = { fcp: null, started: [] });
      new PerformanceObserver((list) => {
        for (const e of list.getEntriesByName('first-contentful-paint')) timeline.fcp = e.startTime;
      }).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          if (/\/assets\/(site-[^/]*\.css|main-[^/]*\.js)$/.test(e.name))
            timeline.started.push([new URL(e.name).pathname.replace(/-[\w-]+\./, '.'), e.startTime]);
      }).observe({ type: 'resource', buffered: true });
    });
    await page.goto(path);
    const timeline = () => page.evaluate(() => window.__timeline);
    await expect.poll(async () => (await timeline()).started.map(([name]) => name).sort()).toEqual(['/assets/main.js', '/assets/site.css']);
    const { fcp, started } = await timeline();
    expect(fcp, 'the page has a first contentful paint').toBeGreaterThan(0);
    for (const [name, start] of started)
      expect(start, `${name} requested at ${start} ms, first paint at ${fcp} ms`).toBeGreaterThanOrEqual(fcp);
  });
}
