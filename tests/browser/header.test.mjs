// Header, menus, cookie banner and islands without React: native elements plus the small client entry (issue 14 and 15).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE_URL, hydrated, mailLink, verifyEmail, withPage, holdIslandCode } from './lib.mjs';

const uniqueEmail = (tag) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Every script the page requested, by path. */
function recordScripts(page) {
  const scripts = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  return scripts;
}
const reactLoaded = (scripts) => scripts.some((s) => /\/assets\/(hydrate|ChatLauncher|ContactForm|BackgroundVideo)-/.test(s));

/** A verified account signed in within this browser context. */
async function signIn(page, fullName = 'Header Tester') {
  const email = uniqueEmail('header');
  const password = 'Lantern-Quartz-8812';
  await page.goto(`${BASE_URL}/terms`);
  const post = (path, body) =>
    page.evaluate(
      ([p, b]) =>
        fetch(p, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(b) }).then((r) => r.status),
      [path, body],
    );
  assert.ok((await post('/api/auth/sign-up', { fullName, email, password })) < 300);
  // The link opens a confirmation page; only its button (a POST) verifies.
  await verifyEmail(page, await mailLink(page, { to: email, path: '/auth/verify' }));
  assert.equal(await post('/api/auth/sign-in', { email, password }), 200);
  return email;
}

test('a content page loads no island code or React before the visitor interacts', () =>
  withPage(async (page) => {
    const scripts = recordScripts(page);
    for (const path of ['/education/bpc-157', '/contact', '/', '/education/faq']) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForTimeout(300);
    }
    assert.ok(scripts.length > 0);
    assert.ok(
      scripts.every((s) => /\/assets\/main-[\w-]+\.js$/.test(s)),
      `only the entry loads: ${scripts.join(', ')}`,
    );
    // Focusing the contact form brings its code (and React) in.
    await page.goto('/contact');
    await hydrated(page);
    await page.locator('#cf-firstName').focus();
    await page.waitForFunction(() => document.querySelector('[data-island="ContactForm"]')?.dataset.hydrated === 'true');
    assert.ok(reactLoaded(scripts));
  }));

test('the first click on the chat launcher before React arrives opens the chat, with a loading state meanwhile', () =>
  withPage(async (page) => {
    const release = await holdIslandCode(page);
    await page.goto('/solutions');
    await hydrated(page);
    await page.getByRole('button', { name: 'Accept All' }).click();
    await page.getByRole('button', { name: 'Open AI Assistant' }).click();
    await page.waitForFunction(() => document.querySelector('[data-island="ChatLauncher"]')?.dataset.loading === 'true');
    assert.equal(await page.locator('[data-island="ChatLauncher"]').getAttribute('aria-busy'), 'true');
    release();
    const panel = page.getByRole('dialog', { name: 'AI Assistant' });
    await panel.locator('textarea').waitFor();
    assert.equal(await page.locator('[data-island="ChatLauncher"]').getAttribute('data-loading'), null);
    assert.deepEqual(page.errors, []);
  }));

test('Peptide Therapy menu without React: hover intent, grace, outside click, Escape, arrows in the grid, type-ahead', () =>
  withPage(async (page) => {
    const scripts = recordScripts(page);
    await page.clock.install();
    await page.goto('/about');
    await hydrated(page);
    // From here the page's timers run only when the test advances the clock.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
    const button = page.getByRole('button', { name: 'Peptide Therapy' });
    const list = page.locator('#peptide-therapy-menu');
    // Hover intent: nothing after 60 ms, open after 100 ms; 300 ms of grace after the pointer leaves.
    await button.hover();
    await page.clock.runFor(60);
    assert.equal(await list.isVisible(), false);
    await page.clock.runFor(60);
    await list.waitFor({ state: 'visible' });
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    await page.mouse.move(640, 700);
    await page.clock.runFor(200);
    assert.equal(await list.isVisible(), true);
    await page.clock.runFor(150);
    await list.waitFor({ state: 'hidden' });
    // Click opens; an outside click closes.
    await button.click();
    await list.waitFor({ state: 'visible' });
    await page.mouse.click(640, 700);
    await list.waitFor({ state: 'hidden' });
    // Keyboard: the grid has two columns laid out row by row.
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const active = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    assert.equal(await active(), 'TB-500');
    await page.keyboard.press('ArrowRight');
    assert.equal(await active(), 'BPC-157');
    await page.keyboard.press('ArrowDown');
    assert.equal(await active(), 'Semax');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await active(), 'Selank');
    await page.keyboard.press('ArrowUp');
    assert.equal(await active(), 'TB-500');
    await page.keyboard.press('End');
    assert.equal(await active(), 'CJC-1295');
    await page.keyboard.press('t');
    assert.equal(await active(), 'TB-500');
    await page.keyboard.press('i');
    assert.equal(await active(), 'Tirzepatide'); // "ti" within a second
    await page.clock.runFor(1100);
    await page.keyboard.press('s');
    assert.equal(await active(), 'Selank'); // the buffer reset after 1 s
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    assert.equal(await active(), 'Peptide Therapy');
    assert.equal(reactLoaded(scripts), false);
  }));

