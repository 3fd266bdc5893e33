// Keyboard and screen-reader behaviour axe cannot see: where focus goes, what Escape closes, errors that stay, layouts
// that hold at 200% zoom, and the visual defects of issue 15.
import { checkA11y, expect, test, uniqueEmail } from './fixtures.mjs';

test('closing the chat returns focus to what opened it: a home-page question, or the launcher', async ({ page, site, cookies, chat }) => {
  await cookies.storeChoice('declined');
  await site.open('/');
  const question = page.locator('[data-ask]').first();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(chat.input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(chat.dialog).toBeHidden();
  await expect(question, 'focus is back on the question').toBeFocused();

  await chat.launcher.focus();
  await page.keyboard.press('Enter');
  await expect(chat.input).toBeFocused();
  await chat.dialog.getByRole('button', { name: 'Close AI Assistant' }).click();
  await expect(chat.dialog).toBeHidden();
  await expect(chat.launcher).toBeFocused();
});

test('one Escape closes one thing: a header menu over the open chat closes alone', async ({ page, site, cookies, chat }) => {
  await cookies.storeChoice('declined');
  await site.open('/');
  await chat.open();
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menuButton = site.control('Peptide Therapy', nav);
  await menuButton.focus();
  await page.keyboard.press('ArrowDown');
  const guide = nav.getByRole('link', { name: 'BPC-157' });
  await expect(guide).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(guide).toBeHidden();
  await expect(chat.dialog, 'the chat stays open').toBeVisible();
  await expect(menuButton).toBeFocused();
  // Escape from inside the chat closes the chat.
  await chat.input.focus();
  await page.keyboard.press('Escape');
  await expect(chat.dialog).toBeHidden();
});

test.describe('at 200% zoom (640×400 CSS px)', () => {
  test.use({ viewport: { width: 640, height: 400 } });

  test('the chat panel keeps a usable message area and its message box is not covered', async ({ page, site, chat }) => {
    await site.open('/');
    await chat.open();
    const sizes = await chat.dialog.evaluate((p) => {
      const box = (el) => el.getBoundingClientRect();
      const hit = (el) => {
        const r = box(el);
        return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      };
      return {
        messages: box(p.querySelector('.chat-messages')).height,
        panel: box(p).toJSON(),
        textarea: hit(p.querySelector('textarea')),
        send: hit(p.querySelector('button[type=submit]')),
        signIn: hit([...p.querySelectorAll('a')].find((a) => a.textContent === 'Sign in')),
      };
    });
    expect(sizes.messages, `message area is ${sizes.messages}px tall`).toBeGreaterThanOrEqual(180);
    expect(sizes.panel.top >= 0 && sizes.panel.bottom <= 400, 'the panel fits the viewport').toBe(true);
    expect([sizes.textarea, sizes.send, sizes.signIn], 'message box, Send and Sign in can be reached').toEqual([true, true, true]);
    expect(await checkA11y(page)).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 700 } });

  test('the launcher steps aside while a form field has focus, and focused fields scroll clear of it', async ({
    page,
    site,
    cookies,
    chat,
  }) => {
    await cookies.storeChoice('declined');
    await site.open('/contact');
    await expect(chat.launcher).toBeVisible();
    const fields = page.locator('#contact-form').locator('input:not([type=hidden]):not([tabindex="-1"]), textarea, select');
    const count = await fields.count();
    expect(count).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < count; i++) {
      const field = fields.nth(i);
      if (!(await field.isVisible())) continue;
      await field.focus();
      await expect(chat.launcher, 'launcher hidden while a field has focus').toBeHidden();
      await expect
        .poll(
          () =>
            field.evaluate((el) => {
              const r = el.getBoundingClientRect();
              return [r.left + 4, r.right - 4].some((x) => !el.contains(document.elementFromPoint(x, r.top + Math.min(r.height / 2, 20))));
            }),
          { message: `field ${i} is not covered` },
        )
        .toBe(false);
    }
    await page.locator('body').click({ position: { x: 5, y: 200 } });
    await expect(chat.launcher).toBeVisible();
  });

  test('testimonials fill their cells', async ({ page, site }) => {
    await site.open('/solutions');
    const figure = page.locator('figure.testimonial').first();
    await expect(figure).toHaveCSS('margin-left', '0px');
    const cell = await figure.evaluate((f) => f.getBoundingClientRect().width);
    expect(cell, `testimonial is ${cell}px wide on a 390px phone`).toBeGreaterThan(300);
  });
});

