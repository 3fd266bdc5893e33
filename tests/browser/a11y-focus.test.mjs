// Issue 30, serious defect 3: focus never falls to <body>. Busy buttons stay focusable (aria-disabled, with a guard),
// controls that go away hand focus on deliberately, and a toast with focus in it stays until focus leaves.
import { checkA11y, expect, test, uniqueEmail } from './fixtures.mjs';
import { PASSWORD } from './pages.mjs';

/** What has focus, as "tag: name"; "(body)" when focus fell to the page. */
const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return '(body)';
    const name = el.getAttribute('aria-label') || el.labels?.[0]?.textContent || el.textContent || el.id;
    return `${el.tagName.toLowerCase()}: ${name.trim().replace(/\s+/g, ' ').slice(0, 60)}`;
  });

/**
 * Presses Enter on `button` while its request is held: focus must stay on it, busy and aria-disabled (a second press
 * does nothing). Then lets the request through and waits for `done`.
 */
async function pressWhileHeld(page, site, { button, url, busyName, done }) {
  const release = await site.hold(url);
  await button.focus();
  await page.keyboard.press('Enter');
  const busy = page.getByRole('button', { name: busyName });
  await expect(busy).toBeFocused();
  await expect(busy).toHaveAttribute('aria-disabled', 'true');
  release();
  await done();
  expect(await focused(page)).not.toBe('(body)');
}

test('/account: busy buttons keep focus and refuse a second press; Cancel the change hands focus to its notice', async ({
  page,
  site,
  cookies,
  account,
}) => {
  await cookies.storeChoice();
  await account.create({ fullName: 'Focus Tester' });
  await site.open('/account');

  // Save name: focus stays on the busy button; one request for two presses.
  let profileRequests = 0;
  page.on('request', (r) => r.url().endsWith('/api/account/profile') && profileRequests++);
  const saveName = page.getByRole('button', { name: 'Save name' });
  await page.locator('#account-full-name').fill('Focus Tester Renamed');
  const release = await site.hold('**/api/account/profile');
  await saveName.focus();
  await page.keyboard.press('Enter');
  const saving = page.getByRole('button', { name: 'Saving...' });
  await expect(saving).toBeFocused();
  await expect(saving).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  release();
  await expect(page.locator('#profile-status')).not.toBeEmpty();
  await expect(saveName).toBeFocused();
  await expect(saveName).not.toHaveAttribute('aria-disabled');
  expect(profileRequests, 'a busy button does nothing').toBe(1);

  await page.locator('#account-new-email').fill(uniqueEmail('moved'));
  await page.locator('#account-email-password').fill(PASSWORD);
  const cancel = page.getByRole('button', { name: 'Cancel the change' });
  await pressWhileHeld(page, site, {
    button: page.getByRole('button', { name: 'Send verification link' }),
    url: '**/api/account/email',
    busyName: 'Sending...',
    done: () => expect(cancel).toBeVisible(),
  });
  await expect(page.getByRole('button', { name: 'Send verification link' })).toBeFocused();

  // Cancel the change: its block goes away, and focus moves to the notice saying what happened.
  await cancel.focus();
  await page.keyboard.press('Enter');
  await expect(cancel).toHaveCount(0);
  await expect(page.locator('#email-status')).toBeFocused();
  await expect(page.locator('#email-status')).not.toBeEmpty();

  await page.locator('#account-current-password').fill(PASSWORD);
  await page.locator('#account-new-password').fill('Harbour-Lantern-7731');
  await page.locator('#account-confirm-password').fill('Harbour-Lantern-7731');
  await pressWhileHeld(page, site, {
    button: page.getByRole('button', { name: 'Change password' }),
    url: '**/api/account/password',
    busyName: 'Saving...',
    done: () => expect(page.locator('#password-status')).not.toBeEmpty(),
  });
  await expect(page.getByRole('button', { name: 'Change password' })).toBeFocused();

  const download = page.waitForEvent('download');
  await pressWhileHeld(page, site, {
    button: page.getByRole('button', { name: 'Download your data' }),
    url: '**/api/account/export',
    busyName: 'Preparing...',
    done: () => expect(page.locator('#data-status')).not.toBeEmpty(),
  });
  await download;
  await expect(page.getByRole('button', { name: 'Download your data' })).toBeFocused();
  expect(await checkA11y(page)).toEqual([]);
});

