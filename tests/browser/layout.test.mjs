import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkA11y, hydrated, withPage } from './lib.mjs';

test('header turns compact after 60px of scroll and back at the top', () =>
  withPage(async (page) => {
    await page.goto('/');
    await hydrated(page);
    const top = page.locator('.site-top');
    assert.equal(await top.getAttribute('data-compact'), 'false');
    await page.evaluate(() => window.scrollTo(0, 61 + 40));
    await page.waitForFunction(() => document.querySelector('.site-top')?.getAttribute('data-compact') === 'true');
    await page.evaluate(() => window.scrollTo(0, 30));
    await page.waitForFunction(() => document.querySelector('.site-top')?.getAttribute('data-compact') === 'false');
    // Still fixed at the top of the viewport after scrolling.
    await page.evaluate(() => window.scrollTo(0, 2000));
    // The promo bar collapses with a short transition; then the header sits at the very top.
    await page.waitForFunction(() => Math.abs(document.querySelector('.site-header').getBoundingClientRect().top) < 1);
    assert.equal(await page.locator('.site-header').isVisible(), true);
  }));

test('Peptide Therapy dropdown lists the eleven guides and closes on outside click, Escape and choice', () =>
  withPage(async (page) => {
    await page.goto('/');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Peptide Therapy' });
    const list = page.locator('#peptide-therapy-menu');
    await button.click();
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    const names = await list.locator('a').allTextContents();
    assert.deepEqual(names, [
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
    // Outside click
    await page.mouse.click(700, 600);
    await list.waitFor({ state: 'hidden' });
    // Keyboard: ArrowDown opens and focuses the first guide; type-ahead; Escape closes and returns focus
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await list.waitFor({ state: 'visible' });
    await page.waitForFunction(() => document.activeElement?.textContent === 'TB-500', null, { timeout: 2000 });
    // Two columns, row by row: Down goes to the guide below (Selank), not the next in reading order.
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Selank');
    await page.keyboard.press('t');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Tirzepatide');
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Peptide Therapy');
    // Choosing an item navigates and the menu is closed on the new page
    await button.click();
    await list.getByRole('link', { name: 'Semax' }).click();
    await page.waitForURL('**/education/semax');
    await hydrated(page);
    assert.equal(await page.locator('#peptide-therapy-menu').isVisible(), false);
  }));

test('mobile menu opens with the Peptide Therapy sublist and closes', () =>
  withPage(
    async (page) => {
      await page.goto('/');
      await hydrated(page);
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await toggle.click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.waitFor({ state: 'visible' });
      for (const name of ['Solutions', 'Recovery', 'Research', 'FAQ', 'About', 'Login', 'Start Your Journey']) {
        assert.ok(await menu.getByRole('link', { name, exact: true }).isVisible(), `${name} should be in the mobile menu`);
      }
      await menu.getByRole('button', { name: 'Peptide Therapy' }).click();
      assert.equal(await menu.locator('#mobile-peptide-list a').count(), 11);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await menu.getByRole('button', { name: 'Close menu' }).click();
      await menu.waitFor({ state: 'hidden' });
    },
    { viewport: { width: 390, height: 844 } },
  ));

for (const choice of ['Accept All', 'Decline']) {
  test(`cookie banner hides after ${choice} and stays hidden after reload`, () =>
    withPage(async (page) => {
      await page.goto('/about');
      await hydrated(page);
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      await banner.waitFor({ state: 'visible' });
      assert.ok(await banner.getByRole('link', { name: 'Privacy Policy' }).isVisible());
      await banner.getByRole('button', { name: choice }).click();
      await banner.waitFor({ state: 'hidden' });
      assert.equal(await page.evaluate(() => localStorage.getItem('cookie-consent')), choice === 'Decline' ? 'declined' : 'accepted');
      await page.reload();
      await hydrated(page);
      assert.equal(await page.getByRole('region', { name: 'Cookie consent' }).isVisible(), false);
    }));
}

test('footer QR code renders at 80px and its PNG downloads', () =>
  withPage(async (page) => {
    await page.goto('/');
    await hydrated(page);
    const figure = page.locator('.footer-qr');
    await page.waitForFunction(() => document.querySelector('.footer-qr')?.getAttribute('data-status') === 'shown');
    const img = figure.locator('img');
    assert.equal(await img.evaluate((el) => el.naturalWidth > 0), true);
    const box = await img.boundingBox();
    assert.equal(Math.round(box.width), 80);
    const [download] = await Promise.all([page.waitForEvent('download'), figure.getByRole('link', { name: /Download PNG/ }).click()]);
    assert.equal(download.suggestedFilename(), 'oasis-peptide-lab-qr.png');
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    assert.deepEqual([...readFileSync(path).subarray(0, 4)], [137, 80, 78, 71]);
  }));

test("QR code shows 'Failed to generate QR code' when the image cannot load", () =>
  withPage(async (page) => {
    await page.route('**/qr.svg', (route) => route.abort());
    await page.goto('/');
    await hydrated(page);
    await page.getByText('Failed to generate QR code').waitFor();
  }));

test('inputs stay white with black text when focused', () =>
  withPage(async (page) => {
    await page.goto('/contact');
    await hydrated(page);
    const input = page.getByLabel('First Name');
    await input.focus();
    const colors = await input.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    assert.deepEqual(colors, ['rgb(255, 255, 255)', 'rgb(0, 0, 0)']);
  }));

// Desktop, then Lighthouse's phone viewport (some rules, such as target-size, only fail there).
const PHONE = { width: 412, height: 823 };
for (const [path, viewport] of [
  ...['/', '/education/bpc-157', '/education/tirzepatide', '/contact', '/search?q=bpc', '/auth', '/no-such-page'].map((p) => [p]),
  ...['/', '/about', '/education/retatrutide'].map((p) => [p, PHONE]),
]) {
  test(`axe reports no violations on ${path}${viewport ? " at Lighthouse's phone viewport" : ''}`, () =>
    withPage(
      async (page) => {
        await page.goto(path);
        await hydrated(page);
        const violations = await checkA11y(page);
        assert.deepEqual(violations, [], JSON.stringify(violations, null, 1));
      },
      viewport ? { viewport } : {},
    ));
}

test('content pages load no chat code until the assistant opens, and make no layout shift', () =>
  withPage(async (page) => {
    const scripts = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.addInitScript(() => {
      window.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/research');
    await hydrated(page);
    await page.waitForTimeout(300);
    assert.equal(
      scripts.some((u) => /FloatingChatPanel|ChatApp/.test(u)),
      false,
      'chat code must not load before the panel opens',
    );
    const cls = await page.evaluate(() => window.__cls);
    assert.ok(cls < 0.01, `layout shift ${cls}`);
    await page.getByRole('button', { name: 'Open AI Assistant' }).click();
    await page.getByRole('dialog', { name: 'AI Assistant' }).waitFor();
    assert.ok(scripts.some((u) => /FloatingChatPanel/.test(u)));
    assert.deepEqual(page.errors, []);
  }));

// Every <img> reserves the shape it will be drawn at: its width and height attributes have the file's own aspect ratio
// (a square box for a 4:3 drawing shrank by 24 px when the image arrived and moved the text under it).
test('every image reserves its own aspect ratio before it loads', () =>
  withPage(async (page) => {
    for (const path of ['/', '/research', '/about', '/education/selank']) {
      await page.goto(path);
      await hydrated(page);
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
      assert.ok(images.length > 0, path);
      for (const { src, attr, natural } of images) {
        assert.ok(attr, `${path}: ${src} has no width and height`);
        assert.ok(natural[0] > 0, `${path}: ${src} did not load`);
        assert.ok(
          Math.abs(attr[0] / attr[1] - natural[0] / natural[1]) < 0.01,
          `${path}: ${src} is ${attr.join('x')}, drawn ${natural.join('x')}`,
        );
      }
    }
  }));

// The type scale (styles.css): each size-weight-style the page draws is a font the browser looks up and prepares before
// it can lay text out, a few milliseconds each on a slow phone. Pages drew 27 before the scale; 13 now, 16 allowed.
test('every page draws its text in few font variants (the type scale)', () =>
  withPage(async (page) => {
    for (const path of ['/', '/solutions/recovery-protocol', '/research', '/about', '/contact', '/education/bpc-157', '/education/faq']) {
      await page.goto(path);
      await hydrated(page);
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
      assert.ok(variants.length <= 16, `${path} draws ${variants.length} font variants: ${variants.join(', ')}`);
    }
  }));

// On a first visit to a phone the cookie bar lifts the chat launcher: both must appear in place, never move after.
for (const path of ['/', '/education/bpc-157', '/research', '/search']) {
  test(`${path} on a phone makes no layout shift while the cookie bar and launcher arrive`, () =>
    withPage(
      async (page) => {
        await page.addInitScript(() => {
          window.__shifts = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries())
              if (!e.hadRecentInput) window.__shifts.push({ value: e.value, nodes: e.sources.map((s) => s.node?.className ?? '?') });
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(path);
        await hydrated(page);
        await page.locator('.cookie-banner').waitFor();
        await page.waitForTimeout(300);
        assert.deepEqual(await page.evaluate(() => window.__shifts), []);
      },
      { viewport: { width: 412, height: 823 } },
    ));
}

for (const path of ['/', '/contact', '/education/nad', '/solutions/consultations']) {
  test(`${path} has no horizontal overflow on a 360px phone`, () =>
    withPage(
      async (page) => {
        await page.goto(path);
        await hydrated(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `${path} is ${overflow}px wider than the viewport`);
      },
      { viewport: { width: 360, height: 780 } },
    ));
}

test('Peptide Therapy opens on hover after a short delay and closes after leaving', () =>
  withPage(async (page) => {
    await page.goto('/about');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Peptide Therapy' });
    const list = page.locator('#peptide-therapy-menu');
    await button.hover();
    await list.waitFor({ state: 'visible', timeout: 2000 });
    // Moving down into the list keeps it open; a click on the button pins it rather than closing it.
    await list.getByRole('link', { name: 'Selank' }).hover();
    await page.waitForTimeout(400);
    assert.equal(await list.isVisible(), true);
    await page.mouse.move(640, 700);
    await list.waitFor({ state: 'hidden', timeout: 2000 });
    await button.hover();
    await list.waitFor({ state: 'visible' });
    await button.click();
    await page.mouse.move(640, 700);
    await page.waitForTimeout(500);
    assert.equal(await list.isVisible(), true, 'a clicked menu stays open until dismissed');
  }));

test('the inlined logo and hero art are the same drawings as their files, and the page styles fully once loaded', () =>
  withPage(async (page) => {
    await page.goto('/');
    await hydrated(page);
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
        // The deferred stylesheet is linked by the boot script after the first paint (not in the server HTML).
        deferred: [...document.querySelectorAll('link[data-deferred-css]')].map((l) => [
          l.parentElement.tagName,
          l.media,
          l.sheet !== null,
        ]),
        footerStyled: getComputedStyle(document.querySelector('.site-footer')).backgroundColor !== 'rgba(0, 0, 0, 0)',
        logoBox: [...document.querySelectorAll('.logo-mark')].map((svg) => {
          const r = svg.getBoundingClientRect();
          return [Math.round(r.width), Math.round(r.height)];
        }),
      };
    });
    assert.ok(drawn.logo[0] && drawn.hero[0], 'both drawings are inline');
    assert.deepEqual(drawn.logoBox, [
      [36, 36],
      [36, 36],
    ]);
    assert.deepEqual(drawn.logo[0], drawn.logo[1]);
    assert.deepEqual(drawn.hero[0], drawn.hero[1]);
    assert.deepEqual(drawn.deferred, [['HEAD', '', true]]);
    assert.equal(drawn.footerStyled, true);
  }));

test('without JavaScript the deferred stylesheet still applies (through <noscript>)', () =>
  withPage(
    async (page) => {
      await page.goto('/about');
      const styled = await page.evaluate(
        () => getComputedStyle(document.querySelector('.site-footer')).backgroundColor !== 'rgba(0, 0, 0, 0)',
      );
      assert.equal(styled, true);
    },
    { javaScriptEnabled: false },
  ));

// Guide sections are laid out only near the viewport (content-visibility): a jump from "On this page" must still land
// its heading just below the fixed header, and stay there while the sections around it are laid out.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a guide's "On this page" links land each heading below the header and it stays put (${viewport.width}px)`, () =>
    withPage(
      async (page) => {
        await page.goto('/education/retatrutide');
        await hydrated(page);
        const links = page.locator('.guide-toc a');
        const count = await links.count();
        for (const i of [count - 1, Math.floor(count / 2), 1]) {
          const link = links.nth(i);
          const target = decodeURIComponent((await link.getAttribute('href')).slice(1));
          await link.click();
          await page.waitForFunction((id) => location.hash === `#${id}`, target);
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
          await page.waitForTimeout(200);
          const first = await place();
          assert.ok(
            first.top >= first.headerBottom && first.top <= first.headerBottom + 48,
            `#${target} starts at ${first.top}px, the header ends at ${first.headerBottom}px`,
          );
          assert.ok(first.visible, `#${target} heading is not covered`);
          await page.waitForTimeout(400);
          assert.equal((await place()).top, first.top, `#${target} moved after the jump`);
        }
      },
      { viewport },
    ));
}

// The boot script links the deferred stylesheet and starts the entry only once the first contentful paint exists; a
// request started before it (one task after the frame) made Lighthouse count both as part of the first paint.
for (const path of ['/', '/education/hcg', '/solutions/performance-optimization']) {
  test(`${path} requests the deferred stylesheet and the entry only after its first contentful paint`, () =>
    withPage(async (page) => {
      await page.goto(path);
      await hydrated(page);
      const timing = await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        const started = performance
          .getEntriesByType('resource')
          .filter((r) => /\/assets\/(site-[^/]*\.css|main-[^/]*\.js)$/.test(r.name))
          .map((r) => [new URL(r.name).pathname.replace(/-[\w-]+\./, '.'), r.startTime]);
        return { fcp, started };
      });
      assert.ok(timing.fcp > 0, 'the page has a first contentful paint');
      assert.deepEqual(timing.started.map(([name]) => name).sort(), ['/assets/main.js', '/assets/site.css']);
      for (const [name, start] of timing.started)
        assert.ok(start >= timing.fcp, `${name} requested at ${start} ms, first paint at ${timing.fcp} ms`);
    }));
}
