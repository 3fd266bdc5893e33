// The browser suite's `test` and `expect`: Playwright's, plus fixtures every file uses (see docs/browser-tests.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect } from '@playwright/test';
import { Account, AuthPage, ChatPanel, CookieBanner, Mailbox, Site, uniqueEmail } from './pages.mjs';

export { uniqueEmail };

export { expect };

let addresses = 0;
/**
 * A client address no other browser context in this run uses, sent as CF-Connecting-IP (the worker reads the client's
 * address from it locally, as on Cloudflare), so per-address rate limits count per context, never across tests.
 * Loopback (127.0.0.0/8), since the dev mailbox answers only clients on this machine.
 */
export function freshAddress(workerIndex) {
  const n = ++addresses;
  return `127.${(workerIndex % 250) + 1}.${(n >> 8) & 255}.${n & 255}`;
}

/** Collects the page's uncaught errors on `page.errors` (tests assert it is empty where that matters). */
function trackErrors(page) {
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(String(e)));
  return page;
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const test = base.extend({
  // The default context's own client address.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'CF-Connecting-IP': freshAddress(testInfo.workerIndex) });
  },
  page: async ({ page }, use) => {
    await use(trackErrors(page));
  },
  /**
   * Another browser context (another visitor or device) with its own client address; options as for
   * browser.newContext(). Closed when the test ends.
   */
  newContext: async ({ browser, baseURL, viewport }, use, testInfo) => {
    const contexts = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({
        baseURL,
        viewport,
        ...options,
        extraHTTPHeaders: { 'CF-Connecting-IP': freshAddress(testInfo.workerIndex), ...options.extraHTTPHeaders },
      });
      contexts.push(context);
      context.on('page', trackErrors);
      return context;
    });
    await Promise.all(contexts.map((c) => c.close()));
  },
  /** A page in a new context of its own (see newContext). */
  newPage: async ({ newContext }, use) => {
    await use(async (options) => (await newContext(options)).newPage());
  },
  site: async ({ page }, use) => use(new Site(page)),
  cookies: async ({ page }, use) => use(new CookieBanner(page)),
  chat: async ({ page }, use) => use(new ChatPanel(page)),
  mailbox: async ({ page }, use) => use(new Mailbox(page)),
  account: async ({ page }, use) => use(new Account(page)),
  auth: async ({ page }, use) => use(new AuthPage(page)),
});

/**
 * Runs axe-core (WCAG 2.0/2.1/2.2 A and AA rules) on the page as it is now and returns its violations, each as
 * { id, impact, help, nodes } with up to five node selectors.
 */
export async function checkA11y(page) {
  // The footer and other below-the-fold parts are styled by the deferred stylesheet, linked after the first paint:
  // checking before it has loaded measured the footer's light logo on a white page. Wait for it (briefly: pages whose
  // assets a test withholds never load it).
  await page
    .waitForFunction(
      () => {
        const link = document.querySelector('link[data-deferred-css]');
        return link ? Boolean(link.sheet) : !document.getElementById('boot');
      },
      null,
      { timeout: 3000 },
    )
    .catch(() => {});
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
