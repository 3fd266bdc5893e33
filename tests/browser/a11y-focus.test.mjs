// Issue 30, serious defect 3: focus never falls to <body>. Busy buttons stay focusable (aria-disabled, with a guard),
// controls that go away hand focus on deliberately, and a toast with focus in it stays until focus leaves.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE_URL, checkA11y, hydrated, mailLink, verifyEmail, withPage } from './lib.mjs';

const PASSWORD = 'Juniper-Beacon-6620';
const uniqueEmail = (tag) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const declined = (page) => page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));

function post(page, path, body) {
  return page.evaluate(
    ({ path, body, ip }) =>
      fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
        body: JSON.stringify(body),
      }).then((r) => r.status),
    { path, body, ip: randomIp() },
  );
}

async function newAccount(page, { verify = true, signIn = true } = {}) {
  const email = uniqueEmail('focus');
  await page.goto(`${BASE_URL}/about`);
  assert.ok((await post(page, '/api/auth/sign-up', { fullName: 'Focus Tester', email, password: PASSWORD })) < 300);
  if (verify) await verifyEmail(page, await mailLink(page, { to: email, path: '/auth/verify' }));
  if (signIn) {
    await page.goto(`${BASE_URL}/about`);
    assert.equal(await post(page, '/api/auth/sign-in', { email, password: PASSWORD }), 200);
  }
  return email;
}

/** Holds requests matching `pattern` for `ms`, so the busy state lasts long enough to be checked. */
const slow = (page, pattern, ms = 600) =>
  page.route(pattern, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue().catch(() => {});
  });

/** What has focus, as "tag: name"; "(body)" when focus fell to the page. */
const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return '(body)';
    const name = el.getAttribute('aria-label') || el.labels?.[0]?.textContent || el.textContent || el.id;
    return `${el.tagName.toLowerCase()}: ${name.trim().replace(/\s+/g, ' ').slice(0, 60)}`;
  });

/** Presses Enter on `locator` and checks focus while the action runs (every 50 ms) and after `done` resolves. */
async function pressAndWatch(page, locator, done) {
  await locator.focus();
  const samples = [];
  let finished = false;
  const watching = (async () => {
    while (!finished) {
      samples.push(await focused(page));
      await page.waitForTimeout(50);
    }
  })();
  await page.keyboard.press('Enter');
  await done();
  await page.waitForTimeout(150);
  finished = true;
  await watching;
  samples.push(await focused(page));
  return samples;
}

test('/account: focus stays on busy buttons and moves to the notice when Cancel the change goes away', () =>
  withPage(async (page) => {
    await declined(page);
    await newAccount(page);
    await slow(page, '**/api/account/**');
    await page.goto(`${BASE_URL}/account`);
    await hydrated(page);

    const saveName = page.getByRole('button', { name: 'Save name' });
    await page.fill('#account-full-name', 'Focus Tester Renamed');
    let samples = await pressAndWatch(page, saveName, () => page.locator('#profile-status').filter({ hasText: /./ }).waitFor());
    assert.deepEqual(
      samples.filter((s) => s === '(body)'),
      [],
      `Save name: ${samples.join(' → ')}`,
    );
    assert.match(samples.join(' | '), /button: Saving\.\.\./, 'the button says it is busy while it keeps focus');
    assert.equal(await saveName.getAttribute('aria-disabled'), null, 'available again');

    // A second press while busy is refused by the guard: one request only.
    let profileRequests = 0;
    page.on('request', (r) => r.url().endsWith('/api/account/profile') && profileRequests++);
    await saveName.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.locator('#profile-status').filter({ hasText: /./ }).waitFor();
    await page.waitForTimeout(800);
    assert.equal(profileRequests, 1, 'a busy button does nothing');

    await page.fill('#account-new-email', uniqueEmail('moved'));
    await page.fill('#account-email-password', PASSWORD);
    samples = await pressAndWatch(page, page.getByRole('button', { name: 'Send verification link' }), () =>
      page.getByRole('button', { name: 'Cancel the change' }).waitFor(),
    );
    assert.deepEqual(
      samples.filter((s) => s === '(body)'),
      [],
      `Send verification link: ${samples.join(' → ')}`,
    );

    samples = await pressAndWatch(page, page.getByRole('button', { name: 'Cancel the change' }), () =>
      page.getByRole('button', { name: 'Cancel the change' }).waitFor({ state: 'detached' }),
    );
    assert.deepEqual(
      samples.filter((s) => s === '(body)'),
      [],
      `Cancel the change: ${samples.join(' → ')}`,
    );
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'email-status', 'focus is on the notice');

    await page.fill('#account-current-password', PASSWORD);
    await page.fill('#account-new-password', 'Harbour-Lantern-7731');
    await page.fill('#account-confirm-password', 'Harbour-Lantern-7731');
    samples = await pressAndWatch(page, page.getByRole('button', { name: 'Change password' }), () =>
      page.locator('#password-status').filter({ hasText: /./ }).waitFor(),
    );
    assert.deepEqual(
      samples.filter((s) => s === '(body)'),
      [],
      `Change password: ${samples.join(' → ')}`,
    );

    const download = page.waitForEvent('download');
    samples = await pressAndWatch(page, page.getByRole('button', { name: 'Download your data' }), () =>
      page.locator('#data-status').filter({ hasText: /./ }).waitFor(),
    );
    await download;
    assert.deepEqual(
      samples.filter((s) => s === '(body)'),
      [],
      `Download your data: ${samples.join(' → ')}`,
    );
    assert.deepEqual(await checkA11y(page), []);
  }));

