// Issue 30, serious defects 1 and 2: the open chat panel never hides focus (modal on phones, a column of its own on
// wide screens, Escape from anywhere), and its conversation log is focusable, named and scrollable by keyboard.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkA11y, hydrated, withPage } from './lib.mjs';

const declined = (page) => page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));

async function openPanel(page) {
  await page.getByRole('button', { name: 'Open AI Assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'AI Assistant' });
  await panel.locator('textarea').waitFor();
  await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
  return panel;
}

/** Serves POST /api/chat from a fixed list of stream events. */
async function scriptedChat(page, events) {
  await page.route('**/api/chat', (route) =>
    route.fulfill({ status: 200, contentType: 'application/x-ndjson', body: events.map((e) => JSON.stringify(e)).join('\n') + '\n' }),
  );
}

/** A long library answer: 30 numbered paragraphs, the last one the safety paragraph. */
const LONG_ANSWER = [
  ...Array.from({ length: 29 }, (_, i) => `Paragraph ${i + 1}: research summary line about recovery models and study design.`),
  'Safety: research use only; this is not medical advice.',
].join('\n\n');

/**
 * What has focus, and whether it is the topmost thing at its centre (not hidden behind the panel or anything else).
 * A visually hidden input counts as visible when its label is what is drawn there.
 */
const focusState = (page) =>
  page.evaluate(async () => {
    const el = document.activeElement;
    // Wait for it to settle: focus can scroll the page, and the header then animates out of its compact state.
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    for (let i = 0, last = ''; i < 40; i++) {
      await frame();
      const now = JSON.stringify(el?.getBoundingClientRect());
      if (now === last) break;
      last = now;
    }
    if (!el || el === document.body || el === document.documentElement) return { body: true };
    // A link that wraps has one box per line: its first line is what must be visible.
    const r = el.getClientRects()[0] ?? el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y);
    const labelled = hit && el.labels && [...el.labels].some((l) => l.contains(hit));
    const inPanel = Boolean(el.closest('.chat-launcher'));
    return {
      body: false,
      inPanel,
      describe: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" at ${Math.round(x)},${Math.round(y)}`,
      onScreen: x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight,
      topmost: Boolean(hit && (el === hit || el.contains(hit) || labelled)),
      coveredBy: hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing',
    };
  });

/**
 * Presses Tab (or Shift+Tab) `steps` times, checking each stop. Past the last element of the document focus goes to
 * the browser's own controls (the body, headless): allowed only when `wraps` and when the next press lands on the
 * document's first stop, the skip link.
 */
async function tabThrough(page, { steps, key = 'Tab', wraps = false }) {
  const seen = [];
  for (let i = 0; i < steps; i++) {
    await page.keyboard.press(key);
    let s = await focusState(page);
    if (s.body && wraps) {
      await page.keyboard.press(key);
      assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('skip-link')), true, 'focus left mid-page');
      s = await focusState(page);
    }
    assert.equal(s.body, false, `${key} ${i + 1}: focus fell to the page body`);
    assert.equal(s.onScreen && s.topmost, true, `${key} ${i + 1}: ${s.describe} is hidden (under ${s.coveredBy})`);
    seen.push(s);
  }
  return seen;
}

test('at 390 × 844 the open panel is modal: Tab and Shift+Tab stay inside, the page is inert, Escape closes', () =>
  withPage(
    async (page) => {
      await declined(page);
      await page.goto('/education/bpc-157');
      await hydrated(page);
      const panel = await openPanel(page);
      assert.equal(await panel.getAttribute('aria-modal'), 'true');
      const forward = await tabThrough(page, { steps: 30 });
      assert.deepEqual(
        forward.filter((s) => !s.inPanel).map((s) => s.describe),
        [],
        'focus left the panel',
      );
      const backward = await tabThrough(page, { steps: 30, key: 'Shift+Tab' });
      assert.deepEqual(
        backward.filter((s) => !s.inPanel).map((s) => s.describe),
        [],
      );
      assert.equal(await page.evaluate(() => Boolean(document.querySelector('main')?.closest('[inert]'))), true, 'the page is inert');
      assert.equal(await page.evaluate(() => Boolean(document.querySelector('.site-header')?.closest('[inert]'))), true, 'the header too');
      assert.deepEqual(await checkA11y(page), []);
      // Escape from the log (not a field) closes, focus returns to the launcher and the page is usable again.
      await panel.locator('.chat-messages').focus();
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Open AI Assistant');
      assert.equal(await page.evaluate(() => document.querySelectorAll('[inert]').length), 0, 'nothing is left inert');
    },
    { viewport: { width: 390, height: 844 } },
  ));

