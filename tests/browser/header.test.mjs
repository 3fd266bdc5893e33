// Header, menus, cookie banner and islands without React: native elements plus the small client entry (issue 14 and 15).
import { expect, test } from './fixtures.mjs';

/** Every script the page requested, by path. */
function recordScripts(page) {
  const scripts = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  return scripts;
}
const reactLoaded = (scripts) => scripts.some((s) => /\/assets\/(hydrate|ChatLauncher|ContactForm|BackgroundVideo)-/.test(s));

// Island code may be prefetched into the cache when the page is idle (a low-priority fetch, never run: first-use.test.mjs);
// the only script the page runs before the visitor interacts is the entry.
test('a content page runs no island code or React before the visitor interacts', async ({ page, site }) => {
  const scripts = recordScripts(page);
  for (const path of ['/education/bpc-157', '/contact', '/', '/education/faq']) {
    await site.open(path);
    // Nothing more arrives while the visitor does nothing (no request for 500 ms).
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.length).toBeGreaterThan(0);
  expect(
    scripts.filter((s) => !/\/assets\/main-[\w-]+\.js$/.test(s)),
    'only the entry runs',
  ).toEqual([]);
  // Focusing the contact form brings its code (and React) in.
  await site.open('/contact');
  await page.locator('#cf-firstName').focus();
  await expect(page.locator('[data-island="ContactForm"]')).toHaveAttribute('data-hydrated', 'true');
  expect(reactLoaded(scripts)).toBe(true);
});

test('the first click on the chat launcher before React arrives opens the chat, with a loading state meanwhile', async ({
  page,
  site,
  cookies,
  chat,
}) => {
  const release = await site.holdIslandCode();
  await site.open('/solutions');
  await cookies.accept();
  await chat.launcher.click();
  const launcher = page.locator('[data-island="ChatLauncher"]');
  await expect(launcher).toHaveAttribute('data-loading', 'true');
  await expect(launcher).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(chat.input).toBeVisible();
  await expect(launcher).not.toHaveAttribute('data-loading');
  expect(page.errors).toEqual([]);
});

test('Peptide Therapy menu without React: hover intent, grace, outside click, Escape, arrows in the grid, type-ahead', async ({
  page,
  site,
}) => {
  const scripts = recordScripts(page);
  await page.clock.install();
  await site.open('/about');
  // From here the page's timers run only when the test advances the clock.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000); // far enough ahead that a slow machine cannot pass it first
  const button = page.getByRole('button', { name: 'Peptide Therapy' });
  const list = page.locator('#peptide-therapy-menu');
  // Hover intent: nothing after 60 ms, open after 100 ms; 300 ms of grace after the pointer leaves.
  await button.hover();
  await page.clock.runFor(60);
  await expect(list).toBeHidden();
  await page.clock.runFor(60);
  await expect(list).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.move(640, 700);
  await page.clock.runFor(200);
  await expect(list).toBeVisible();
  await page.clock.runFor(150);
  await expect(list).toBeHidden();
  // Click opens; an outside click closes.
  await button.click();
  await expect(list).toBeVisible();
  await page.mouse.click(640, 700);
  await expect(list).toBeHidden();
  // Keyboard: the grid has two columns laid out row by row.
  await button.focus();
  const expectFocus = (name) => expect(list.getByRole('link', { name, exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expectFocus('TB-500');
  await page.keyboard.press('ArrowRight');
  await expectFocus('BPC-157');
  await page.keyboard.press('ArrowDown');
  await expectFocus('Semax');
  await page.keyboard.press('ArrowLeft');
  await expectFocus('Selank');
  await page.keyboard.press('ArrowUp');
  await expectFocus('TB-500');
  await page.keyboard.press('End');
  await expectFocus('CJC-1295');
  await page.keyboard.press('t');
  await expectFocus('TB-500');
  await page.keyboard.press('i');
  await expectFocus('Tirzepatide'); // "ti" within a second
  await page.clock.runFor(1100);
  await page.keyboard.press('s');
  await expectFocus('Selank'); // the buffer reset after 1 s
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(button).toBeFocused();
  expect(reactLoaded(scripts)).toBe(false);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('mobile menu is a modal dialog above the chat: focus stays inside, Escape returns focus to the toggle', async ({ page, site }) => {
    const scripts = recordScripts(page);
    await site.open('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // The banner and launcher are under the modal menu (inert), so nothing outside can take focus.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      await expect(page.locator('#mobile-menu :focus'), 'focus stays in the menu').toHaveCount(1);
    }
    const top = await page.evaluate(() => {
      const r = document.querySelector('#mobile-menu').getBoundingClientRect();
      return document.elementFromPoint(r.width / 2, r.height - 20)?.closest('#mobile-menu') !== null;
    });
    expect(top, 'the menu is drawn above everything else').toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.locator('.mobile-toggle')).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(reactLoaded(scripts)).toBe(false);
  });
});

test('cookie choice returns focus to where it was; the collapsed promo link is out of the tab order', async ({ page, site, cookies }) => {
  await site.open('/research');
  await expect(cookies.region).toBeVisible();
  const logo = page.locator('.logo').first();
  await logo.focus();
  await cookies.region.getByRole('button', { name: 'Decline' }).focus();
  await page.keyboard.press('Enter');
  await expect(cookies.region).toBeHidden();
  await expect(logo).toBeFocused();
  // Scrolled: the promo bar collapses and Shift+Tab from the logo never lands on its hidden link.
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(page.locator('.site-top')).toHaveAttribute('data-compact', 'true');
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('.promo-bar :focus')).toHaveCount(0);
});

test.describe('at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('first visit on a desktop: every control reached by Tab clears the cookie banner, tall fields included', async ({
    page,
    site,
    cookies,
  }) => {
    await site.open('/contact');
    await expect(cookies.region).toBeVisible();
    const seen = new Set();
    for (let i = 0; i < 200; i++) {
      await page.keyboard.press('Tab');
      const state = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        const key = el.id || el.getAttribute('name') || el.textContent?.trim().slice(0, 40) || el.tagName;
        if (el.closest('.cookie-banner, .site-top, .chat-launcher, .chat-panel')) return { key, skip: true };
        const r = el.getBoundingClientRect();
        const bannerTop = document.querySelector('.cookie-banner').getBoundingClientRect().top;
        const headerBottom = document.querySelector('.site-top, .site-header').getBoundingClientRect().bottom;
        const fits = r.height <= bannerTop - headerBottom - 16;
        return { key, skip: false, clear: fits ? r.bottom <= bannerTop + 0.5 : r.top >= headerBottom && r.top < bannerTop - 40 };
      });
      if (!state) break;
      if (seen.has(state.key) && i > 5) break;
      seen.add(state.key);
      if (!state.skip) expect(state.clear, `focused "${state.key}" is under the cookie banner`).toBe(true);
    }
    expect(seen.has('cf-message'), 'the tour reached the message field').toBe(true);
  });
});