test('/auth: Forgot password? and mode switches move focus to the new heading; Resend moves it to the notice', () =>
  withPage(async (page) => {
    await declined(page);
    await page.goto(`${BASE_URL}/auth`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Forgot password?' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    assert.equal(await focused(page), 'h1: Reset Password');
    await page.getByRole('button', { name: 'Back to sign in' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    assert.equal(await focused(page), 'h1: Sign In');
    await page.getByRole('button', { name: 'Create one' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    assert.equal(await focused(page), 'h1: Create Account');

    // The success notice goes into a live region that was on the page before it was filled.
    const email = await newAccount(page, { verify: false, signIn: false });
    await page.goto(`${BASE_URL}/auth`);
    await hydrated(page);
    assert.equal(await page.locator('.auth-card [role="status"]').count(), 1, 'the status region exists before any notice');
    await page.fill('#email', email);
    await page.fill('#password', PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const resend = page.getByRole('button', { name: 'Resend verification email' });
    await resend.waitFor();
    await slow(page, '**/api/auth/resend');
    const samples = await pressAndWatch(page, resend, () => resend.waitFor({ state: 'detached' }));
    assert.deepEqual(
      samples.filter((s) => s === '(body)'),
      [],
      `Resend: ${samples.join(' → ')}`,
    );
    assert.match(await focused(page), /^div: Check your email/, 'focus is on the notice that replaced the button');
    assert.match(await page.locator('.auth-card [role="status"]').textContent(), /Check your email/);
    assert.deepEqual(await checkA11y(page), []);
  }));

test('chat: New chat, Save chat and Discard hand focus to the message box', () =>
  withPage(async (page) => {
    await declined(page);
    await newAccount(page);
    const guestChat = [
      { id: 'g1', role: 'user', content: 'What is BPC-157?' },
      { id: 'g2', role: 'assistant', content: 'A research peptide.' },
    ];
    const keepGuestChat = () => page.evaluate((list) => sessionStorage.setItem('oasis-chat:guest', JSON.stringify(list)), guestChat);
    await page.goto(`${BASE_URL}/about`);
    await keepGuestChat();
    await page.reload();
    await hydrated(page);
    await page.getByRole('button', { name: 'Open AI Assistant' }).click();
    const panel = page.getByRole('dialog', { name: 'AI Assistant' });
    const discard = panel.getByRole('button', { name: 'Discard' });
    await discard.waitFor();
    let samples = await pressAndWatch(page, discard, () => discard.waitFor({ state: 'detached' }));
    assert.deepEqual(
      samples.filter((s) => s === '(body)'),
      [],
      `Discard: ${samples.join(' → ')}`,
    );
    assert.equal(await focused(page), 'textarea: Your message');

    await keepGuestChat();
    await page.reload();
    await hydrated(page);
    await page.getByRole('button', { name: 'Open AI Assistant' }).click();
    const save = panel.getByRole('button', { name: 'Save chat' });
    await save.waitFor();
    await slow(page, '**/api/conversations/import');
    samples = await pressAndWatch(page, save, () => panel.locator('.chat-import').waitFor({ state: 'detached' }));
    assert.deepEqual(
      samples.filter((s) => s === '(body)'),
      [],
      `Save chat: ${samples.join(' → ')}`,
    );
    assert.equal(await focused(page), 'textarea: Your message');
    await panel.locator('.chat-bubble-user').first().waitFor();

    const newChat = panel.getByRole('button', { name: 'New chat' });
    samples = await pressAndWatch(page, newChat, () => panel.locator('.chat-bubble-user').waitFor({ state: 'detached' }));
    assert.deepEqual(
      samples.filter((s) => s === '(body)'),
      [],
      `New chat: ${samples.join(' → ')}`,
    );
    assert.equal(await focused(page), 'textarea: Your message');
    assert.equal(await newChat.getAttribute('aria-disabled'), 'true', 'nothing to clear now');
    assert.deepEqual(await checkA11y(page), []);
  }));

test('a toast keeps still while focus or the pointer is in it; errors stay 10 s; dismissing returns focus', () =>
  withPage(async (page) => {
    await declined(page);
    await page.goto(`${BASE_URL}/about`);
    await hydrated(page);
    const show = (detail) => page.evaluate((d) => window.dispatchEvent(new CustomEvent('app:toast', { detail: d })), detail);
    const toast = (title) => page.locator('[data-testid="toast"]', { hasText: title });

    // Focused: it stays past its 4 s, and goes once focus leaves (after its time again).
    await show({ title: 'Saved', description: 'Focus test' });
    await toast('Saved').getByRole('button', { name: 'Dismiss notification' }).focus();
    await page.waitForTimeout(5000);
    assert.equal(await toast('Saved').count(), 1, 'a focused toast stays');
    await page.locator('main a').first().focus();
    await toast('Saved').waitFor({ state: 'detached', timeout: 6000 });
    assert.notEqual(await focused(page), '(body)');

    // Hovered: it stays; an error lasts at least 10 s.
    await show({ title: 'Hover me', description: 'Pointer test' });
    await show({ title: 'Error', description: 'Something failed', variant: 'destructive' });
    await toast('Hover me').hover();
    await page.waitForTimeout(6000);
    assert.equal(await toast('Hover me').count(), 1, 'a hovered toast stays');
    assert.equal(await toast('Something failed').count(), 1, 'an error is still shown after 6 s');
    await page.mouse.move(5, 600);
    await toast('Hover me').waitFor({ state: 'detached', timeout: 6000 });
    await toast('Something failed').waitFor({ state: 'detached', timeout: 8000 });

    // Dismissed by its own button: focus goes back where it came from.
    const link = page.locator('main a').first();
    await link.focus();
    await show({ title: 'Dismiss me' });
    await toast('Dismiss me').getByRole('button', { name: 'Dismiss notification' }).focus();
    await page.keyboard.press('Enter');
    await toast('Dismiss me').waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement === document.querySelector('main a')), true);
  }));
