// First use of every island (issue 26): a tap from the first paint on is never lost, the opened state is drawn without
// React (server HTML and plain script), and hydration keeps what the visitor typed and where focus is.
import { expect, test, uniqueEmail } from './fixtures.mjs';

/** Holds every request matching one of `patterns` until release() (the island's code, or the client entry). */
async function hold(page, patterns) {
  let release;
  const held = new Promise((r) => (release = r));
  for (const pattern of patterns) {
    await page.route(pattern, async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
  }
  return release;
}

const ENTRY = '**/assets/main-*.js';
const CHAT_CODE = ['**/assets/hydrate-*.js', '**/assets/ChatLauncher-*.js'];
const AUTH_CODE = ['**/assets/hydrate-*.js', '**/assets/AuthForm-*.js'];

/** Opens `path` and returns as soon as the page has painted (before the client entry has run). */
async function openAtFirstPaint(page, path) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
}

const islandOf = (page, name) => page.locator(`[data-island="${name}"]`);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

  test('a tap on the chat launcher before any script ran opens the panel; typed text survives hydration and the held send goes', async ({
    page,
    cookies,
    chat,
  }) => {
    await cookies.storeChoice();
    const releaseEntry = await hold(page, [ENTRY]);
    const releaseCode = await hold(page, CHAT_CODE);
    await openAtFirstPaint(page, '/education/bpc-157');
    // The launcher is drawn in place once the deferred stylesheet is in; the entry is still held.
    await expect(page.locator('.chat-launcher')).toHaveCSS('position', 'fixed');
    await chat.launcher.tap();
    const launcher = islandOf(page, 'ChatLauncher');
    // Caught by the boot script: the launcher shows it is busy, and the page did not jump (to the footer).
    await expect(launcher).toHaveAttribute('data-loading', 'true');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

    releaseEntry();
    // The entry replays the tap: the server-drawn panel opens with its message box focused, React still held.
    await expect(chat.dialog).toBeVisible();
    await expect(chat.input).toBeFocused();
    await expect(launcher).not.toHaveAttribute('data-hydrated');
    await page.keyboard.type('How much does a consultation cost?');
    await expect(chat.send).toBeEnabled();
    await page.keyboard.press('Enter'); // held until the panel is live
    await expect(chat.questions).toHaveCount(0);

    releaseCode();
    await expect(launcher).toHaveAttribute('data-hydrated', 'true');
    await expect(chat.questions.filter({ hasText: 'How much does a consultation cost?' })).toBeVisible();
    const reply = chat.replies.nth(1); // after the greeting
    await expect(reply).toContainText('$297');
    await expect(chat.dialog).toHaveAttribute('aria-modal', 'true');
    expect(page.errors).toEqual([]);
  });

  test('with the entry running but the chat code held, the panel opens at once and keeps typed text and focus through hydration', async ({
    page,
    site,
    cookies,
    chat,
  }) => {
    await cookies.storeChoice();
    const releaseCode = await hold(page, CHAT_CODE);
    await site.open('/education/bpc-157');
    await chat.launcher.click();
    await expect(chat.dialog).toBeVisible();
    await expect(chat.input).toBeFocused();
    const launcher = islandOf(page, 'ChatLauncher');
    await expect(launcher).not.toHaveAttribute('data-hydrated');
    // Modal at phone width already: the page behind is inert and Tab stays in the panel.
    const inert = () => page.getByRole('button', { name: 'Open menu', includeHidden: true }).evaluate((b) => Boolean(b.closest('[inert]')));
    expect(await inert()).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator('.chat-launcher :focus')).toHaveCount(1);
    await chat.input.focus();
    await page.keyboard.type('Do you ship');
    const panelBox = await chat.dialog.boundingBox();

    releaseCode();
    await expect(launcher).toHaveAttribute('data-hydrated', 'true');
    // Same markup: the text, focus and place of the panel are unchanged; React now answers keys.
    await expect(chat.input).toHaveValue('Do you ship');
    await expect(chat.input).toBeFocused();
    expect(await chat.dialog.boundingBox()).toEqual(panelBox);
    await page.keyboard.type(' to Abu Dhabi?');
    await expect(chat.input).toHaveValue('Do you ship to Abu Dhabi?');
    // The panel is modal at phone width: Escape closes it and focus returns to the launcher.
    expect(await inert()).toBe(true);
    await page.keyboard.press('Escape');
    await expect(chat.dialog).toBeHidden();
    await expect(chat.launcher).toBeFocused();
    // The panel, now live, undid what the plain script made inert before it hydrated.
    expect(await inert()).toBe(false);
    expect(page.errors).toEqual([]);
  });

  test('"Create one" tapped before any script ran shows the sign-up form; the name typed survives hydration and the account is created', async ({
    page,
    site,
    cookies,
    auth,
  }) => {
    await cookies.storeChoice();
    const releaseEntry = await hold(page, [ENTRY]);
    const releaseCode = await hold(page, AUTH_CODE);
    await openAtFirstPaint(page, '/auth');
    const createOne = page.getByRole('button', { name: 'Create one' });
    await createOne.tap();
    const form = islandOf(page, 'AuthForm');
    await expect(form).toHaveAttribute('data-loading', 'true');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

    releaseEntry();
    // Switched by plain script while the form's code is still held.
    const heading = page.getByRole('heading', { name: 'Create Account' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(auth.fullName).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(form).not.toHaveAttribute('data-hydrated');
    await auth.fullName.fill('Instant Visitor');
    const email = uniqueEmail('instant');
    await auth.email.fill(email);
    await auth.password.fill('Saffron-Delta-5521');
    await expect(auth.password).toHaveAttribute('autocomplete', 'new-password');

    releaseCode();
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await expect(heading).toBeVisible();
    await expect(auth.fullName).toHaveValue('Instant Visitor');
    await expect(auth.email).toHaveValue(email);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(site.toast('Account created!', 'Please check your email to verify your account.')).toBeVisible();
    expect(page.errors).toEqual([]);
  });

  test('under the phone profile, taps at first paint are never lost (chat launcher and "Create one", four times each)', async ({
    page,
    cookies,
    chat,
  }) => {
    test.setTimeout(120_000);
    await cookies.storeChoice();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Every other run, the entry is held until the tap has been made, so the tap surely lands before it runs (where taps
    // used to be lost); the other runs tap as soon as the control can be tapped, whenever that falls.
    let gate = null;
    await page.route(ENTRY, async (route) => {
      await gate?.promise;
      await route.continue().catch(() => {});
    });
    const holdEntry = (on) => {
      let resolve = () => {};
      gate = on ? { promise: new Promise((r) => (resolve = r)) } : null;
      return resolve;
    };
    for (let run = 0; run < 4; run++) {
      let release = holdEntry(run % 2 === 0);
      await page.goto('/auth', { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Create one' }).tap();
      release();
      await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
      await expect(page.locator('#fullName')).toBeVisible();

      release = holdEntry(run % 2 === 0);
      await page.goto('/education/bpc-157', { waitUntil: 'commit' });
      await expect(page.locator('.chat-launcher')).toHaveCSS('position', 'fixed');
      await chat.launcher.tap();
      release();
      await expect(chat.input).toBeVisible();
      expect(await page.evaluate(() => window.scrollY), 'the page did not jump').toBe(0);
    }
    expect(page.errors).toEqual([]);
  });
});

test('once the page is idle, its islands’ code is fetched at low priority without running; not when the visitor saves data', async ({
  page,
  site,
  newPage,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const fetched = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (/\/assets\/(hydrate|ChatLauncher)-/.test(e.request.url))
      fetched.set(new URL(e.request.url).pathname, { type: e.type, priority: e.request.initialPriority });
  });
  await site.open('/education/bpc-157');
  await expect.poll(() => fetched.size).toBe(2);
  // Fetched into the cache (not as scripts, so nothing is parsed or run), at low priority; the launcher is not live.
  for (const request of fetched.values()) expect(request).toEqual({ type: 'Fetch', priority: 'Low' });
  await page.waitForLoadState('networkidle');
  await expect(islandOf(page, 'ChatLauncher')).not.toHaveAttribute('data-hydrated');
  await expect(islandOf(page, 'ChatLauncher')).not.toHaveAttribute('data-loading');

  const saver = await newPage();
  await saver.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
  const saved = [];
  saver.on('request', (r) => /\/assets\/(hydrate|ChatLauncher)-/.test(r.url()) && saved.push(r.url()));
  await saver.goto('/education/bpc-157');
  await expect(saver.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await saver.waitForLoadState('networkidle');
  expect(saved).toEqual([]);
  expect(page.errors).toEqual([]);
});

test('a visitor who moves from the server-opened chat to a header menu keeps focus there when the chat code arrives', async ({
  page,
  site,
  cookies,
  chat,
}) => {
  await cookies.storeChoice('declined');
  const releaseCode = await hold(page, CHAT_CODE);
  await site.open('/');
  await chat.launcher.click();
  await expect(chat.input).toBeFocused();
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menuButton = site.control('Peptide Therapy', nav);
  await menuButton.focus();
  await page.keyboard.press('ArrowDown');
  const guide = nav.getByRole('link', { name: 'BPC-157' });
  await expect(guide).toBeVisible();
  const focusIn = () =>
    page.evaluate(() => document.activeElement?.closest('nav')?.getAttribute('aria-label') ?? document.activeElement?.tagName);
  expect(await focusIn()).toBe('Main');
  releaseCode();
  await expect(islandOf(page, 'ChatLauncher')).toHaveAttribute('data-hydrated', 'true');
  await expect(guide, 'hydration left the open menu alone').toBeVisible();
  expect(await focusIn(), 'focus stayed in the menu').toBe('Main');
  await expect(chat.dialog).toBeVisible();
  expect(page.errors).toEqual([]);
});