test('a wrong password is refused with the toast and an inline error wired to both fields, keeping what was typed', async ({
  page,
  site,
  auth,
}) => {
  // The page clock moves the toast's timer on without waiting for it.
  await page.clock.install();
  await auth.open();
  await auth.signIn('nobody-inline@example.com', 'Not-A-Real-Password-1');
  const toast = site.toast('Error signing in', 'Invalid email or password.');
  await expect(toast).toBeVisible();
  const error = page.locator('#auth-form-error');
  await expect(error).toContainText('Invalid email or password.');
  for (const field of [auth.email, auth.password]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAttribute('aria-describedby', /(^| )auth-form-error( |$)/);
  }
  await expect(auth.email, 'focus moves to the first invalid field').toBeFocused();
  // Nothing typed is lost, and one refusal makes one toast (at most three show at once).
  await expect(auth.email).toHaveValue('nobody-inline@example.com');
  await expect(auth.password).toHaveValue('Not-A-Real-Password-1');
  expect(await page.getByTestId('toast').count()).toBeLessThanOrEqual(3);
  // Still there after the toast has gone; cleared by switching mode.
  await page.clock.runFor(6_000);
  await expect(toast).toHaveCount(0);
  await expect(error).toBeVisible();
  expect(await checkA11y(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create one' }).click();
  await expect(error).toHaveCount(0);
  await expect(auth.email).not.toHaveAttribute('aria-invalid');
});

test('sign-up, forgot and reset refusals stay inline next to their field or form', async ({ page, site, auth, account, mailbox }) => {
  await auth.open('?mode=sign-up');
  await auth.fullName.fill('Inline Errors');
  await auth.email.fill('inline-errors@example.com');
  await auth.password.fill('password123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.locator('#password-error')).toBeVisible();
  await expect(auth.password).toHaveAttribute('aria-invalid', 'true');
  await expect(auth.password).toHaveAttribute('aria-describedby', /password-error/);

  // A failure on our side while asking for a reset link: an inline message, the fields untouched.
  await page.route('**/api/auth/forgot', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await auth.open('?mode=forgot');
  await auth.email.fill('inline-errors@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.locator('#auth-form-error')).toContainText('Something went wrong');
  await expect(auth.email).toHaveValue('inline-errors@example.com');

  // Reset: field errors under the new password; a refusal that is not about a field (too many tries) above the form.
  const email = uniqueEmail('inline-reset');
  await page.unroute('**/api/auth/forgot');
  await account.signUp({ fullName: 'Inline Reset', email, password: 'Saffron-Delta-5521' });
  expect(await account.post('/api/auth/forgot', { email })).toBeLessThan(300);
  await site.open(await mailbox.link({ to: email, path: '/auth/reset' }));
  await page.locator('#new-password').fill('short');
  await page.locator('#confirm-password').fill('short');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.locator('#new-password-error')).toBeVisible();
  await expect(page.locator('#new-password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#new-password')).toHaveAttribute('aria-describedby', /new-password-error/);
  await page.route('**/api/auth/reset', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'Retry-After': '60' },
      body: JSON.stringify({ error: { code: 'rate_limited:reset', message: 'Too many attempts. Please try again later.' } }),
    }),
  );
  await page.locator('#new-password').fill('Saffron-Delta-5521');
  await page.locator('#confirm-password').fill('Saffron-Delta-5521');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.locator('#auth-form-error')).toContainText('Too many attempts');
  await expect(page.locator('#new-password')).toHaveValue('Saffron-Delta-5521');
});

test('guide contents numbers sit on the first line of wrapped entries, in every guide', async ({ page }) => {
  let wrapped = 0;
  for (const slug of [
    'bpc-157',
    'tb-500',
    'selank',
    'semax',
    'ipamorelin',
    'hcg',
    'retatrutide',
    'tirzepatide',
    'tesamorelin',
    'nad',
    'cjc-1295',
  ]) {
    const res = await page.goto(`/education/${slug}`);
    expect(res.status(), slug).toBe(200);
    const rows = await page.locator('.guide-toc li').evaluateAll((items) =>
      items.map((li) => {
        const a = li.querySelector('a');
        const range = document.createRange();
        range.selectNodeContents(a);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        // A list marker aligns with its item's first baseline; an inline-block's baseline is its last line.
        return {
          lines,
          display: getComputedStyle(a).display,
          height: li.getBoundingClientRect().height - a.getBoundingClientRect().height,
        };
      }),
    );
    for (const r of rows.filter((row) => row.lines > 1)) {
      wrapped++;
      expect(r.display, slug).not.toBe('inline-block');
      expect(Math.abs(r.height), `${slug}: the item is its link, nothing below the text`).toBeLessThan(2);
    }
  }
  expect(wrapped, `only ${wrapped} wrapped entries seen`).toBeGreaterThan(5);
});

test('opening one plan leaves the other cards their own height', async ({ page, site }) => {
  await site.open('/solutions/nutrition');
  const cards = page.locator('#plans .plan-card');
  const heights = () => cards.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
  const before = await heights();
  const summary = cards.first().locator('summary');
  // The visible words (innerText): the plan title is in the accessible name only.
  const shown = () => summary.innerText();
  await expect.poll(shown).toMatch(/^View Plan/);
  await summary.click();
  await expect.poll(shown).toMatch(/^Hide Plan/);
  expect(await summary.textContent(), 'the accessible name keeps the plan title').toContain('Performance Nutrition');
  // Poll until the opened card has grown, then check no other card stretched with it.
  await expect.poll(async () => (await heights())[0], { message: 'the opened card grows' }).toBeGreaterThan(before[0] + 100);
  const after = await heights();
  for (let i = 1; i < after.length; i++)
    expect(after[i], `card ${i} did not stretch (${before[i]} → ${after[i]})`).toBeLessThanOrEqual(before[i] + 1);
  await summary.click();
  await expect.poll(shown).toMatch(/^View Plan/);
});

test('the Selank background video has a labelled, keyboard-operable pause control that announces its state', async ({
  page,
  site,
  cookies,
}) => {
  await cookies.storeChoice('declined');
  await site.open('/education/selank');
  const button = page.getByRole('button', { name: 'Pause background video' });
  const video = page.locator('video.bg-video-media');
  const paused = () => video.evaluate((v) => v.paused);
  await expect.poll(paused).toBe(false);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  const hit = await button.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
  });
  expect(hit, 'the control is not covered by the hero content').toBe(true);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(paused).toBe(true);
  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(paused).toBe(false);
});

test('search highlights mark whole words without the punctuation around them', async ({ page }) => {
  await page.goto('/search?q=bpc-157');
  const marks = await page.locator('.search-results mark').allTextContents();
  expect(marks.length).toBeGreaterThan(0);
  for (const m of marks) expect(m).toMatch(/^[\p{L}\p{N}](.*[\p{L}\p{N}])?$/u);
});
