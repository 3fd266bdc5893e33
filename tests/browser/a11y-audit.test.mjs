// Issue 30, the audit: findings that had no browser test of their own after round 2. Staff tables and their scroll
// areas named; every scroll area the visitor can reach named and reachable by keyboard; reduced motion stopping every
// infinite animation (not only the thinking dots); /account without JavaScript showing a refusal inside its section
// with the field invalid; the forgot-password notice filling a region that was already there; a saved conversation's
// history not announced; long words in the search heading wrapping.
import { checkA11y, expect, test, uniqueEmail } from './fixtures.mjs';
import { Account, PASSWORD, enterStaffArea } from './pages.mjs';

/** Serves POST /api/chat from a fixed list of stream events. */
async function scriptedChat(page, events) {
  await page.route('**/api/chat', (route) =>
    route.fulfill({ status: 200, contentType: 'application/x-ndjson', body: events.map((e) => JSON.stringify(e)).join('\n') + '\n' }),
  );
}

/** Stores `count` saved conversations for the signed-in account of `account`. */
async function saveConversations(account, count) {
  for (let i = 1; i <= count; i++) {
    const status = await account.post('/api/conversations/import', {
      messages: [
        { role: 'user', content: `Saved question ${i}` },
        { role: 'assistant', content: `A saved answer about recovery research, number ${i}.` },
      ],
    });
    expect(status, `import ${i}`).toBeLessThan(300);
  }
}

/**
 * Every element that scrolls right now (overflow auto or scroll, and more content than room) outside inert content:
 * marked with data-scroll-area so the test can ask for its accessible name, and checked for a keyboard way in (it takes
 * focus itself, or holds something that does: axe's scrollable-region-focusable).
 */
const scrollAreas = (page) =>
  page.evaluate(() => {
    const found = [];
    for (const old of document.querySelectorAll('[data-scroll-area]')) delete old.dataset.scrollArea;
    for (const el of document.querySelectorAll('body *')) {
      if (el.matches('textarea, select') || el.closest('[inert], [hidden]') || !el.getClientRects().length) continue;
      const s = getComputedStyle(el);
      const y = /auto|scroll/.test(s.overflowY) && el.scrollHeight > el.clientHeight + 1;
      const x = /auto|scroll/.test(s.overflowX) && el.scrollWidth > el.clientWidth + 1;
      if (!x && !y) continue;
      const focusable =
        el.tabIndex >= 0 ||
        Boolean(
          el.querySelector(
            'a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])',
          ),
        );
      el.dataset.scrollArea = String(found.length);
      found.push({ index: found.length, what: `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`, focusable });
    }
    return found;
  });

async function expectScrollAreasNamed(page, where, expected) {
  const areas = await scrollAreas(page);
  const names = areas.map((a) => a.what);
  for (const cls of expected)
    expect(
      names.some((n) => n.includes(cls)),
      `${where}: ${cls} scrolls (found ${names.join(', ')})`,
    ).toBe(true);
  for (const area of areas) {
    expect(area.focusable, `${where}: ${area.what} can be reached by keyboard`).toBe(true);
    await expect(page.locator(`[data-scroll-area="${area.index}"]`), `${where}: ${area.what} has a name`).toHaveAccessibleName(/\S/);
  }
}

test.describe('scroll areas', () => {
  test('the chat log, the mobile menu, the cookie bar at 400% zoom and the handoff form on a short screen are named and reachable', async ({
    page,
    site,
    cookies,
    chat,
  }) => {
    const long = Array.from({ length: 30 }, (_, i) => `Paragraph ${i + 1} about recovery research.`).join('\n\n');
    await scriptedChat(page, [
      { type: 'meta', conversationId: null, remaining: 19, mode: 'library' },
      { type: 'delta', text: long },
      { type: 'done' },
    ]);

    // 400% zoom of a 1280 × 1024 screen on a first visit: the cookie bar scrolls its text; then the mobile menu.
    await page.setViewportSize({ width: 320, height: 256 });
    await site.open('/education/bpc-157');
    await expect(cookies.region).toBeVisible();
    await expectScrollAreasNamed(page, 'cookie bar at 320 × 256', ['cookie-banner']);
    await page.locator('.mobile-toggle').click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectScrollAreasNamed(page, 'mobile menu at 320 × 256', ['mobile-menu']);
    await page.keyboard.press('Escape');
    await cookies.accept();

    // A long answer in the panel on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await chat.open();
    await chat.ask('Tell me everything');
    await expectScrollAreasNamed(page, 'chat panel at 390 × 844', ['chat-messages']);

    // The handoff form on a screen 500 px tall.
    await page.setViewportSize({ width: 320, height: 500 });
    await chat.dialog.getByRole('button', { name: 'Ask our team' }).click();
    await expect(chat.dialog.getByRole('form', { name: 'Ask our team' })).toBeVisible();
    await expectScrollAreasNamed(page, 'handoff form at 320 × 500', ['chat-handoff']);
  });

  test('/chat: a long conversation list scrolls as a named list of buttons', async ({ page, site, cookies, account }) => {
    await cookies.storeChoice();
    await account.create({ fullName: 'Many Chats' });
    await saveConversations(account, 10);
    await site.open('/chat');
    await expect(page.getByRole('button', { name: /^Delete conversation:/ })).toHaveCount(10);
    await expectScrollAreasNamed(page, '/chat with 10 conversations', ['chat-conv-list']);
  });
});

