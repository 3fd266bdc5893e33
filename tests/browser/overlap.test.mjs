// Nothing covers anything (issue 15): at phone to wide-desktop widths, signed in and out, on a first visit (cookie banner
// shown) and after a cookie choice, every header item and the chat launcher can be clicked where they are drawn (the
// element at their centre is themselves), nothing in the header wraps or leaves the viewport, menus and the chat panel
// are not covered, and each overlay's Escape returns focus to its opener. Written against roles and names, not markup.
import { expect, freshAddress, test as base, uniqueEmail } from './fixtures.mjs';
import { Account, Site } from './pages.mjs';

const WIDTHS = [320, 390, 1024, 1280, 1440];

const test = base.extend({
  /** One verified account per worker, signed in once; each signed-in test starts from its cookie. */
  signedInState: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        extraHTTPHeaders: { 'CF-Connecting-IP': freshAddress(workerInfo.workerIndex) },
      });
      const page = await context.newPage();
      await new Account(page).create({ email: uniqueEmail('overlap'), fullName: 'Layla Haddad-Whitfield' });
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
});

/** Runs in the page: the element's centre (of its first line, for a wrapped link) hit-tests to itself or its content. */
function hitAtCentre(el) {
  const r = el.getClientRects()[0] ?? el.getBoundingClientRect();
  const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return Boolean(at && (at === el || el.contains(at)));
}

/** Every visible interactive element inside `root`: name, whether it is hit at its centre, inside the viewport, on one line. */
function auditControls(root) {
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const out = [];
  for (const el of root.querySelectorAll('a[href], button, summary, input, [role=button]')) {
    const r = el.getBoundingClientRect();
    const cs = getComputedStyle(el);
    if (!r.width || !r.height || cs.visibility !== 'visible' || el.closest('[hidden], [inert]')) continue;
    // Text lines: the distinct tops of the element's text fragments.
    const tops = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.textContent.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const rect of range.getClientRects()) if (rect.width > 0 && !tops.some((t) => Math.abs(t - rect.top) < 4)) tops.push(rect.top);
    }
    const first = el.getClientRects()[0] ?? r;
    const at = document.elementFromPoint(first.left + first.width / 2, first.top + first.height / 2);
    out.push({
      name: (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40),
      hit: Boolean(at && (at === el || el.contains(at))),
      coveredBy: at && !(at === el || el.contains(at)) ? `${at.tagName.toLowerCase()}.${String(at.className)}`.slice(0, 60) : '',
      inside: r.left >= -0.5 && r.right <= vw + 0.5 && r.top >= -0.5 && r.bottom <= vh + 0.5,
      lines: tops.length,
    });
  }
  return out;
}

/** Fails with every control that is covered, off-screen or wrapped. */
function assertControls(controls, where, { oneLine = true, soft = false } = {}) {
  expect(controls.length, `${where}: no controls found`).toBeGreaterThan(0);
  const bad = controls
    .filter((c) => !c.hit || !c.inside || (oneLine && c.lines > 1))
    .map(
      (c) =>
        `${c.name}: ${!c.hit ? `covered by ${c.coveredBy}` : ''}${!c.inside ? ' outside the viewport' : ''}${oneLine && c.lines > 1 ? ` wraps to ${c.lines} lines` : ''}`,
    );
  (soft ? expect.soft : expect)(bad, where).toEqual([]);
}

const focusedName = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return (el?.getAttribute('aria-label') || el?.textContent || '').trim().replace(/\s+/g, ' ');
  });

/** Scrolls each item of a menu into view inside it and checks it can be clicked where it is drawn. */
async function auditMenuItems(locator, where) {
  const items = await locator.evaluateAll((els) => els.filter((el) => el.getClientRects().length).length);
  expect(items, `${where}: no items`).toBeGreaterThan(0);
  const bad = [];
  for (let i = 0; i < items; i++) {
    const item = locator.nth(i);
    if (!(await item.isVisible())) continue;
    await item.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
    const ok = await item.evaluate(hitAtCentre);
    if (!ok) bad.push(await item.evaluate((el) => el.textContent.trim() || el.getAttribute('aria-label')));
  }
  expect(bad, `${where}: items covered`).toEqual([]);
}