test('/auth: Forgot password? and each mode switch move focus to the new heading', async ({ page, cookies, auth }) => {
  await cookies.storeChoice();
  await auth.open();
  await page.getByRole('button', { name: 'Forgot password?' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeFocused();
  await page.getByRole('button', { name: 'Back to sign in' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeFocused();
  await page.getByRole('button', { name: 'Create one' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeFocused();
  expect(await checkA11y(page)).toEqual([]);
});

test('/auth: Resend verification email hands focus to the notice, which fills a live region that was already there', async ({
  page,
  site,
  cookies,
  account,
  auth,
}) => {
  await cookies.storeChoice();
  const email = uniqueEmail('unverified');
  await account.signUp({ fullName: 'Not Verified', email });
  await auth.open();
  const status = page.locator('.auth-card [role="status"]');
  await expect(status, 'the status region exists before any notice').toHaveCount(1);
  await expect(status).toBeEmpty();
  await auth.signIn(email);
  const resend = page.getByRole('button', { name: 'Resend verification email' });
  await expect(resend).toBeVisible();
  const release = await site.hold('**/api/auth/resend');
  await resend.focus();
  await page.keyboard.press('Enter');
  await expect(resend, 'busy, it keeps focus').toBeFocused();
  await expect(resend).toHaveAttribute('aria-disabled', 'true');
  release();
  await expect(resend).toHaveCount(0);
  const notice = status.locator('.auth-notice');
  await expect(notice).toContainText('Check your email');
  await expect(notice).toBeFocused();
  expect(await checkA11y(page)).toEqual([]);
});

test.describe('the chat panel, signed in with a chat kept from before signing in', () => {
  const guestChat = [
    { id: 'g1', role: 'user', content: 'What is BPC-157?' },
    { id: 'g2', role: 'assistant', content: 'A research peptide.' },
  ];

  test.beforeEach(async ({ page, cookies, account }) => {
    await cookies.storeChoice();
    await account.create({ fullName: 'Chat Focus' });
    await page.evaluate((list) => sessionStorage.setItem('oasis-chat:guest', JSON.stringify(list)), guestChat);
  });

  test('Discard hands focus to the message box', async ({ page, site, chat }) => {
    await site.open('/about');
    await chat.open();
    const discard = chat.dialog.getByRole('button', { name: 'Discard' });
    await discard.focus();
    await page.keyboard.press('Enter');
    await expect(discard).toHaveCount(0);
    await expect(chat.input).toBeFocused();
  });

  test('Save chat keeps focus while saving, then hands it to the message box; New chat does too', async ({ page, site, chat }) => {
    await site.open('/about');
    await chat.open();
    const save = chat.dialog.getByRole('button', { name: 'Save chat' });
    const release = await site.hold('**/api/conversations/import');
    await save.focus();
    await page.keyboard.press('Enter');
    const saving = chat.dialog.getByRole('button', { name: 'Saving...' });
    await expect(saving).toBeFocused();
    await expect(saving).toHaveAttribute('aria-disabled', 'true');
    release();
    await expect(chat.dialog.locator('.chat-import')).toHaveCount(0);
    await expect(chat.input).toBeFocused();
    await expect(chat.questions).toHaveCount(1);

    // New chat clears the conversation; with nothing left to clear it is unavailable, and focus is in the message box.
    const newChat = chat.dialog.getByRole('button', { name: 'New chat' });
    await newChat.focus();
    await page.keyboard.press('Enter');
    await expect(chat.questions).toHaveCount(0);
    await expect(chat.input).toBeFocused();
    await expect(newChat).toHaveAttribute('aria-disabled', 'true');
    expect(await checkA11y(page)).toEqual([]);
  });
});

test.describe('toasts', () => {
  const show = (page, detail) => page.evaluate((d) => window.dispatchEvent(new CustomEvent('app:toast', { detail: d })), detail);

  test.beforeEach(async ({ page, site, cookies }) => {
    await cookies.storeChoice();
    await page.clock.install();
    await site.open('/about');
    // From here time moves only when the test moves it (an installed clock otherwise keeps real time).
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
  });

  test('a toast with focus in it stays until focus leaves, then goes after its time', async ({ page, site }) => {
    await show(page, { title: 'Saved', description: 'Focus test' });
    const toast = site.toast('Saved');
    await toast.getByRole('button', { name: 'Dismiss notification' }).focus();
    await page.clock.runFor(6000);
    await expect(toast, 'a focused toast stays').toHaveCount(1);
    const link = page.locator('main a').first();
    await link.focus();
    await page.clock.runFor(4100);
    await expect(toast).toHaveCount(0);
    await expect(link).toBeFocused();
  });

  test('a toast under the pointer stays; an error lasts at least 10 s', async ({ page, site }) => {
    await show(page, { title: 'Hover me', description: 'Pointer test' });
    await show(page, { title: 'Error', description: 'Something failed', variant: 'destructive' });
    const hovered = site.toast('Hover me');
    const error = site.toast('Error', 'Something failed');
    await hovered.hover();
    await page.clock.runFor(6000);
    await expect(hovered, 'a hovered toast stays').toHaveCount(1);
    await expect(error, 'an error is still shown after 6 s').toHaveCount(1);
    await page.mouse.move(5, 600);
    await page.clock.runFor(3900);
    await expect(error, 'still shown at 9.9 s').toHaveCount(1);
    await expect(hovered, 'its 4 s start again when the pointer leaves').toHaveCount(1);
    await page.clock.runFor(200);
    await expect(error).toHaveCount(0);
    await expect(hovered).toHaveCount(0);
  });

  test('dismissing a toast from its own button returns focus where it came from', async ({ page, site }) => {
    const link = page.locator('main a').first();
    await link.focus();
    await show(page, { title: 'Dismiss me' });
    await site.toast('Dismiss me').getByRole('button', { name: 'Dismiss notification' }).focus();
    await page.keyboard.press('Enter');
    await expect(site.toast('Dismiss me')).toHaveCount(0);
    await expect(link).toBeFocused();
  });
});
