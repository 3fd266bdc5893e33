// Accounts in a real browser: create an account, verify it from the dev mailbox, sign in and out, reset a password.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, checkA11y, hydrated, mailLink, verifyEmail, waitForToast, withPage, holdIslandCode } from './lib.mjs';

const uniqueEmail = (tag) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Opens /auth and waits for the client entry (the form itself hydrates on first use). */
async function openAuth(page, query = '') {
  await page.goto(`${BASE_URL}/auth${query}`);
  await hydrated(page);
  await page.waitForSelector('form.auth-form');
}

/** The visible toasts as "title|description". */
async function toasts(page) {
  return page.$$eval('[data-testid="toast"]', (items) =>
    items.map((t) => `${t.querySelector('.toast-title')?.textContent}|${t.querySelector('.toast-description')?.textContent ?? ''}`),
  );
}

/** Delays one API call so the in-flight button state can be seen. */
async function slowDown(page, path) {
  await page.route(`**${path}`, async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
}

test('create mode requires a full name that is not blank, keeping what was typed', () =>
  withPage(async (page) => {
    await openAuth(page);
    await page.getByRole('button', { name: 'Create one' }).click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await page.fill('#fullName', '   ');
    await page.fill('#email', 'blank-name@example.com');
    await page.fill('#password', 'Saffron-Delta-5521');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await waitForToast(page, 'Full name required', 'Please enter your full name to create an account.');
    const toast = page.locator('[data-testid="toast"]').first();
    assert.match((await toast.getAttribute('class')) ?? '', /toast-destructive/);
    assert.equal(await page.getAttribute('#fullName', 'aria-invalid'), 'true');
    assert.equal(await page.inputValue('#email'), 'blank-name@example.com');
    assert.equal(await page.inputValue('#password'), 'Saffron-Delta-5521');

    // Too short a password: a clear message, nothing sent, nothing lost.
    await page.fill('#fullName', 'Blank Name');
    await page.fill('#password', 'short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await waitForToast(page, 'Error creating account', 'Password must be at least 8 characters.');
    assert.equal(await page.inputValue('#fullName'), 'Blank Name');
    // Switching back to sign-in hides the full name: it is required only when creating an account.
    await page.getByRole('button', { name: 'Sign in' }).click();
    assert.equal(await page.locator('#fullName').count(), 0);
    assert.deepEqual(page.errors, []);
  }));

test('the /auth form works before its code arrives: typing is kept, the toggle answers, the held submit is sent', () =>
  withPage(async (page) => {
    // Hold the island's code until the visitor has typed, toggled and pressed Sign In.
    const release = await holdIslandCode(page);
    await page.goto(`${BASE_URL}/auth`);
    await hydrated(page);
    await page.fill('#email', 'nobody-here@example.com');
    await page.fill('#password', 'Wrong-Password-1234');
    const toggle = page.getByRole('button', { name: 'Show password' });
    await toggle.click();
    assert.equal(await page.getAttribute('#password', 'type'), 'text');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    await page.getByRole('button', { name: 'Sign In' }).click();
    assert.equal(await page.locator('[data-island="AuthForm"]').getAttribute('data-loading'), 'true');
    release();
    // The replayed submit carried what was typed: the server refuses the unknown account.
    await waitForToast(page, 'Error signing in', 'Invalid email or password.');
    assert.equal(await page.inputValue('#email'), 'nobody-here@example.com');
    assert.equal(await page.getAttribute('#password', 'type'), 'text');
    await toggle.click();
    assert.equal(await page.getAttribute('#password', 'type'), 'password');
    assert.deepEqual(page.errors, []);
  }));

test('create an account, verify it from the dev mailbox, sign in, see the user menu, sign out', () =>
  withPage(async (page) => {
    const email = uniqueEmail('amira');
    const password = 'Saffron-Delta-5521';
    await openAuth(page, '?mode=sign-up');
    assert.deepEqual(await checkA11y(page), []);

    await page.fill('#fullName', 'Amira Noor');
    await page.fill('#email', email);
    await page.fill('#password', password);
    // The show/hide toggle reveals the password and hides it again.
    const toggle = page.getByRole('button', { name: 'Show password' });
    await toggle.click();
    assert.equal(await page.getAttribute('#password', 'type'), 'text');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    await toggle.click();
    assert.equal(await page.getAttribute('#password', 'type'), 'password');

    await slowDown(page, '/api/auth/sign-up');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const busy = page.getByRole('button', { name: 'Creating account...' });
    await busy.waitFor();
    assert.equal(await busy.isDisabled(), true);
    await waitForToast(page, 'Account created!', 'Please check your email to verify your account.');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    assert.equal(await page.inputValue('#email'), email);

    // Not verified yet: refused, with a way to resend.
    await page.fill('#password', password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await waitForToast(
      page,
      'Error signing in',
      'Please verify your email address before signing in. Check your inbox for the link, or send a new one.',
    );
    await page.getByRole('button', { name: 'Resend verification email' }).waitFor();

    await verifyEmail(page, await mailLink(page, { to: email, path: '/auth/verify' }));
    await hydrated(page);
    await page.getByText('Your email address is verified. You can now sign in.').waitFor();

    await page.fill('#email', email);
    await page.fill('#password', password);
    await slowDown(page, '/api/auth/sign-in');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Signing in...' }).waitFor();
    await page.waitForURL(`${BASE_URL}/`);
    await hydrated(page);
    await waitForToast(page, 'Welcome back!', 'You have successfully signed in.');

    // The signed-in header: initials, name and email in the menu, and the /chat link.
    assert.equal(await page.textContent('[data-testid="avatar-initials"]'), 'AN');
    assert.equal(await page.locator('.main-nav a[href="/chat"]').count(), 1);
    await page.getByRole('button', { name: 'Account menu for Amira Noor' }).click();
    assert.equal(await page.textContent('.user-menu-name'), 'Amira Noor');
    assert.equal(await page.textContent('.user-menu-email'), email);

    // A signed-in visitor to /auth is sent home.
    await page.goto(`${BASE_URL}/auth`);
    assert.equal(page.url(), `${BASE_URL}/`);
    await hydrated(page);

    await page.getByRole('button', { name: 'Account menu for Amira Noor' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await waitForToast(page, 'Signed out successfully', 'You have been signed out of your account.');
    await page.locator('.header-login').waitFor();
    assert.equal(await page.locator('[data-testid="avatar-initials"]').count(), 0);
    const session = await page.evaluate(() => fetch('/api/auth/session').then((r) => r.json()));
    assert.deepEqual(session, { user: null });
    assert.deepEqual(page.errors, []);
  }));

test('a wrong password is refused with the reason, and the form keeps the email', () =>
  withPage(async (page) => {
    await openAuth(page);
    await page.fill('#email', 'nobody-here@example.com');
    await page.fill('#password', 'Not-A-Real-Password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await waitForToast(page, 'Error signing in', 'Invalid email or password.');
    assert.equal(await page.inputValue('#email'), 'nobody-here@example.com');
    assert.equal(await page.inputValue('#password'), 'Not-A-Real-Password-1');
    assert.ok((await toasts(page)).length <= 3);
  }));

test('forgot password: the emailed link leads to a page to choose a new one, which then signs in', () =>
  withPage(async (page) => {
    const email = uniqueEmail('reset');
    await openAuth(page, '?mode=sign-up');
    await page.fill('#fullName', 'Reset Person');
    await page.fill('#email', email);
    await page.fill('#password', 'First-Secret-Phrase-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await waitForToast(page, 'Account created!', 'Please check your email to verify your account.');

    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    assert.equal(await page.inputValue('#email'), email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('If an account exists for that email, we have sent a link to reset your password.', { exact: false }).waitFor();

    await page.goto(await mailLink(page, { to: email, path: '/auth/reset' }));
    await hydrated(page);
    await page.fill('#new-password', 'Second-Secret-Phrase-2');
    await page.fill('#confirm-password', 'Second-Secret-Phrase-2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.waitForURL(`${BASE_URL}/auth`);
    await waitForToast(page, 'Password updated', 'You can now sign in with your new password.');

    // The reset also proved the address, so the new password signs in straight away.
    await page.waitForSelector('form.auth-form');
    await page.fill('#email', email);
    await page.fill('#password', 'Second-Secret-Phrase-2');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${BASE_URL}/`);
    await hydrated(page);
    assert.equal(await page.textContent('[data-testid="avatar-initials"]'), 'RP');
  }));

test('signing in or out in one tab updates the other open tabs', () =>
  withPage(async (page, context) => {
    const email = uniqueEmail('tabs');
    const password = 'Twin-Tabs-Secret-7';
    await page.goto(`${BASE_URL}/about`);
    await page.evaluate(
      (body) => fetch('/api/auth/sign-up', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
      { fullName: 'Tab Tester', email, password },
    );
    await verifyEmail(page, await mailLink(page, { to: email, path: '/auth/verify' }));

    const other = await context.newPage();
    await other.goto(`${BASE_URL}/about`);
    await hydrated(other);
    assert.equal(await other.locator('.header-login').count(), 1);

    await openAuth(page);
    await page.fill('#email', email);
    await page.fill('#password', password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${BASE_URL}/`);
    await other.waitForSelector('[data-testid="avatar-initials"]', { timeout: 10_000 });
    assert.equal(await other.textContent('[data-testid="avatar-initials"]'), 'TT');

    await hydrated(page);
    await page.getByRole('button', { name: 'Account menu for Tab Tester' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await other.waitForSelector('.header-login', { timeout: 10_000 });
    assert.equal(await other.locator('[data-testid="avatar-initials"]').count(), 0);
  }));
