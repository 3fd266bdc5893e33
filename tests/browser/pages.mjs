// Page objects: what a visitor does, named once. Each wraps a Playwright page; fixtures.mjs hands them to tests.
import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { expect } from '@playwright/test';

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text) => new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`);

/** Any page of the site: opening it, its hydration mark, its toasts. */
export class Site {
  constructor(page) {
    this.page = page;
  }

  /** Opens `path` and waits until the client entry has run and on-load islands have hydrated. */
  async open(path) {
    const response = await this.page.goto(path);
    await this.hydrated();
    return response;
  }

  /** Waits for <html data-hydrated="true">, set by the client entry once it has wired the page. */
  async hydrated() {
    await expect(this.page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  }

  /** A toast with exactly this title (and this description, when given). */
  toast(title, description) {
    let toast = this.page.getByTestId('toast').filter({ has: this.page.locator('.toast-title', { hasText: exactly(title) }) });
    if (description !== undefined)
      toast = toast.filter({ has: this.page.locator('.toast-description', { hasText: exactly(description) }) });
    return toast;
  }

  /** Holds the islands' shared hydrate chunk (so React cannot arrive) until the returned release() is called. */
  async holdIslandCode() {
    let release;
    const held = new Promise((r) => (release = r));
    await this.page.route('**/assets/hydrate-*.js', async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  /** Holds every request matching `url` until the returned release() is called, so an in-between state can be seen. */
  async hold(url) {
    let release;
    const held = new Promise((r) => (release = r));
    await this.page.route(url, async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    return () => release();
  }

  /** The element that has focus, described for assertions: its id, tag, aria-label and trimmed text. */
  focused() {
    return this.page.evaluate(() => {
      const el = document.activeElement;
      return {
        id: el?.id ?? '',
        tag: el?.tagName ?? '',
        label: el?.getAttribute('aria-label') ?? null,
        text: el?.textContent?.trim() ?? '',
      };
    });
  }

  /**
   * A button-like control by accessible name, whether it is a <button> or a native <summary> (which getByRole('button')
   * does not count).
   */
  control(name, scope = this.page) {
    const text = typeof name === 'string' ? exactly(name) : name;
    return scope
      .getByRole('button', { name })
      .or(scope.locator('summary[aria-label]').and(scope.getByLabel(name)))
      .or(scope.locator('summary:not([aria-label])').filter({ hasText: text }))
      .first();
  }
}

/** The cookie consent banner (revealed by the client entry before the page is marked hydrated, when no choice is stored). */
export class CookieBanner {
  constructor(page) {
    this.page = page;
    this.region = page.getByRole('region', { name: 'Cookie consent' });
  }

  /** Stores a choice before any page loads (call before the first goto), so the banner never shows in this context. */
  async storeChoice(value = 'declined') {
    await this.page.addInitScript((v) => localStorage.setItem('cookie-consent', v), value);
  }

  /** Accepts cookies if the banner shows, so it covers nothing a test clicks. Call after Site.open(). */
  async accept() {
    if (!(await this.region.isVisible())) return;
    await this.region.getByRole('button', { name: 'Accept All' }).click();
    await expect(this.region).toBeHidden();
  }
}

/** The floating AI Assistant panel (the launcher, the dialog, asking and reading replies). */
export class ChatPanel {
  constructor(page) {
    this.page = page;
    this.launcher = page.getByRole('button', { name: 'Open AI Assistant' });
    this.dialog = page.getByRole('dialog', { name: 'AI Assistant' });
    this.input = this.dialog.locator('textarea');
    this.send = this.dialog.getByRole('button', { name: 'Send message' });
    this.replies = this.dialog.locator('.chat-bubble-assistant');
    this.questions = this.dialog.locator('.chat-bubble-user');
    this.thinking = this.dialog.getByText('Thinking...');
  }

  /** Opens the panel from the launcher and waits for its message box. */
  async open() {
    await this.launcher.click();
    await expect(this.input).toBeVisible();
    return this;
  }

  /** Sends `text` (Enter in the message box) without waiting for the answer. */
  async submit(text) {
    await this.input.fill(text);
    await this.input.press('Enter');
  }

  /** Sends `text` and waits until its reply has finished; returns the reply's locator. */
  async ask(text) {
    const before = await this.replies.count();
    await this.submit(text);
    const reply = this.replies.nth(before);
    await expect(reply).toBeVisible();
    await expect(this.thinking).toHaveCount(0);
    await expect(this.input).toBeEnabled();
    return reply;
  }
}

/** The local dev mailbox (/dev/mailbox: the server runs with DEV_MODE), read in a tab of its own. */
export class Mailbox {
  constructor(page) {
    this.page = page;
  }

  /** Every message, newest first, as { to, subject, text, links }. */
  async messages() {
    const tab = await this.page.context().newPage();
    try {
      await tab.goto('/dev/mailbox');
      return await tab.$$eval('.mailbox-message', (items) =>
        items.map((li) => ({
          to: li.querySelector('.mailbox-to')?.textContent ?? '',
          subject: li.querySelector('.mailbox-subject')?.textContent ?? '',
          text: li.querySelector('.mailbox-body')?.textContent ?? '',
          links: [...li.querySelectorAll('a.mailbox-link')].map((a) => a.href),
        })),
      );
    } finally {
      await tab.close();
    }
  }

  /** The newest link to `path` in a message to `to`, waiting for the email to arrive (it is sent after the response). */
  async link({ to, path }) {
    let link;
    await expect(async () => {
      link = (await this.messages())
        .filter((m) => m.to === to)
        .flatMap((m) => m.links)
        .find((href) => new URL(href).pathname === path);
      expect(link, `a ${path} link for ${to} in the dev mailbox`).toBeTruthy();
    }).toPass({ timeout: 10_000, intervals: [100, 250, 500] });
    return link;
  }
}

export const PASSWORD = 'Lantern-Quartz-8812';

/** Accounts: created, verified and signed in through the API from inside the page (same origin, the page's cookies). */
export class Account {
  constructor(page) {
    this.page = page;
    this.mailbox = new Mailbox(page);
  }

  /** POSTs JSON from a page of the site and returns the status. */
  async post(path, body) {
    if (!this.page.url().startsWith('http')) await this.page.goto('/about');
    return this.page.evaluate(
      ({ path, body }) =>
        fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.status),
      { path, body },
    );
  }

  async signUp({ fullName, email, password = PASSWORD }) {
    const status = await this.post('/api/auth/sign-up', { fullName, email, password });
    expect(status, 'sign-up status').toBeLessThan(300);
  }

  /** Opens the emailed verification link and presses its button (the link alone verifies nothing); ends on /auth. */
  async verify(email) {
    await this.verifyWith(await this.mailbox.link({ to: email, path: '/auth/verify' }));
  }

  async verifyWith(link) {
    await this.page.goto(link);
    await this.page.getByRole('button', { name: 'Verify email address' }).click();
    await this.page.waitForURL(/\/auth\?notice=verified$/);
  }

  /** Signs in through the API, from a page without the auth form (whose own session check would redirect mid-test). */
  async signIn(email, password = PASSWORD) {
    await this.page.goto('/about');
    expect(await this.post('/api/auth/sign-in', { email, password }), 'sign-in status').toBe(200);
  }

  /** Signs up, verifies and signs in a new account in this browser context; returns its email. */
  async create({ fullName = 'Test Visitor', email = uniqueEmail('user'), password = PASSWORD } = {}) {
    await this.signUp({ fullName, email, password });
    await this.verify(email);
    await this.signIn(email, password);
    return email;
  }
}

/** The /auth page's form (sign in, create account, reset). */
export class AuthPage {
  constructor(page) {
    this.page = page;
    this.site = new Site(page);
    this.form = page.locator('form.auth-form');
    this.fullName = page.locator('#fullName');
    this.email = page.locator('#email');
    this.password = page.locator('#password');
  }

  async open(query = '') {
    await this.site.open(`/auth${query}`);
    await expect(this.form).toBeVisible();
  }

  /** Fills the sign-in form and presses Sign In (no waiting: the caller says what should follow). */
  async signIn(email, password = PASSWORD) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.page.getByRole('button', { name: 'Sign In' }).click();
  }
}

/** An email address no other test uses. */
export function uniqueEmail(tag = 'user') {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) for a base32 key, as an authenticator app computes it. */
export function totpNow(base32Key, at = Date.now()) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of base32Key.replace(/\s/g, '').toUpperCase()) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * Makes a signed-in, verified account staff the documented way (`npm run staff -- add EMAIL`, in the test server's own
 * state folder), then passes the staff area's second factor in `page`: reads the key the setup page shows and enters
 * the current code. Ends on /admin/enquiries.
 */
export async function enterStaffArea(page, email) {
  const root = new URL('../../', import.meta.url).pathname;
  const run = spawnSync('npm', ['run', '--silent', 'staff', '--', 'add', email, '--persist-to', process.env.BROWSER_TEST_STATE], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(run.status, `npm run staff: ${run.stdout}${run.stderr}`).toBe(0);
  await page.goto('/admin/enquiries');
  await page.waitForURL(/\/admin\/verify/);
  const key = await page.locator('.totp-key').textContent();
  await page.getByLabel('6-digit code').fill(totpNow(key));
  await page.getByRole('button', { name: 'Open the staff area' }).click();
  await page.waitForURL(/\/admin\/enquiries/);
}