test('one Escape closes only the innermost thing: the menu above the open chat', () =>
  withPage(async (page) => {
    await page.goto('/about');
    await hydrated(page);
    await page.getByRole('button', { name: 'Accept All' }).click();
    await page.getByRole('button', { name: 'Open AI Assistant' }).click();
    const panel = page.getByRole('dialog', { name: 'AI Assistant' });
    await panel.locator('textarea').waitFor();
    await page.getByRole('button', { name: 'Peptide Therapy' }).click();
    await page.locator('#peptide-therapy-menu').waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await page.locator('#peptide-therapy-menu').waitFor({ state: 'hidden' });
    assert.equal(await panel.isVisible(), true);
  }));

test('mobile menu is a modal dialog above the chat: focus stays inside, Escape returns focus to the toggle', () =>
  withPage(
    async (page) => {
      const scripts = recordScripts(page);
      await page.goto('/');
      await hydrated(page);
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await toggle.click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.waitFor({ state: 'visible' });
      // The banner and launcher are under the modal menu (inert), so nothing outside can take focus.
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press('Tab');
        assert.ok(await page.evaluate(() => Boolean(document.activeElement?.closest('#mobile-menu'))), 'focus left the menu');
      }
      const top = await page.evaluate(() => {
        const r = document.querySelector('#mobile-menu').getBoundingClientRect();
        return document.elementFromPoint(r.width / 2, r.height - 20)?.closest('#mobile-menu') !== null;
      });
      assert.ok(top, 'the menu is drawn above everything else');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('mobile-toggle')), true);
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      assert.equal(reactLoaded(scripts), false);
    },
    { viewport: { width: 390, height: 844 } },
  ));

test('cookie choice returns focus to where it was; the collapsed promo link is out of the tab order', () =>
  withPage(async (page) => {
    await page.goto('/research');
    await hydrated(page);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor({ state: 'visible' });
    await page.locator('.logo').first().focus();
    await banner.getByRole('button', { name: 'Decline' }).focus();
    await page.keyboard.press('Enter');
    await banner.waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('logo')), true);
    // Scrolled: the promo bar collapses and Shift+Tab from the logo never lands on its hidden link.
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForFunction(() => document.querySelector('.site-top')?.dataset.compact === 'true');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('.promo-bar'))), false);
  }));

test('first visit on a desktop: every control reached by Tab clears the cookie banner, tall fields included', () =>
  withPage(
    async (page) => {
      await page.goto('/contact');
      await hydrated(page);
      await page.getByRole('region', { name: 'Cookie consent' }).waitFor({ state: 'visible' });
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
        if (!state.skip) assert.equal(state.clear, true, `focused "${state.key}" is under the cookie banner`);
      }
      assert.ok(seen.has('cf-message'), 'the tour reached the message field');
    },
    { viewport: { width: 1280, height: 800 } },
  ));

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
  test(`header fits at 320 to 1920 px ${signedIn ? 'signed in' : 'signed out'}: nothing wraps, leaves the viewport or is covered`, () =>
    withPage(async (page) => {
      if (signedIn) await signIn(page);
      await page.goto('/solutions');
      await hydrated(page);
      if (await page.getByRole('button', { name: 'Accept All' }).isVisible())
        await page.getByRole('button', { name: 'Accept All' }).click();
      for (const width of [320, 360, 390, 768, 1024, 1200, 1240, 1280, 1300, 1440, 1600, 1920]) {
        await page.setViewportSize({ width, height: 800 });
        const problems = await page.evaluate(headerProblems);
        assert.deepEqual(problems, [], `at ${width}px`);
        // The header's own children never overflow it.
        assert.ok(
          await page.evaluate(
            () => document.querySelector('.header-inner').scrollWidth <= document.querySelector('.header-inner').clientWidth,
          ),
        );
      }
      // "Start Your Journey" and the Peptide Therapy chevron at desktop widths, on one line.
      await page.setViewportSize({ width: 1440, height: 800 });
      const cta = await page.locator('.header-cta').boundingBox();
      assert.ok(cta && cta.height < 60, 'Start Your Journey stays on one line');
    }));
}

test('user menu closes when focus leaves it and holds the name, email and Sign out', () =>
  withPage(async (page) => {
    const email = await signIn(page, 'Amira Noor');
    await page.goto('/about');
    await hydrated(page);
    const avatar = page.getByRole('button', { name: 'Account menu for Amira Noor' });
    await avatar.click();
    const panel = page.locator('#user-menu-panel');
    await panel.waitFor({ state: 'visible' });
    assert.equal(await panel.locator('.user-menu-email').textContent(), email);
    await page.keyboard.press('Tab'); // into the menu: Your account
    await page.keyboard.press('Tab'); // My conversations
    await page.keyboard.press('Tab'); // Sign out
    await page.keyboard.press('Tab'); // out of the menu
    await panel.waitFor({ state: 'hidden' });
    await avatar.click();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
  }));
