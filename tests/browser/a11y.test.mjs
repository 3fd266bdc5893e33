// Keyboard and screen-reader behaviour axe cannot see: where focus goes, what Escape closes, errors that stay, layouts
// that hold at 200% zoom, and the visual defects of issue 15.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkA11y, control, hydrated, mailLink, waitForToast, withPage } from './lib.mjs';

const declined = (page) => page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
const active = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return { tag: el?.tagName ?? '', name: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '', ask: el?.dataset?.ask ?? '' };
  });

test('closing the chat returns focus to what opened it: a home-page question, or the launcher', () =>
  withPage(async (page) => {
    await declined(page);
    await page.goto('/');
    await hydrated(page);
    const question = page.locator('[data-ask]').first();
    const text = await question.getAttribute('data-ask');
    await question.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'AI Assistant' });
    await panel.waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    assert.equal((await active(page)).ask, text, 'focus is back on the question');

    const launcher = page.getByRole('button', { name: 'Open AI Assistant' });
    await launcher.focus();
    await page.keyboard.press('Enter');
    await panel.waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
    await panel.getByRole('button', { name: 'Close AI Assistant' }).click();
    await panel.waitFor({ state: 'hidden' });
    assert.equal((await active(page)).name, 'Open AI Assistant');
  }));

test('one Escape closes one thing: a header menu over the open chat closes alone', () =>
  withPage(async (page) => {
    await declined(page);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open AI Assistant' }).click();
    const panel = page.getByRole('dialog', { name: 'AI Assistant' });
    await panel.waitFor();
    const menuButton = control(page.getByRole('navigation', { name: 'Main' }), 'Peptide Therapy');
    await menuButton.focus();
    await page.keyboard.press('ArrowDown');
    const guide = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'BPC-157' });
    await guide.waitFor();
    await page.keyboard.press('Escape');
    await guide.waitFor({ state: 'hidden' });
    assert.equal(await panel.isVisible(), true, 'the chat stays open');
    assert.equal((await active(page)).name, 'Peptide Therapy');
    // Escape from inside the chat closes the chat.
    await panel.locator('textarea').focus();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
  }));

test('at 200% zoom (640×400 CSS px) the chat panel keeps a usable message area and its message box is not covered', () =>
  withPage(
    async (page) => {
      await page.goto('/');
      await hydrated(page);
      await page.getByRole('button', { name: 'Open AI Assistant' }).click();
      const panel = page.getByRole('dialog', { name: 'AI Assistant' });
      await panel.locator('textarea').waitFor();
      const sizes = await panel.evaluate((p) => {
        const box = (el) => el.getBoundingClientRect();
        const hit = (el) => {
          const r = box(el);
          return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
        };
        return {
          messages: box(p.querySelector('.chat-messages')).height,
          panel: box(p),
          textarea: hit(p.querySelector('textarea')),
          send: hit(p.querySelector('button[type=submit]')),
          signIn: hit([...p.querySelectorAll('a')].find((a) => a.textContent === 'Sign in')),
        };
      });
      assert.ok(sizes.messages >= 180, `message area is ${sizes.messages}px tall`);
      assert.ok(sizes.panel.top >= 0 && sizes.panel.bottom <= 400, 'the panel fits the viewport');
      assert.deepEqual([sizes.textarea, sizes.send, sizes.signIn], [true, true, true], 'message box, Send and Sign in can be reached');
      assert.deepEqual(await checkA11y(page), []);
    },
    { viewport: { width: 640, height: 400 } },
  ));

