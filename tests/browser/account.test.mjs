// The account page in a real browser: name in the header (every tab), devices, data download, deletion.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { BASE_URL, checkA11y, getBrowser, hydrated, mailLink, verifyEmail, waitForToast, withPage } from './lib.mjs';

const PASSWORD = 'Juniper-Beacon-6620';
const uniqueEmail = (tag) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
// Each account comes from its own address, so this file never spends the suite's shared per-address sign-up limit.
const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** POSTs JSON from inside the page (same origin, the page's cookies) and returns the status. */
function post(page, path, body, ip = randomIp()) {
  return page.evaluate(
    ({ path, body, ip }) =>
      fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
        body: JSON.stringify(body),
      }).then((r) => r.status),
    { path, body, ip },
  );
}

/** Creates and verifies an account, then signs this browser context in. */
async function newAccount(page, fullName) {
  const email = uniqueEmail('acct');
  await page.goto(`${BASE_URL}/about`);
  assert.ok((await post(page, '/api/auth/sign-up', { fullName, email, password: PASSWORD })) < 300);
  // The link opens a confirmation page; only its button (a POST) verifies.
  await verifyEmail(page, await mailLink(page, { to: email, path: '/auth/verify' }));
  await signIn(page, email);
  return email;
}

async function signIn(page, email) {
  if (!page.url().startsWith(BASE_URL)) await page.goto(`${BASE_URL}/about`);
  assert.equal(await post(page, '/api/auth/sign-in', { email, password: PASSWORD }), 200);
}

async function openAccount(page) {
  await page.goto(`${BASE_URL}/account`);
  await hydrated(page);
  const accept = page.getByRole('button', { name: 'Accept All' });
  if (await accept.isVisible().catch(() => false)) await accept.click();
}

