// Issue 30, serious defects 1 and 2: the open chat panel never hides focus (modal on phones, a column of its own on
// wide screens, Escape from anywhere), and its conversation log is focusable, named and scrollable by keyboard.
import { checkA11y, expect, test } from './fixtures.mjs';

/** Serves POST /api/chat from a fixed list of stream events. */
async function scriptedChat(page, events) {
  await page.route('**/api/chat', (route) =>
    route.fulfill({ status: 200, contentType: 'application/x-ndjson', body: events.map((e) => JSON.stringify(e)).join('\n') + '\n' }),
  );
}

/** A long library answer: 30 paragraphs, the last one the safety paragraph. */
const LONG_ANSWER = [
  ...Array.from({ length: 29 }, (_, i) => `Paragraph ${i + 1}: research summary line about recovery models and study design.`),
  'Safety: research use only; this is not medical advice.',
].join('\n\n');

/**
 * What has focus, and whether it is the topmost thing at its centre (not hidden behind the panel or anything else),
 * measured once its position has settled (focus can scroll the page, and the header then animates).
 * A link that wraps has one box per line: its first line is what must be visible.
 */
const focusState = (page) =>
  page.evaluate(async () => {
    const el = document.activeElement;
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    for (let i = 0, last = ''; i < 40; i++) {
      await frame();
      const now = JSON.stringify(el?.getBoundingClientRect());
      if (now === last) break;
      last = now;
    }
    if (!el || el === document.body || el === document.documentElement) return { body: true };
    const r = el.getClientRects()[0] ?? el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y);
    const labelled = Boolean(hit && el.labels && [...el.labels].some((l) => l.contains(hit)));
    return {
      body: false,
      inPanel: Boolean(el.closest('.chat-launcher')),
      skipLink: el.classList.contains('skip-link'),
      describe: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" at ${Math.round(x)},${Math.round(y)}`,
      visible: x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight && Boolean(hit && (el === hit || el.contains(hit) || labelled)),
      coveredBy: hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing',
    };
  });

/**
 * Presses Tab (or Shift+Tab) `steps` times and checks every stop: never the body, always the topmost thing at its
 * centre. Past the document's last element focus goes to the browser's own controls (the body, headless): allowed only
 * when `wraps`, and only if the next press lands on the document's first stop, the skip link.
 */
async function tabThrough(page, { steps, key = 'Tab', wraps = false }) {
  const seen = [];
  for (let i = 0; i < steps; i++) {
    await page.keyboard.press(key);
    let s = await focusState(page);
    if (s.body && wraps) {
      await page.keyboard.press(key);
      s = await focusState(page);
      expect(s.skipLink, 'past the end of the document focus wraps to the skip link').toBe(true);
    }
    expect(s.body, `${key} ${i + 1}: focus fell to the page body`).toBe(false);
    expect(s.visible, `${key} ${i + 1}: ${s.describe} is hidden (under ${s.coveredBy})`).toBe(true);
    seen.push(s);
  }
  return seen;
}

test.describe('at 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the open panel is modal: Tab and Shift+Tab stay inside, the page is inert, Escape closes from the log', async ({
    page,
    site,
    cookies,
    chat,
  }) => {
    await cookies.storeChoice();
    await site.open('/education/bpc-157');
    await chat.open();
    await expect(chat.input).toBeFocused();
    await expect(chat.dialog).toHaveAttribute('aria-modal', 'true');
    const forward = await tabThrough(page, { steps: 30 });
    expect(
      forward.filter((s) => !s.inPanel).map((s) => s.describe),
      'focus left the panel',
    ).toEqual([]);
    const backward = await tabThrough(page, { steps: 30, key: 'Shift+Tab' });
    expect(backward.filter((s) => !s.inPanel).map((s) => s.describe)).toEqual([]);
    await expect(page.locator('main')).toHaveJSProperty('inert', true);
    await expect(page.locator('.site-top')).toHaveJSProperty('inert', true);
    expect(await checkA11y(page)).toEqual([]);

    // Escape from the log (not a field) closes; focus returns to the launcher and the page is usable again.
    await chat.dialog.locator('.chat-messages').focus();
    await page.keyboard.press('Escape');
    await expect(chat.dialog).toBeHidden();
    await expect(chat.launcher).toBeFocused();
    await expect(page.locator('[inert]')).toHaveCount(0);
  });
});

for (const path of ['/education/bpc-157', '/contact']) {
  test(`at 1280 × 900 on ${path} nothing focusable is hidden behind the open panel, and Escape closes it from the page`, async ({
    page,
    site,
    cookies,
    chat,
  }) => {
    test.setTimeout(90_000); // 140 stops, each measured once its position has settled
    await cookies.storeChoice();
    await site.open(path);
    await chat.open();
    await expect(chat.dialog, 'on wide screens the page stays usable beside the panel').toHaveAttribute('aria-modal', 'false');
    await tabThrough(page, { steps: 140, wraps: true });
    // Somewhere on the page, outside the panel: Escape still closes it, and focus stays where the visitor is.
    const link = page.locator('main a').first();
    await link.focus();
    await page.keyboard.press('Escape');
    await expect(chat.dialog).toBeHidden();
    await expect(link).toBeFocused();
  });
}

test('the conversation log is focusable, named, shows focus, and PageUp/PageDown from the message box scroll it', async ({
  page,
  site,
  cookies,
  chat,
}) => {
  await cookies.storeChoice();
  await site.open('/education/bpc-157');
  await chat.open();
  await scriptedChat(page, [
    { type: 'meta', conversationId: null, remaining: 19, mode: 'library' },
    { type: 'delta', text: LONG_ANSWER },
    { type: 'done' },
  ]);
  await chat.ask('Tell me everything about BPC-157');
  const log = chat.dialog.locator('.chat-messages');
  const safety = log.locator('p', { hasText: 'Safety: research use only' });
  await expect(log).toHaveAttribute('tabindex', '0');
  await expect(log).toHaveAccessibleName('Conversation with the AI Assistant');

  const scrollTop = () => log.evaluate((el) => el.scrollTop);
  const pageY = await page.evaluate(() => scrollY);
  const top = await scrollTop();
  await chat.input.focus();
  await page.keyboard.press('PageDown');
  await expect.poll(scrollTop, 'PageDown in the message box scrolls the log').toBeGreaterThan(top + 100);
  expect(await page.evaluate(() => scrollY), 'the page behind did not scroll').toBe(pageY);
  const inView = () =>
    safety.evaluate((p) => {
      const r = p.getBoundingClientRect();
      const l = p.closest('.chat-messages').getBoundingClientRect();
      return r.top >= l.top - 1 && r.bottom <= l.bottom + 1;
    });
  await expect(async () => {
    await page.keyboard.press('PageDown');
    expect(await inView()).toBe(true);
  }, 'the safety paragraph comes into view').toPass();
  const bottom = await scrollTop();
  await page.keyboard.press('PageUp');
  await expect.poll(scrollTop).toBeLessThan(bottom);
  await expect(chat.input, 'focus stays in the message box').toBeFocused();

  // Tab reaches the log itself; its focus ring is drawn, and the keyboard scrolls it.
  await log.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(log).toBeFocused();
  await expect(log).not.toHaveCSS('outline-style', 'none');
  await expect(log).toHaveCSS('outline-width', '3px');
  await page.keyboard.press('Home');
  await expect.poll(scrollTop).toBe(0);
  await page.keyboard.press('ArrowDown');
  await expect.poll(scrollTop, 'arrow keys scroll the focused log').toBeGreaterThan(0);
  expect(await checkA11y(page)).toEqual([]);
});