test('staff tables are named, and the scroll areas around them are named regions the keyboard can scroll', async ({ page, newPage }) => {
  test.setTimeout(120_000);
  // Something in each table: a booking (through the plain form) and a handoff (an enquiry and an insight row).
  const visitor = await newPage({ javaScriptEnabled: false });
  await visitor.goto('/book');
  await visitor.getByRole('link', { name: 'Choose a time for the Initial Consultation' }).click();
  await visitor.getByRole('radio').first().check();
  await visitor.getByRole('button', { name: 'Continue' }).click();
  await visitor.getByLabel('Full name').fill('Table Tester');
  await visitor.getByLabel('Email address').fill(uniqueEmail('booker'));
  await visitor.getByLabel('I confirm I am 18 or over.').check();
  await visitor.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(visitor.getByRole('heading', { name: 'Your consultation is booked' })).toBeVisible();
  const status = await new Account(page).post('/api/chat/handoff', {
    name: 'Table Tester',
    email: uniqueEmail('handoff'),
    message: 'Please call me about the tables.',
    transcript: [
      { role: 'user', content: 'Can I speak to someone?' },
      { role: 'assistant', content: 'Our team can help.' },
    ],
    pageContext: '/about',
    reason: 'button',
  });
  expect(status, 'handoff').toBeLessThan(300);

  const staffEmail = await new Account(page).create({ email: uniqueEmail('staff'), fullName: 'Staff Tables' });
  await enterStaffArea(page, staffEmail);
  await page.setViewportSize({ width: 390, height: 844 });
  const minimum = { '/admin/enquiries': 1, '/admin/bookings': 1, '/admin/insight': 2, '/admin/gaps': 0 };
  for (const [path, least] of Object.entries(minimum)) {
    await page.goto(path);
    const tables = page.getByRole('table');
    expect(await tables.count(), `${path}: tables`).toBeGreaterThanOrEqual(least);
    for (const table of await tables.all()) await expect(table, `${path}: a table's name`).toHaveAccessibleName(/\S/);
    for (const wrap of await page.locator('.admin-table-wrap').all()) {
      await expect(wrap, `${path}: the scroll area is a region`).toHaveRole('region');
      await expect(wrap, `${path}: the region's name`).toHaveAccessibleName(/\S/);
      await expect(wrap, `${path}: the region takes focus`).toHaveAttribute('tabindex', '0');
    }
    expect(await checkA11y(page), `axe on ${path}`).toEqual([]);
  }

  // At 390 px the bookings table is wider than its area: Tab reaches the area, the arrow keys scroll it.
  await page.goto('/admin/bookings');
  const wrap = page.locator('.admin-table-wrap').first();
  expect(await wrap.evaluate((el) => el.scrollWidth > el.clientWidth), 'the table is wider than a phone').toBe(true);
  await wrap.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => wrap.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  /**
   * The element (or its pseudo-element) has its looping animation, set to run once, and nothing on the page is still
   * animating. Read in one go, and polled: an island can redraw the element while it hydrates.
   */
  async function expectStill(page, locator, pseudo, what) {
    await expect(locator, `${what} is shown`).not.toHaveCount(0);
    await expect
      .poll(
        () =>
          locator.first().evaluate((el, pseudo) => {
            const cs = getComputedStyle(el, pseudo);
            return el.isConnected ? `${cs.animationName === 'none' ? 'no animation' : 'animated'}, runs ${cs.animationIterationCount}` : '';
          }, pseudo),
        { message: what },
      )
      .toBe('animated, runs 1');
    await expect
      .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length), {
        message: `running animations with ${what}`,
      })
      .toBe(0);
  }

  test('every looping animation runs once: the QR spinner, the sign-in spinner, the conversation skeleton', async ({
    page,
    site,
    cookies,
    account,
    auth,
  }) => {
    await cookies.storeChoice();
    const qr = await site.hold('**/qr.svg');
    await site.open('/about');
    await expectStill(page, page.locator('.footer-qr[data-status="loading"] .qr-loading'), null, 'the QR spinner');
    qr();

    const email = await account.create({ fullName: 'Still Spinner' });
    await account.post('/api/auth/sign-out', {});
    await auth.open();
    await auth.email.fill(email);
    await auth.password.fill(PASSWORD);
    const signIn = await site.hold('**/api/auth/sign-in');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectStill(page, page.locator('.auth-submit .spinner-small'), null, 'the sign-in spinner');
    signIn();
    await page.waitForURL((url) => url.pathname !== '/auth');

    const list = await site.hold('**/api/conversations');
    await site.open('/chat');
    await expectStill(page, page.locator('.chat-skeleton-line'), null, 'the conversation skeleton');
    list();
  });
});