test('on a phone the launcher steps aside while a form field has focus, and focused fields scroll clear of it', () =>
  withPage(
    async (page) => {
      await declined(page);
      await page.goto('/contact');
      await hydrated(page);
      const launcher = page.getByRole('button', { name: 'Open AI Assistant' });
      assert.equal(await launcher.isVisible(), true);
      const fields = page.locator('#contact-form').locator('input:not([type=hidden]):not([tabindex="-1"]), textarea, select');
      const count = await fields.count();
      assert.ok(count >= 4);
      for (let i = 0; i < count; i++) {
        const field = fields.nth(i);
        if (!(await field.isVisible())) continue;
        await field.focus();
        assert.equal(await launcher.isVisible(), false, 'launcher hidden while a field has focus');
        const covered = await field.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return [r.left + 4, r.right - 4].some((x) => !el.contains(document.elementFromPoint(x, r.top + Math.min(r.height / 2, 20))));
        });
        assert.equal(covered, false, `field ${i} is not covered`);
      }
      await page.locator('body').click({ position: { x: 5, y: 200 } });
      await launcher.waitFor();
    },
    { viewport: { width: 390, height: 700 } },
  ));

test('a wrong password leaves an inline error wired to both fields, as well as the toast', () =>
  withPage(async (page) => {
    await page.goto('/auth');
    await hydrated(page);
    await page.waitForSelector('form.auth-form');
    await page.fill('#email', 'nobody-inline@example.com');
    await page.fill('#password', 'Not-A-Real-Password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await waitForToast(page, 'Error signing in', 'Invalid email or password.');
    const error = page.locator('#auth-form-error');
    assert.match(await error.textContent(), /Invalid email or password\./);
    for (const id of ['#email', '#password']) {
      assert.equal(await page.getAttribute(id, 'aria-invalid'), 'true', id);
      assert.ok((await page.getAttribute(id, 'aria-describedby')).split(' ').includes('auth-form-error'), id);
    }
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'email', 'focus moves to the first invalid field');
    // Still there long after the toast has gone; cleared by switching mode.
    await page.waitForTimeout(4500);
    assert.equal(await error.isVisible(), true);
    assert.deepEqual(await checkA11y(page), []);
    await page.getByRole('button', { name: 'Create one' }).click();
    await error.waitFor({ state: 'detached' });
    assert.equal(await page.getAttribute('#email', 'aria-invalid'), null);
  }));

test('sign-up, forgot and reset refusals stay inline next to their field or form', () =>
  withPage(async (page) => {
    await page.goto('/auth?mode=sign-up');
    await hydrated(page);
    await page.waitForSelector('form.auth-form');
    await page.fill('#fullName', 'Inline Errors');
    await page.fill('#email', 'inline-errors@example.com');
    await page.fill('#password', 'password123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.locator('#password-error').waitFor();
    assert.equal(await page.getAttribute('#password', 'aria-invalid'), 'true');
    assert.ok((await page.getAttribute('#password', 'aria-describedby')).includes('password-error'));

    // A failure on our side while asking for a reset link: an inline message, the fields untouched.
    await page.route('**/api/auth/forgot', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto('/auth?mode=forgot');
    await hydrated(page);
    await page.waitForSelector('form.auth-form');
    await page.fill('#email', 'inline-errors@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.locator('#auth-form-error').waitFor();
    assert.match(await page.locator('#auth-form-error').textContent(), /Something went wrong/);
    assert.equal(await page.inputValue('#email'), 'inline-errors@example.com');

    // Reset: field errors under the new password; a refusal that is not about a field (too many tries) above the form.
    const email = `inline-reset-${Date.now()}@example.com`;
    await page.unroute('**/api/auth/forgot');
    await page.evaluate(async (address) => {
      const post = (path, body) =>
        fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      await post('/api/auth/sign-up', { fullName: 'Inline Reset', email: address, password: 'Saffron-Delta-5521' });
      await post('/api/auth/forgot', { email: address });
    }, email);
    const link = await mailLink(page, { to: email, path: '/auth/reset' });
    await page.goto(link);
    await hydrated(page);
    await page.fill('#new-password', 'short');
    await page.fill('#confirm-password', 'short');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.locator('#new-password-error').waitFor();
    assert.equal(await page.getAttribute('#new-password', 'aria-invalid'), 'true');
    assert.ok((await page.getAttribute('#new-password', 'aria-describedby')).includes('new-password-error'));
    await page.route('**/api/auth/reset', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '60' },
        body: JSON.stringify({ error: { code: 'rate_limited:reset', message: 'Too many attempts. Please try again later.' } }),
      }),
    );
    await page.fill('#new-password', 'Saffron-Delta-5521');
    await page.fill('#confirm-password', 'Saffron-Delta-5521');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.locator('#auth-form-error').waitFor();
    assert.match(await page.locator('#auth-form-error').textContent(), /Too many attempts/);
    assert.equal(await page.inputValue('#new-password'), 'Saffron-Delta-5521');
  }));

