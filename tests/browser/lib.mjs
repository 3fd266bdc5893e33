// Shared helpers for browser tests: one Chromium per test file, a fresh context per test.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after } from 'node:test';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

export const BASE_URL = process.env.BASE_URL ?? 'http://localhost:8787';
/** The address run.mjs lists in ADMIN_EMAILS: signed up and verified, it opens the staff inbox. */
export const STAFF_EMAIL = process.env.STAFF_EMAIL ?? 'staff@oasis-tests.example';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

let browserPromise;

/** The shared browser, launched with the flags this sandbox needs (Playwright gives it a fresh temporary profile). */
export function getBrowser() {
  if (!browserPromise) {
    browserPromise = chromium.launch({
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    });
  }
  return browserPromise;
}

after(async () => {
  if (browserPromise) await (await browserPromise).close();
});

/**
 * Runs `fn` with a page in a fresh browser context (its own cookies and storage).
 * Console errors and page errors are collected on `page.errors`.
 */
export async function withPage(fn, { viewport = { width: 1280, height: 900 }, javaScriptEnabled = true, context: existing } = {}) {
  const browser = await getBrowser();
  const context = existing ?? (await browser.newContext({ viewport, javaScriptEnabled, baseURL: BASE_URL, acceptDownloads: true }));
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(String(e)));
  try {
    return await fn(page, context);
  } finally {
    if (!existing) await context.close();
  }
}

/** Holds the islands' shared hydrate chunk (so React cannot arrive) until the returned release() is called. */
export async function holdIslandCode(page) {
  let release;
  const held = new Promise((r) => (release = r));
  await page.route('**/assets/hydrate-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until every island on the page has hydrated (the client entry marks <html data-hydrated>). */
export async function hydrated(page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 15_000 });
}

/** Runs axe-core (WCAG 2.0/2.1/2.2 A and AA rules) and returns its violations. */
export async function checkA11y(page) {
  // evaluate() runs through the DevTools protocol, so the page's CSP does not block axe.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
  });
}

/**
 * Reads the local dev mailbox (the server runs with DEV_MODE): every message, newest first,
 * as { to, subject, text, links } where links are the absolute URLs in the message.
 */
export async function readMailbox(page) {
  await page.goto(BASE_URL + '/dev/mailbox');
  return page.$$eval('.mailbox-message', (items) =>
    items.map((li) => ({
      to: li.querySelector('.mailbox-to')?.textContent ?? '',
      subject: li.querySelector('.mailbox-subject')?.textContent ?? '',
      text: li.querySelector('.mailbox-body')?.textContent ?? '',
      links: [...li.querySelectorAll('a.mailbox-link')].map((a) => a.href),
    })),
  );
}

/** The newest link to `path` in a message to `to`, waiting up to `timeout` ms for the email to arrive. */
export async function mailLink(page, { to, path, timeout = 10_000 }) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const messages = await readMailbox(page);
    const link = messages
      .filter((m) => m.to === to)
      .flatMap((m) => m.links)
      .find((href) => new URL(href).pathname === path);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no ${path} link for ${to} in the dev mailbox`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Opens an emailed verification link and presses its button (the link alone verifies nothing); ends on /auth. */
export async function verifyEmail(page, link) {
  await page.goto(link);
  await page.getByRole('button', { name: 'Verify email address' }).click();
  await page.waitForURL(/\/auth\?notice=verified$/);
}

/** Waits until a toast with this title and description is visible. */
export async function waitForToast(page, title, description) {
  await page.waitForFunction(
    (expected) =>
      [...document.querySelectorAll('[data-testid="toast"]')].some(
        (t) => `${t.querySelector('.toast-title')?.textContent}|${t.querySelector('.toast-description')?.textContent ?? ''}` === expected,
      ),
    `${title}|${description}`,
    { timeout: 10_000 },
  );
}

/**
 * A button-like control by accessible name, whether it is a <button> or a native <summary> (which Playwright's
 * getByRole('button') does not count), so tests hold while menus move between the two.
 */
export function control(scope, name) {
  const text = typeof name === 'string' ? new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`) : name;
  return scope
    .getByRole('button', { name })
    .or(scope.locator('summary[aria-label]').and(scope.getByLabel(name)))
    .or(scope.locator('summary:not([aria-label])').filter({ hasText: text }))
    .first();
}

/** Accepts cookies so the banner does not cover what a test clicks. */
export async function dismissCookies(page) {
  const accept = page.getByRole('button', { name: 'Accept All' });
  if (await accept.isVisible().catch(() => false)) await accept.click();
}

/**
 * Signs up, verifies (through the dev mailbox) and signs in `email` in this browser context.
 * Returns the email; `fullName` becomes the account's name.
 */
export async function signUpAndSignIn(page, { email, fullName = 'Chat Tester', password = 'Lantern-Quartz-8812' }) {
  await page.goto(`${BASE_URL}/about`);
  const post = (path, body) =>
    page.evaluate(
      ({ path, body }) =>
        fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.status),
      { path, body },
    );
  const signUp = await post('/api/auth/sign-up', { fullName, email, password });
  if (signUp >= 300) throw new Error(`sign-up answered ${signUp}`);
  await verifyEmail(page, await mailLink(page, { to: email, path: '/auth/verify' }));
  // Sign in from a page without the auth form, whose own session check would redirect mid-test.
  await page.goto(`${BASE_URL}/about`);
  const signIn = await post('/api/auth/sign-in', { email, password });
  if (signIn !== 200) throw new Error(`sign-in answered ${signIn}`);
  return email;
}