test.describe('in forced colours (Windows High Contrast)', () => {
  test.use({ forcedColors: 'active' });

  /**
   * Focuses every visible focusable element (after a key press, so focus is keyboard focus) and returns those without a
   * ring that forced colours keep: an outline at least 2 px wide on the element, or on the box drawn around it (a
   * booking time's label). Box shadows, backgrounds and border colours are dropped in forced colours.
   */
  const ringless = (page, scope) =>
    page.evaluate(async (scope) => {
      const selector = 'a[href], button, input:not([type=hidden]), textarea, select, summary, [tabindex]:not([tabindex="-1"])';
      const missing = [];
      let checked = 0;
      for (const el of document.querySelector(scope).querySelectorAll(selector)) {
        if (el.closest('[inert], [hidden]') || el.matches(':disabled') || !el.getClientRects().length) continue;
        if (getComputedStyle(el).visibility === 'hidden') continue;
        el.focus();
        if (document.activeElement !== el) continue;
        checked++;
        const ring = (n) => {
          const cs = getComputedStyle(n);
          return cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 2;
        };
        if (!ring(el) && !(el.parentElement && ring(el.parentElement)) && !(el.closest('label') && ring(el.closest('label'))))
          missing.push(`${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`);
      }
      return { checked, missing };
    }, scope);

  test('every focusable element keeps an outline ring: main pages, the open chat, /auth, the booking times', async ({
    page,
    site,
    cookies,
    chat,
  }) => {
    await cookies.storeChoice();
    for (const path of ['/', '/education/bpc-157', '/contact', '/auth', '/book/initial-consultation', '/search?q=bpc']) {
      await site.open(path);
      await page.keyboard.press('Shift');
      const { checked, missing } = await ringless(page, 'body');
      expect(checked, `${path}: elements checked`).toBeGreaterThan(5);
      expect(missing, `${path}: focusable elements without a ring in forced colours`).toEqual([]);
    }
    await site.open('/about');
    await chat.open();
    await page.keyboard.press('Shift');
    const { checked, missing } = await ringless(page, '.chat-panel');
    expect(checked).toBeGreaterThan(3);
    expect(missing, 'the open chat panel').toEqual([]);
  });
});

test.describe('/account without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a refusal lands inside its section, on screen, with the field marked invalid and described', async ({ page, context, newPage }) => {
    const helper = await newPage({ javaScriptEnabled: true });
    await new Account(helper).create({ fullName: 'Plain Forms' });
    await context.addCookies(await helper.context().cookies());

    await page.goto('/account');
    const profile = page.locator('[data-section="profile"]');
    await profile.getByLabel('Full Name').fill('   ');
    await profile.getByRole('button', { name: 'Save name' }).click();
    await page.waitForURL(/[?&]problem=.*#profile-title$/);
    const name = profile.getByLabel('Full Name');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/Please enter your full name/);
    await expect(profile.getByText('Please enter your full name')).toBeInViewport();
    // Not also far above, in the notice at the top of the page.
    await expect(page.locator('.account-container > [role="alert"]')).toHaveCount(1);
    await expect(page.locator('.account-container > [role="alert"]')).toBeEmpty();

    const password = page.locator('[data-section="password"]');
    await password.getByLabel('Current password').fill(PASSWORD);
    await password.getByLabel('New password', { exact: true }).fill('Meadow-Copper-4471');
    await password.getByLabel('Confirm new password').fill('Meadow-Copper-9999');
    await password.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL(/#password-title$/);
    const confirm = password.getByLabel('Confirm new password');
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription(/\S/);
    await expect(password.locator('.field-error').first()).toBeInViewport();

    // axe needs script in the page: the same server HTML, in a page whose scripts are not served.
    // (Reduced motion: the page lands scrolled, and the header's turn to compact must not be caught halfway.)
    await helper.route(/\.m?js(\?|$)/, (route) => route.abort());
    await helper.emulateMedia({ reducedMotion: 'reduce' });
    await helper.goto(page.url());
    await expect(helper.locator('#account-confirm-password')).toHaveAttribute('aria-invalid', 'true');
    // The footer's styles come in the deferred stylesheet, which the inline boot script asks for after first paint.
    await helper.waitForLoadState('networkidle');
    expect(await checkA11y(helper)).toEqual([]);
  });
});