test('a visitor is sent to sign in and comes back to /account', () =>
  withPage(async (page) => {
    const email = await newAccount(page, 'Return Tester');
    await page.context().clearCookies();
    await page.goto(`${BASE_URL}/account`);
    assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, '/auth?next=/account');
    await hydrated(page);
    await page.waitForSelector('form.auth-form');
    await page.fill('#email', email);
    await page.fill('#password', PASSWORD);
    await page.route('**/api/auth/sign-in', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': randomIp() } }),
    );
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${BASE_URL}/account`);
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
  }));

test('changing the name updates the header at once, in this tab and another', () =>
  withPage(async (page, context) => {
    await newAccount(page, 'Amal Kareem');
    await openAccount(page);
    assert.deepEqual(await checkA11y(page), []);
    const other = await context.newPage();
    await other.goto(`${BASE_URL}/about`);
    await hydrated(other);
    assert.equal(await other.textContent('[data-testid="avatar-initials"]'), 'AK');

    // A blank name is refused on the field, with nothing sent.
    await page.fill('#account-full-name', '   ');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.waitForSelector('#account-full-name[aria-invalid="true"]');
    assert.equal(await page.getAttribute('#account-full-name', 'aria-describedby'), 'account-full-name-error');
    assert.equal(await page.textContent('#account-full-name-error'), 'Please enter your full name.');

    await page.fill('#account-full-name', 'Zaid Bin Tariq');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.waitForFunction(() => document.querySelector('#profile-status')?.textContent === 'Your name has been updated.');
    assert.equal(await page.textContent('[data-testid="avatar-initials"]'), 'ZT');
    await other.waitForFunction(() => document.querySelector('[data-testid="avatar-initials"]')?.textContent === 'ZT');
    assert.equal(await other.getAttribute('.avatar-button', 'aria-label'), 'Account menu for Zaid Bin Tariq, ZT');
    // And it is stored: a fresh load shows it too.
    await page.reload();
    assert.equal(await page.inputValue('#account-full-name'), 'Zaid Bin Tariq');
    assert.deepEqual(page.errors, []);
  }));

test('signing out another device ends that browser’s session', async () => {
  const browser = await getBrowser();
  const laptop = await browser.newContext({ baseURL: BASE_URL });
  const phone = await browser.newContext({
    baseURL: BASE_URL,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  try {
    const a = await laptop.newPage();
    const email = await newAccount(a, 'Two Devices');
    const b = await phone.newPage();
    await signIn(b, email);
    await b.goto(`${BASE_URL}/account`);
    assert.equal(new URL(b.url()).pathname, '/account');

    await openAccount(a);
    const phoneRow = a.locator('.device', { hasText: 'Safari on iPhone' });
    await phoneRow.waitFor();
    assert.equal(await a.locator('.device[data-current="true"] .device-badge').textContent(), 'This device');
    await phoneRow.getByRole('button', { name: /^Sign out Safari on iPhone/ }).click();
    await a.waitForFunction(() => /That device has been signed out/.test(document.querySelector('#devices-status')?.textContent ?? ''));
    assert.equal(await a.locator('.device', { hasText: 'Safari on iPhone' }).count(), 0);

    await b.goto(`${BASE_URL}/account`);
    assert.equal(new URL(b.url()).pathname, '/auth');
    // The laptop is still signed in.
    await a.reload();
    assert.equal(new URL(a.url()).pathname, '/account');
  } finally {
    await laptop.close();
    await phone.close();
  }
});

test('downloading the data gives a JSON file with the saved conversation', () =>
  withPage(async (page) => {
    await newAccount(page, 'Data Owner');
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
    assert.ok(conversationId);

    await openAccount(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download your data' }).click()]);
    assert.match(download.suggestedFilename(), /^oasis-peptide-lab-account-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8'));
    const conversation = data.conversations.find((c) => c.id === conversationId);
    assert.ok(conversation, 'the conversation is in the download');
    assert.equal(conversation.messages[0].content, 'What does research say about BPC-157 and tendons?');
    assert.ok(conversation.messages.some((m) => m.role === 'assistant'));
    assert.equal(data.account.fullName, 'Data Owner');
    await page.waitForFunction(() => document.querySelector('#data-status')?.textContent === 'Your data has been downloaded.');
  }));

test('deleting the account shows what was deleted; signing in then fails and /chat asks to sign in', () =>
  withPage(async (page, context) => {
    const email = await newAccount(page, 'Leaving Soon');
    await openAccount(page);
    const other = await context.newPage();
    await other.goto(`${BASE_URL}/about`);
    await hydrated(other);

    // A wrong confirmation is refused on its field.
    await page.fill('#account-delete-email', 'someone-else@example.com');
    await page.fill('#account-delete-password', PASSWORD);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForSelector('#account-delete-email[aria-invalid="true"]');

    await page.fill('#account-delete-email', email);
    await page.fill('#account-delete-password', 'Wrong-Password-000');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForFunction(
      () => document.querySelector('#account-delete-password-error')?.textContent === 'Your password is not correct.',
    );

    await page.fill('#account-delete-password', PASSWORD);
    const otherReloaded = other.waitForEvent('load');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(/\/account\/deleted\?/);
    await page.getByRole('heading', { name: 'Your account has been deleted' }).waitFor();
    assert.match(await page.textContent('main'), /signed-in device/);
    assert.deepEqual(await checkA11y(page), []);
    // The other tab heard it and reloaded as signed out.
    await otherReloaded;
    await hydrated(other);
    assert.equal(await other.getByRole('link', { name: 'Login' }).first().isVisible(), true);

    await page.goto(`${BASE_URL}/auth`);
    await hydrated(page);
    await page.waitForSelector('form.auth-form');
    await page.fill('#email', email);
    await page.fill('#password', PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await waitForToast(page, 'Error signing in', 'Invalid email or password.');

    await page.goto(`${BASE_URL}/chat`);
    assert.equal(new URL(page.url()).pathname, '/auth');
    assert.equal(new URL(page.url()).searchParams.get('next'), '/chat');
    await hydrated(page);
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
  }));