for (const width of WIDTHS) {
  for (const signedIn of [false, true]) {
    for (const firstVisit of [true, false]) {
      const label = `${width}px, ${signedIn ? 'signed in' : 'signed out'}, ${firstVisit ? 'first visit' : 'after a cookie choice'}`;
      test(`nothing covers the header, menus or chat: ${label}`, async ({ newPage, signedInState }) => {
        const page = await newPage({
          viewport: { width, height: width < 800 ? 760 : 900 },
          ...(signedIn ? { storageState: signedInState } : {}),
        });
        const site = new Site(page);
        await site.open('/');
        const banner = page.getByRole('region', { name: 'Cookie consent' });
        await expect(banner).toBeVisible();
        if (!firstVisit) {
          await banner.getByRole('button', { name: width < 1000 ? 'Decline' : 'Accept All' }).click();
          await expect(banner).toBeHidden();
          await page.reload();
          await site.hydrated();
          await expect(banner, 'the choice is remembered').toBeHidden();
        }
        const header = page.getByRole('banner');
        const headerControls = await header.evaluate(auditControls);
        // Whatever is drawn inside the viewport can be clicked where it is drawn (always checked).
        assertControls(
          headerControls.filter((c) => c.inside),
          `header (${label})`,
          { oneLine: false },
        );
        // Every header item inside the viewport on one line: reported, and the rest of the test still runs.
        assertControls(headerControls, `every header item is inside the viewport on one line (${label})`, { soft: true });
        if (firstVisit) assertControls(await banner.evaluate(auditControls), `cookie banner (${label})`, { oneLine: false });

        const launcher = page.getByRole('button', { name: 'Open AI Assistant' });
        expect(await launcher.evaluate(hitAtCentre), 'the chat launcher can be clicked where it is drawn').toBe(true);
        // The launcher never covers the banner's buttons either.
        if (firstVisit) {
          for (const name of ['Decline', 'Accept All'])
            expect(await banner.getByRole('button', { name }).evaluate(hitAtCentre), `${name} is not covered`).toBe(true);
        }

        // The menu: the full-screen one on narrow screens, the Peptide Therapy dropdown on wide ones.
        const menuButton = page.getByRole('button', { name: 'Open menu' });
        const menuReachable = headerControls.find((c) => c.name === 'Open menu')?.inside !== false;
        const narrow = await menuButton.isVisible();
        // A menu button drawn off-screen is reported above: its menu cannot be reached to audit.
        if (narrow && menuReachable) {
          await menuButton.click();
          const menu = page.getByRole('dialog', { name: 'Menu' });
          await expect(menu).toBeVisible();
          await site.control('Peptide Therapy', menu).click();
          await expect(menu.getByRole('link', { name: 'BPC-157' })).toBeVisible();
          await auditMenuItems(menu.locator('a[href], button, summary'), `mobile menu (${label})`);
          await page.keyboard.press('Escape');
          await expect(menu).toBeHidden();
          await expect.poll(() => focusedName(page), { message: 'Escape returns focus to the menu button' }).toBe('Open menu');
        } else if (!narrow) {
          const nav = page.getByRole('navigation', { name: 'Main' });
          await site.control('Peptide Therapy', nav).click();
          const guide = nav.getByRole('link', { name: 'BPC-157' });
          await expect(guide).toBeVisible();
          await auditMenuItems(
            nav.getByRole('link').filter({
              hasText: /^(TB-500|BPC-157|Selank|Semax|Ipamorelin|HCG|Retatrutide|Tirzepatide|Tesamorelin|NAD\+|CJC-1295)$/,
            }),
            `Peptide Therapy menu (${label})`,
          );
          await guide.focus();
          await page.keyboard.press('Escape');
          await expect(guide).toBeHidden();
          await expect.poll(() => focusedName(page), { message: 'Escape returns focus to Peptide Therapy' }).toBe('Peptide Therapy');
        }

        const account = site.control(/^Account menu for /, header);
        // On wide screens the account menu is in the header (on narrow ones it is inside the menu, audited above).
        if (signedIn && width >= 1440) await expect(account, 'the account menu is in the header').toBeVisible();
        if (signedIn && (await account.isVisible())) {
          await account.click();
          const signOut = header
            .getByRole('button', { name: 'Sign out' })
            .or(header.getByRole('menuitem', { name: 'Sign out' }))
            .first();
          await expect(signOut).toBeVisible();
          await auditMenuItems(
            signOut.locator('xpath=ancestor::*[self::div or self::ul or self::nav][1]').locator('a[href], button'),
            `user menu (${label})`,
          );
          await signOut.focus();
          await page.keyboard.press('Escape');
          await expect(signOut).toBeHidden();
          await expect
            .poll(() => focusedName(page), { message: 'Escape returns focus to the account button' })
            .toMatch(/^Account menu for /);
        }

        // The chat panel: its message box, Send and links are never under the cookie banner or anything else.
        // Focus and Enter in one step (locator.press): a menu's focus return landing between the two once reopened the menu.
        await expect(launcher).toBeVisible();
        await launcher.press('Enter');
        const panel = page.getByRole('dialog', { name: 'AI Assistant' });
        await expect(panel.locator('textarea')).toBeVisible();
        const parts = [
          panel.locator('textarea'),
          panel.getByRole('button', { name: 'Send message' }),
          panel
            .getByRole('link', { name: 'Full Chat' })
            .or(panel.getByRole('button', { name: 'Full Chat' }))
            .first(),
          panel.getByRole('button', { name: 'Ask our team' }),
        ];
        if (!signedIn) parts.push(panel.getByRole('link', { name: 'Sign in' }));
        for (const part of parts)
          expect(
            await part.evaluate(hitAtCentre),
            `${await part.evaluate((e) => e.getAttribute('aria-label') || e.textContent || e.tagName)} in the chat panel is not covered`,
          ).toBe(true);
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
        await expect.poll(() => focusedName(page), { message: 'Escape returns focus to the launcher' }).toBe('Open AI Assistant');
        // After the chat closes the cookie banner is back where it was, still not over the launcher.
        await expect.poll(() => launcher.evaluate(hitAtCentre)).toBe(true);
      });
    }
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 760 } });

  test('the open chat is modal (the menu button is inert until it closes); the mobile menu keeps focus; Escape returns to the menu button', async ({
    page,
    site,
    chat,
  }) => {
    await site.open('/');
    await chat.open();
    // Issue 30: on a phone the open chat covers the page, so it is modal and the header is inert behind it.
    expect(await page.getByRole('button', { name: 'Open menu' }).evaluate((b) => Boolean(b.closest('[inert]')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(chat.dialog).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await auditMenuItems(menu.locator('a[href], button, summary'), 'mobile menu over the chat');
    // Tabbing stays in the menu: never onto the chat launcher underneath.
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      await expect(page.locator('.chat-launcher :focus'), 'focus went under the menu').toHaveCount(0);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect.poll(() => focusedName(page)).toBe('Open menu');
  });
});