test('guide contents numbers sit on the first line of wrapped entries, in every guide', () =>
  withPage(
    async (page) => {
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
        assert.equal(res.status(), 200, slug);
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
          assert.notEqual(r.display, 'inline-block', slug);
          assert.ok(Math.abs(r.height) < 2, `${slug}: the item is its link, nothing below the text`);
        }
      }
      assert.ok(wrapped > 5, `only ${wrapped} wrapped entries seen`);
    },
    { viewport: { width: 1280, height: 900 } },
  ));

test('testimonials fill their cells, and opening one plan leaves the other cards their own height', () =>
  withPage(
    async (page) => {
      await page.goto('/solutions');
      await hydrated(page);
      const figure = page.locator('figure.testimonial').first();
      const [cell, margin] = await figure.evaluate((f) => [f.getBoundingClientRect().width, getComputedStyle(f).marginLeft]);
      assert.equal(margin, '0px');
      assert.ok(cell > 300, `testimonial is ${cell}px wide on a 390px phone`);

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/solutions/nutrition');
      await hydrated(page);
      const cards = page.locator('#plans .plan-card');
      const before = await cards.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
      const summary = cards.first().locator('summary');
      assert.match(await summary.innerText(), /^View Plan/);
      await summary.click();
      await page.waitForTimeout(600);
      assert.match(await summary.innerText(), /^Hide Plan/);
      const name = await summary.evaluate((s) => s.textContent);
      assert.ok(name.includes('Performance Nutrition'), 'the accessible name keeps the plan title');
      const after = await cards.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
      assert.ok(after[0] > before[0] + 100, 'the opened card grows');
      for (let i = 1; i < after.length; i++) assert.ok(after[i] <= before[i] + 1, `card ${i} did not stretch (${before[i]} → ${after[i]})`);
      await summary.click();
      assert.match(await summary.innerText(), /^View Plan/);
    },
    { viewport: { width: 390, height: 844 } },
  ));

test('the Selank background video has a labelled, keyboard-operable pause control that announces its state', () =>
  withPage(async (page) => {
    await declined(page);
    await page.goto('/education/selank');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Pause background video' });
    await button.waitFor();
    const video = page.locator('video.bg-video-media');
    await page.waitForFunction(() => !document.querySelector('video.bg-video-media')?.paused);
    assert.equal(await button.getAttribute('aria-pressed'), 'false');
    const hit = await button.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    assert.equal(hit, true, 'the control is not covered by the hero content');
    await button.focus();
    await page.keyboard.press('Enter');
    assert.equal(await button.getAttribute('aria-pressed'), 'true');
    assert.equal(await video.evaluate((v) => v.paused), true);
    await page.keyboard.press('Space');
    assert.equal(await button.getAttribute('aria-pressed'), 'false');
    await page.waitForFunction(() => !document.querySelector('video.bg-video-media')?.paused);
  }));

test('search highlights mark whole words without the punctuation around them', () =>
  withPage(async (page) => {
    await page.goto('/search?q=bpc-157');
    const marks = await page.locator('.search-results mark').allTextContents();
    assert.ok(marks.length > 0);
    for (const m of marks) assert.match(m, /^[\p{L}\p{N}](.*[\p{L}\p{N}])?$/u, `"${m}"`);
  }));
