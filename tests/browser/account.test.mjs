// The account page in a real browser: name in the header (every tab), devices, data download, deletion.
import { readFile } from 'node:fs/promises';
import { checkA11y, expect, test } from './fixtures.mjs';
import { Account, PASSWORD } from './pages.mjs';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('a visitor is sent to sign in and comes back to /account', async ({ page, context, account, auth }) => {
  const email = await account.create({ fullName: 'Return Tester' });
  await context.clearCookies();
  await page.goto('/account');
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/auth?next=/account');
  await auth.site.hydrated();
  await expect(auth.form).toBeVisible();
  await auth.signIn(email, PASSWORD);
  await page.waitForURL('/account');
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
});

test('changing the name updates the header at once, in this tab and another', async ({ page, context, site, cookies, account }) => {
  await account.create({ fullName: 'Amal Kareem' });
  await site.open('/account');
  await cookies.accept();
  expect(await checkA11y(page)).toEqual([]);
  const other = await context.newPage();
  await other.goto('/about');
  await expect(other.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(other.getByTestId('avatar-initials')).toHaveText('AK');

  // A blank name is refused on the field, with nothing sent.
  const name = page.locator('#account-full-name');
  await name.fill('   ');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAttribute('aria-describedby', 'account-full-name-error');
  await expect(page.locator('#account-full-name-error')).toHaveText('Please enter your full name.');

  await name.fill('Zaid Bin Tariq');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.locator('#profile-status')).toHaveText('Your name has been updated.');
  await expect(page.getByTestId('avatar-initials')).toHaveText('ZT');
  await expect(other.getByTestId('avatar-initials')).toHaveText('ZT');
  await expect(other.locator('.avatar-button')).toHaveAttribute('aria-label', 'Account menu for Zaid Bin Tariq, ZT');
  // And it is stored: a fresh load shows it too.
  await page.reload();
  await expect(name).toHaveValue('Zaid Bin Tariq');
  expect(page.errors).toEqual([]);
});

test('signing out another device ends that browser’s session', async ({ page, site, cookies, account, newPage }) => {
  const email = await account.create({ fullName: 'Two Devices' });
  const phone = await newPage({ userAgent: IPHONE });
  await new Account(phone).signIn(email);
  await phone.goto('/account');
  expect(new URL(phone.url()).pathname).toBe('/account');

  await site.open('/account');
  await cookies.accept();
  const phoneRow = page.locator('.device', { hasText: 'Safari on iPhone' });
  await expect(page.locator('.device[data-current="true"] .device-badge')).toHaveText('This device');
  await phoneRow.getByRole('button', { name: /^Sign out Safari on iPhone/ }).click();
  await expect(page.locator('#devices-status')).toContainText('That device has been signed out');
  await expect(phoneRow).toHaveCount(0);

  await phone.goto('/account');
  expect(new URL(phone.url()).pathname).toBe('/auth');
  // This device is still signed in.
  await page.reload();
  expect(new URL(page.url()).pathname).toBe('/account');
});

test('downloading the data gives a JSON file with the saved conversation', async ({ page, site, cookies, account }) => {
  await account.create({ fullName: 'Data Owner' });
  const chat = await page.evaluate(() =>
    fetch('/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        message: 'What does research say about BPC-157 and tendons?',
        conversationId: null,
        pageContext: '/account',
        isGuest: false,
      }),
    }).then((r) => r.text()),
  );
  const conversationId = JSON.parse(chat.split('\n')[0]).conversationId;
  expect(conversationId).toBeTruthy();

  await site.open('/account');
  await cookies.accept();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download your data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^oasis-peptide-lab-account-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  const conversation = data.conversations.find((c) => c.id === conversationId);
  expect(conversation, 'the conversation is in the download').toBeTruthy();
  expect(conversation.messages[0].content).toBe('What does research say about BPC-157 and tendons?');
  expect(conversation.messages.some((m) => m.role === 'assistant')).toBe(true);
  expect(data.account.fullName).toBe('Data Owner');
  await expect(page.locator('#data-status')).toHaveText('Your data has been downloaded.');
});

test('deleting the account shows what was deleted; signing in then fails and /chat asks to sign in', async ({
  page,
  context,
  site,
  cookies,
  account,
  auth,
}) => {
  const email = await account.create({ fullName: 'Leaving Soon' });
  await site.open('/account');
  await cookies.accept();
  const other = await context.newPage();
  await other.goto('/about');
  await expect(other.locator('html')).toHaveAttribute('data-hydrated', 'true');

  // A wrong confirmation is refused on its field.
  const confirmEmail = page.locator('#account-delete-email');
  const confirmPassword = page.locator('#account-delete-password');
  await confirmEmail.fill('someone-else@example.com');
  await confirmPassword.fill(PASSWORD);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(confirmEmail).toHaveAttribute('aria-invalid', 'true');

  await confirmEmail.fill(email);
  await confirmPassword.fill('Wrong-Password-000');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.locator('#account-delete-password-error')).toHaveText('Your password is not correct.');

  await confirmPassword.fill(PASSWORD);
  const otherReloaded = other.waitForEvent('load');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL(/\/account\/deleted\?/);
  await expect(page.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible();
  await expect(page.locator('main')).toContainText('signed-in device');
  expect(await checkA11y(page)).toEqual([]);
  // The other tab heard it and reloaded as signed out.
  await otherReloaded;
  await expect(other.getByRole('link', { name: 'Login' }).first()).toBeVisible();

  await auth.open();
  await auth.signIn(email, PASSWORD);
  await expect(site.toast('Error signing in', 'Invalid email or password.')).toBeVisible();

  await page.goto('/chat');
  expect(new URL(page.url()).pathname).toBe('/auth');
  expect(new URL(page.url()).searchParams.get('next')).toBe('/chat');
  await site.hydrated();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});