test('/auth: the forgot-password notice fills the status region that was there before it', async ({ page, cookies, auth }) => {
  await cookies.storeChoice();
  await auth.open();
  const status = page.locator('.auth-card [role="status"]');
  await expect(status).toHaveCount(1);
  await expect(status).toBeEmpty();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(status).toHaveCount(1);
  await expect(status).toBeEmpty();
  await auth.email.fill(uniqueEmail('forgot'));
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(status).toContainText('Check your email');
  expect(await checkA11y(page)).toEqual([]);
});

test('/chat: opening a saved conversation shows its history without announcing it', async ({ page, site, cookies, account }) => {
  await cookies.storeChoice();
  await account.create({ fullName: 'Quiet History' });
  await saveConversations(account, 2);
  await site.open('/chat');
  await page.getByRole('button', { name: /^Saved question 1/ }).click();
  const log = page.getByRole('log', { name: 'Conversation with the AI Assistant' });
  await expect(log).toContainText('number 1.');
  await expect(log).toHaveAttribute('aria-live', 'off');
  // Nothing inside the log is live either, and the announcer stays empty.
  await expect(log.locator('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"]')).toHaveCount(0);
  await expect(page.locator('.chat-thread > [role="status"]')).toBeEmpty();
});

test('/chat: a long saved answer scrolls by keyboard, from the log and with the Page keys in the message box', async ({
  page,
  site,
  cookies,
  account,
}) => {
  await cookies.storeChoice();
  await account.create({ fullName: 'Long Answer' });
  const long = [
    ...Array.from({ length: 29 }, (_, i) => `Paragraph ${i + 1}: research summary line about recovery models and study design.`),
    'Safety: research use only; this is not medical advice.',
  ].join('\n\n');
  const status = await account.post('/api/conversations/import', {
    messages: [
      { role: 'user', content: 'Tell me everything' },
      { role: 'assistant', content: long },
    ],
  });
  expect(status).toBeLessThan(300);
  await site.open('/chat');
  await page.getByRole('button', { name: /^Tell me everything/ }).click();
  const log = page.getByRole('log', { name: 'Conversation with the AI Assistant' });
  const safety = log.locator('p', { hasText: 'Safety: research use only' });
  await expect(safety).toHaveCount(1);
  await expect(log).toHaveAttribute('tabindex', '0');
  const inView = () =>
    safety.evaluate((p) => {
      const r = p.getBoundingClientRect();
      const l = p.closest('.chat-messages').getBoundingClientRect();
      return r.top >= l.top - 1 && r.bottom <= l.bottom + 1;
    });
  // A reply taller than the log is shown from its start: the safety paragraph at its end is out of view.
  await log.evaluate((el) => (el.scrollTop = 0));
  expect(await inView()).toBe(false);
  const input = page.getByRole('textbox', { name: 'Your message' });
  await input.focus();
  const pageY = await page.evaluate(() => scrollY);
  await expect(async () => {
    await page.keyboard.press('PageDown');
    expect(await inView()).toBe(true);
  }, 'PageDown in the message box brings the safety paragraph into view').toPass();
  expect(await page.evaluate(() => scrollY), 'the page did not scroll').toBe(pageY);
  await expect(input).toBeFocused();

  await log.focus();
  await page.keyboard.press('Home');
  await expect.poll(() => log.evaluate((el) => el.scrollTop)).toBe(0);
  await page.keyboard.press('End');
  await expect.poll(inView, 'End in the focused log reaches the last paragraph').toBe(true);
  expect(await checkA11y(page)).toEqual([]);
});

test.describe('at 320 px with WCAG text spacing', () => {
  // The spacing is injected as a style tag, as the WCAG bookmarklet does: allowed past the site's CSP for this test only.
  test.use({ viewport: { width: 320, height: 640 }, bypassCSP: true });

  test('the search heading wraps a long word instead of clipping it', async ({ page, site, cookies }) => {
    await cookies.storeChoice();
    await site.open('/search?q=pneumonoultramicroscopicsilicovolcanoconiosis-research-peptides');
    await page.addStyleTag({
      content:
        '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
    });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText('pneumonoultramicroscopicsilicovolcanoconiosis');
    const fit = await heading.evaluate((h) => ({
      overflow: h.scrollWidth - h.clientWidth,
      right: h.getBoundingClientRect().right,
      page: document.documentElement.scrollWidth,
    }));
    expect(fit.overflow, 'the heading is no wider than its box').toBeLessThanOrEqual(1);
    expect(fit.right).toBeLessThanOrEqual(320);
    expect(fit.page, 'no sideways scroll').toBeLessThanOrEqual(320);
  });
});