test('at 1280 × 900 nothing focusable is hidden behind the open panel, and Escape closes it from anywhere', () =>
  withPage(
    async (page) => {
      await declined(page);
      for (const path of ['/education/bpc-157', '/contact']) {
        await page.goto(path);
        await hydrated(page);
        const panel = await openPanel(page);
        assert.equal(await panel.getAttribute('aria-modal'), 'false', 'on wide screens the page stays usable beside the panel');
        await tabThrough(page, { steps: 140, wraps: true });
        await page.keyboard.press('Shift+Tab'); // any page element will do: Escape must close the panel from there
        assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('.chat-launcher'))), false, path);
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'hidden' });
        assert.equal(await page.evaluate(() => document.activeElement === document.body), false, 'focus stays where it was');
      }
    },
    { viewport: { width: 1280, height: 900 } },
  ));

test('the conversation log is focusable, named, shows focus, and PageUp/PageDown from the message box scroll it', () =>
  withPage(
    async (page) => {
      await declined(page);
      await page.goto('/education/bpc-157');
      await hydrated(page);
      const panel = await openPanel(page);
      await scriptedChat(page, [
        { type: 'meta', conversationId: null, remaining: 19, mode: 'library' },
        { type: 'delta', text: LONG_ANSWER },
        { type: 'done' },
      ]);
      const box = panel.locator('textarea');
      await box.fill('Tell me everything about BPC-157');
      await box.press('Enter');
      const safety = panel.locator('.chat-messages p', { hasText: 'Safety: research use only' });
      await safety.waitFor({ state: 'attached' });
      await panel.locator('textarea:not([disabled])').waitFor();
      const log = panel.locator('.chat-messages');
      assert.equal(await log.getAttribute('tabindex'), '0');
      assert.equal(await log.getAttribute('aria-label'), 'Conversation with the AI Assistant');

      const pageY = await page.evaluate(() => scrollY);
      const top = await log.evaluate((el) => el.scrollTop);
      await box.focus();
      await page.keyboard.press('PageDown');
      const down = await log.evaluate((el) => el.scrollTop);
      assert.ok(down > top + 100, `PageDown scrolled the log from ${top} to ${down}`);
      assert.equal(await page.evaluate(() => scrollY), pageY, 'the page behind did not scroll');
      for (let i = 0; i < 20; i++) await page.keyboard.press('PageDown');
      const safetyVisible = await safety.evaluate((p) => {
        const r = p.getBoundingClientRect();
        const l = p.closest('.chat-messages').getBoundingClientRect();
        return r.top >= l.top - 1 && r.bottom <= l.bottom + 1;
      });
      assert.equal(safetyVisible, true, 'the safety paragraph comes into view');
      await page.keyboard.press('PageUp');
      assert.ok((await log.evaluate((el) => el.scrollTop)) < (await log.evaluate((el) => el.scrollHeight - el.clientHeight)));
      assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'TEXTAREA', 'focus stays in the message box');

      // Tab reaches the log itself; its focus ring is drawn, and arrow keys scroll it.
      await log.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('chat-messages')), true);
      const ring = await log.evaluate((el) => {
        const s = getComputedStyle(el);
        return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
      });
      assert.ok(ring.style !== 'none' && ring.width >= 2, `focus ring ${JSON.stringify(ring)}`);
      // (Chromium animates keyboard scrolling: wait for it.)
      await page.keyboard.press('Home');
      await page.waitForFunction(() => document.querySelector('.chat-panel .chat-messages').scrollTop === 0);
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction(() => document.querySelector('.chat-panel .chat-messages').scrollTop > 0);
      assert.deepEqual(await checkA11y(page), []);
    },
    { viewport: { width: 1280, height: 900 } },
  ));