/** Checks every visible control in the header: on screen, one line, and the element at its centre is itself. */
function headerProblems() {
  const problems = [];
  const vw = document.documentElement.clientWidth;
  const controls = [...document.querySelectorAll('.header-inner a, .header-inner button')].filter((el) => el.getClientRects().length > 0);
  for (const el of controls) {
    if (el.closest('[popover]')) continue;
    const r = el.getBoundingClientRect();
    const name = (el.getAttribute('aria-label') ?? el.textContent).trim();
    if (r.left < 0 || r.right > vw + 0.5 || r.top < 0) problems.push(`${name} leaves the viewport`);
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || (hit !== el && !el.contains(hit))) problems.push(`${name} is covered by ${hit?.className}`);
    const lh = parseFloat(getComputedStyle(el).lineHeight) || 24;
    const range = document.createRange();
    range.selectNodeContents(el);
    const lines = new Set([...range.getClientRects()].filter((x) => x.width > 0).map((x) => Math.round(x.top)));
    if (el.textContent.trim() && r.height > lh * 2 + 24 && lines.size > 1) problems.push(`${name} wraps`);
    for (const svg of el.querySelectorAll('svg')) if (svg.getBoundingClientRect().width < 8) problems.push(`${name} icon collapsed`);
  }
  if (!controls.some((el) => el.matches('.mobile-toggle')) && !document.querySelector('.main-nav')?.getClientRects().length)
    problems.push('no way to navigate');
  return problems;
}

for (const signedIn of [false, true]) {
  test(`header fits at 320 to 1920 px ${signedIn ? 'signed in' : 'signed out'}: nothing wraps, leaves the viewport or is covered`, async ({
    page,
    site,
    cookies,
    account,
  }) => {
    if (signedIn) await account.create({ fullName: 'Header Tester' });
    await site.open('/solutions');
    await cookies.accept();
    for (const width of [320, 360, 390, 768, 1024, 1200, 1240, 1280, 1300, 1440, 1600, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      // Layout follows the resize at the next frame: poll until it holds.
      await expect.poll(() => page.evaluate(headerProblems), { message: `at ${width}px` }).toEqual([]);
      // The header's own children never overflow it.
      await expect
        .poll(() => page.locator('.header-inner').evaluate((el) => el.scrollWidth <= el.clientWidth), { message: `overflow at ${width}px` })
        .toBe(true);
    }
    // "Start Your Journey" and the Peptide Therapy chevron at desktop widths, on one line.
    await page.setViewportSize({ width: 1440, height: 800 });
    const cta = await page.locator('.header-cta').boundingBox();
    expect(cta && cta.height < 60, 'Start Your Journey stays on one line').toBe(true);
  });
}

test('user menu closes when focus leaves it and holds the name, email and Sign out', async ({ page, site, account }) => {
  const email = await account.create({ fullName: 'Amira Noor' });
  await site.open('/about');
  const avatar = page.getByRole('button', { name: 'Account menu for Amira Noor' });
  await avatar.click();
  const panel = page.locator('#user-menu-panel');
  await expect(panel).toBeVisible();
  await expect(panel.locator('.user-menu-email')).toHaveText(email);
  await page.keyboard.press('Tab'); // into the menu: Your account
  await page.keyboard.press('Tab'); // My conversations
  await page.keyboard.press('Tab'); // Sign out
  await page.keyboard.press('Tab'); // out of the menu
  await expect(panel).toBeHidden();
  await avatar.click();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});
