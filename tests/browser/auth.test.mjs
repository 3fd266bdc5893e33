// Accounts in a real browser: create an account, verify it from the dev mailbox, sign in and out, reset a password.
import { checkA11y, expect, test, uniqueEmail } from './fixtures.mjs';

test('create mode requires a full name that is not blank, keeping what was typed', async ({ page, site, auth }) => {
  await auth.open();
  await page.getByRole('button', { name: 'Create one' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await auth.fullName.fill('   ');
  await auth.email.fill('blank-name@example.com');
  await auth.password.fill('Saffron-Delta-5521');
  await page.getByRole('button', { name: 'Create Account' }).click();
  const toast = site.toast('Full name required', 'Please enter your full name to create an account.');
  await expect(toast).toHaveClass(/toast-destructive/);
  await expect(auth.fullName).toHaveAttribute('aria-invalid', 'true');
  await expect(auth.email).toHaveValue('blank-name@example.com');
  await expect(auth.password).toHaveValue('Saffron-Delta-5521');

  // Too short a password: a clear message, nothing sent, nothing lost.
  await auth.fullName.fill('Blank Name');
  await auth.password.fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(site.toast('Error creating account', 'Password must be at least 8 characters.')).toBeVisible();
  await expect(auth.fullName).toHaveValue('Blank Name');
  // Switching back to sign-in hides the full name: it is required only when creating an account.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(auth.fullName).toBeHidden();
  expect(page.errors).toEqual([]);
});

test('the /auth form works before its code arrives: typing is kept, the toggle answers, the held submit is sent', async ({
  page,
  site,
  auth,
}) => {
  // Hold the island's code until the visitor has typed, toggled and pressed Sign In.
  const release = await site.holdIslandCode();
  await site.open('/auth');
  await auth.email.fill('nobody-here@example.com');
  await auth.password.fill('Wrong-Password-1234');
  const toggle = page.getByRole('button', { name: 'Show password' });
  await toggle.click();
  await expect(auth.password).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.locator('[data-island="AuthForm"]')).toHaveAttribute('data-loading', 'true');
  release();
  // The replayed submit carried what was typed: the server refuses the unknown account.
  await expect(site.toast('Error signing in', 'Invalid email or password.')).toBeVisible();
  await expect(auth.email).toHaveValue('nobody-here@example.com');
  await expect(auth.password).toHaveAttribute('type', 'text');
  await toggle.click();
  await expect(auth.password).toHaveAttribute('type', 'password');
  expect(page.errors).toEqual([]);
});

test('create an account, verify it from the dev mailbox, sign in, see the user menu, sign out', async ({ page, site, auth, account }) => {
  const email = uniqueEmail('amira');
  const password = 'Saffron-Delta-5521';
  await auth.open('?mode=sign-up');
  expect(await checkA11y(page)).toEqual([]);

  await auth.fullName.fill('Amira Noor');
  await auth.email.fill(email);
  await auth.password.fill(password);
  // The show/hide toggle reveals the password and hides it again.
  const toggle = page.getByRole('button', { name: 'Show password' });
  await toggle.click();
  await expect(auth.password).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(auth.password).toHaveAttribute('type', 'password');

  let release = await site.hold('**/api/auth/sign-up');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
  release();
  await expect(site.toast('Account created!', 'Please check your email to verify your account.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(auth.email).toHaveValue(email);

  // Not verified yet: refused, with a way to resend.
  await auth.password.fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    site.toast('Error signing in', 'Please verify your email address before signing in. Check your inbox for the link, or send a new one.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeVisible();

  await account.verify(email);
  await site.hydrated();
  await expect(page.getByText('Your email address is verified. You can now sign in.')).toBeVisible();

  release = await site.hold('**/api/auth/sign-in');
  await auth.signIn(email, password);
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeVisible();
  release();
  await page.waitForURL('/');
  await site.hydrated();
  await expect(site.toast('Welcome back!', 'You have successfully signed in.')).toBeVisible();

  // The signed-in header: initials, name and email in the menu, and the /chat link.
  await expect(page.getByTestId('avatar-initials')).toHaveText('AN');
  await expect(page.locator('.main-nav a[href="/chat"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Account menu for Amira Noor' }).click();
  await expect(page.locator('.user-menu-name')).toHaveText('Amira Noor');
  await expect(page.locator('.user-menu-email')).toHaveText(email);

  // A signed-in visitor to /auth is sent home.
  await page.goto('/auth');
  expect(new URL(page.url()).pathname).toBe('/');
  await site.hydrated();

  await page.getByRole('button', { name: 'Account menu for Amira Noor' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(site.toast('Signed out successfully', 'You have been signed out of your account.')).toBeVisible();
  await expect(page.locator('.header-login')).toBeVisible();
  await expect(page.getByTestId('avatar-initials')).toHaveCount(0);
  const session = await page.evaluate(() => fetch('/api/auth/session').then((r) => r.json()));
  expect(session).toEqual({ user: null });
  expect(page.errors).toEqual([]);
});

test('forgot password: the emailed link leads to a page to choose a new one, which then signs in', async ({
  page,
  site,
  auth,
  mailbox,
}) => {
  const email = uniqueEmail('reset');
  await auth.open('?mode=sign-up');
  await auth.fullName.fill('Reset Person');
  await auth.email.fill(email);
  await auth.password.fill('First-Secret-Phrase-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(site.toast('Account created!', 'Please check your email to verify your account.')).toBeVisible();

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expect(auth.email).toHaveValue(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('If an account exists for that email, we have sent a link to reset your password.')).toBeVisible();

  await site.open(await mailbox.link({ to: email, path: '/auth/reset' }));
  await page.locator('#new-password').fill('Second-Secret-Phrase-2');
  await page.locator('#confirm-password').fill('Second-Secret-Phrase-2');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await page.waitForURL('/auth');
  await expect(site.toast('Password updated', 'You can now sign in with your new password.')).toBeVisible();

  // The reset also proved the address, so the new password signs in straight away.
  await expect(auth.form).toBeVisible();
  await auth.signIn(email, 'Second-Secret-Phrase-2');
  await page.waitForURL('/');
  await site.hydrated();
  await expect(page.getByTestId('avatar-initials')).toHaveText('RP');
});

test('signing in or out in one tab updates the other open tabs', async ({ page, context, site, auth, account }) => {
  const email = uniqueEmail('tabs');
  await account.signUp({ fullName: 'Tab Tester', email });
  await account.verify(email);

  const other = await context.newPage();
  await other.goto('/about');
  await expect(other.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(other.locator('.header-login')).toHaveCount(1);

  await auth.open();
  await auth.signIn(email);
  await page.waitForURL('/');
  await expect(other.getByTestId('avatar-initials')).toHaveText('TT');

  await site.hydrated();
  await page.getByRole('button', { name: 'Account menu for Tab Tester' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(other.locator('.header-login')).toBeVisible();
  await expect(other.getByTestId('avatar-initials')).toHaveCount(0);
});
