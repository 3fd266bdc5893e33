// The chat on a phone: the floating panel and /chat at 390×844 and 320×640, and /chat's desktop frame.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, checkA11y, dismissCookies, hydrated, signUpAndSignIn, withPage } from './lib.mjs';

const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
];
const uniqueEmail = (tag) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Fails unless the element is inside the viewport and is what a tap at its centre reaches (nothing covers it). */
async function assertTappable(locator, what) {
  await locator.waitFor();
  const result = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const inside = r.width > 0 && r.height > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;
    const hit = document.elementFromPoint(x, y);
    return {
      inside,
      reached: !!hit && el.contains(hit),
      hit: hit ? `${hit.tagName}.${hit.className}` : 'nothing',
      rect: [r.left, r.top, r.right, r.bottom],
    };
  });
  assert.ok(result.inside, `${what} is outside the viewport: ${result.rect.join(', ')}`);
  assert.ok(result.reached, `${what} is covered by ${result.hit}`);
}

async function assertNoHorizontalOverflow(page, where) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${where} is ${overflow}px wider than the viewport`);
}

for (const viewport of PHONES) {
  const size = `${viewport.width}×${viewport.height}`;

  test(`the floating panel at ${size}: message box, Send and "Ask our team" are reachable and nothing overflows`, () =>
    withPage(
      async (page) => {
        await page.goto(`${BASE_URL}/solutions`);
        await hydrated(page);
        await dismissCookies(page);
        await page.getByRole('button', { name: 'Open AI Assistant' }).click();
        const panel = page.getByRole('dialog', { name: 'AI Assistant' });
        const input = panel.locator('textarea');
        await input.waitFor();
        await input.fill('What is BPC-157?');
        await assertTappable(input, 'the message box');
        await assertTappable(panel.getByRole('button', { name: 'Send message' }), 'Send');
        await assertTappable(panel.getByRole('button', { name: 'Ask our team' }), '"Ask our team"');
        await assertTappable(panel.getByRole('button', { name: 'Full Chat' }), 'Full Chat');
        await assertTappable(panel.getByRole('button', { name: 'Close AI Assistant' }).first(), 'Close');
        await assertNoHorizontalOverflow(page, 'the page with the panel open');

        // The handoff form fits too: its Send button can be reached (scrolling within the form if need be).
        await panel.getByRole('button', { name: 'Ask our team' }).click();
        const send = panel.getByRole('button', { name: 'Send to our team' });
        await send.scrollIntoViewIfNeeded();
        await assertTappable(send, 'Send to our team');
        await assertTappable(panel.getByLabel('Email'), 'the email field');
        await assertNoHorizontalOverflow(page, 'the page with the handoff form open');
      },
      { viewport },
    ));

  test(`/chat at ${size}: a full-height chat with the message box, Send and the Conversations button in reach`, () =>
    withPage(
      async (page) => {
        await signUpAndSignIn(page, { email: uniqueEmail('phone') });
        // One saved conversation, so the list has something to choose.
        await page.evaluate(() =>
          fetch('/api/conversations/import', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              messages: [
                { role: 'user', content: 'Saved phone question' },
                { role: 'assistant', content: 'Saved answer' },
              ],
            }),
          }),
        );
        await page.goto(`${BASE_URL}/chat`);
        await hydrated(page);
        await dismissCookies(page);
        const input = page.locator('.chat-main textarea');
        await input.waitFor();
        await input.fill('Hello');

        // Full height: the chat fills the viewport under the fixed header.
        const { top, bottom } = await page.locator('.chat-app').evaluate((el) => el.getBoundingClientRect());
        const header = await page.evaluate(() => document.querySelector('.site-top').getBoundingClientRect().bottom);
        assert.ok(Math.abs(top - header) <= 2, `the chat starts at ${top}px, the header ends at ${header}px`);
        assert.ok(Math.abs(bottom - viewport.height) <= 2, `the chat ends at ${bottom}px of ${viewport.height}`);

        const toggle = page.getByRole('button', { name: 'Conversations', exact: true });
        await assertTappable(input, 'the message box');
        await assertTappable(page.getByRole('button', { name: 'Send message' }), 'Send');
        await assertTappable(toggle, 'the Conversations button');
        await assertTappable(page.getByRole('button', { name: 'Ask our team' }), '"Ask our team"');
        await assertNoHorizontalOverflow(page, '/chat');
        // The list is one tap away, not on screen.
        assert.equal(await page.locator('.chat-sidebar').isVisible(), false);
        assert.equal(await toggle.getAttribute('aria-expanded'), 'false');

        // Open it: focus moves in; Escape closes it and returns focus to the button.
        await toggle.click();
        const list = page.getByRole('complementary', { name: 'Conversations' });
        await list.waitFor();
        assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
        assert.equal(await list.evaluate((el) => el.contains(document.activeElement)), true);
        await assertTappable(list.getByRole('button', { name: 'New Conversation' }), 'New Conversation');
        await assertTappable(list.getByRole('button', { name: 'Close conversations' }), 'the list close button');
        if (viewport.width === 390) {
          const violations = (await checkA11y(page)).filter((v) => v.nodes.some((n) => n.includes('chat')));
          assert.deepEqual(violations, []);
        }
        await page.keyboard.press('Escape');
        await list.waitFor({ state: 'hidden' });
        assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Conversations');

        // Choosing a conversation closes the list and shows it.
        await page.keyboard.press('Enter');
        await list.waitFor();
        await list.locator('.chat-conv-title', { hasText: 'Saved phone question' }).click();
        await list.waitFor({ state: 'hidden' });
        await page.locator('.chat-main .chat-bubble-user', { hasText: 'Saved phone question' }).waitFor();
        assert.equal(page.errors.length, 0, page.errors.join('\n'));
      },
      { viewport },
    ));
}

test('/chat on a desktop keeps the 600px panel with the 20rem list beside the chat and no Conversations button', () =>
  withPage(async (page) => {
    await signUpAndSignIn(page, { email: uniqueEmail('desk') });
    await page.goto(`${BASE_URL}/chat`);
    await hydrated(page);
    await page.locator('.chat-main textarea').waitFor();
    assert.equal(Math.round((await page.locator('.chat-app').boundingBox()).height), 600);
    assert.equal(Math.round((await page.locator('.chat-sidebar').boundingBox()).width), 320);
    assert.equal(await page.getByRole('button', { name: 'Conversations', exact: true }).isVisible(), false);
    assert.equal(await page.getByRole('button', { name: 'New Conversation' }).isVisible(), true);
  }));
