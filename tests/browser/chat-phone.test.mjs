// The chat on a phone: the floating panel and /chat at 390×844 and 320×640 (the desktop frame is in chat.test.mjs).
import { checkA11y, expect, test } from './fixtures.mjs';

const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
];

/** Fails unless the element is inside the viewport and is what a tap at its centre reaches (nothing covers it). */
async function expectTappable(locator, what) {
  await expect(locator).toBeVisible();
  await expect
    .poll(
      () =>
        locator.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const inside = r.width > 0 && r.height > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;
          if (!inside) return `outside the viewport: ${[r.left, r.top, r.right, r.bottom].join(', ')}`;
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return hit && el.contains(hit) ? 'tappable' : `covered by ${hit ? `${hit.tagName}.${hit.className}` : 'nothing'}`;
        }),
      { message: what },
    )
    .toBe('tappable');
}

async function expectNoHorizontalOverflow(page, where) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} is ${overflow}px wider than the viewport`).toBeLessThanOrEqual(0);
}

for (const viewport of PHONES) {
  const size = `${viewport.width}×${viewport.height}`;

  test.describe(`at ${size}`, () => {
    test.use({ viewport });

    test(`the floating panel: message box, Send and "Ask our team" are reachable and nothing overflows`, async ({
      page,
      site,
      cookies,
      chat,
    }) => {
      await site.open('/solutions');
      await cookies.accept();
      await chat.open();
      const panel = chat.dialog;
      await chat.input.fill('What is BPC-157?');
      await expectTappable(chat.input, 'the message box');
      await expectTappable(chat.send, 'Send');
      await expectTappable(panel.getByRole('button', { name: 'Ask our team' }), '"Ask our team"');
      await expectTappable(panel.getByRole('button', { name: 'Full Chat' }), 'Full Chat');
      await expectTappable(panel.getByRole('button', { name: 'Close AI Assistant' }).first(), 'Close');
      await expectNoHorizontalOverflow(page, 'the page with the panel open');

      // The handoff form fits too: its Send button can be reached (scrolling within the form if need be).
      await panel.getByRole('button', { name: 'Ask our team' }).click();
      const send = panel.getByRole('button', { name: 'Send to our team' });
      await send.scrollIntoViewIfNeeded();
      await expectTappable(send, 'Send to our team');
      await expectTappable(panel.getByLabel('Email'), 'the email field');
      await expectNoHorizontalOverflow(page, 'the page with the handoff form open');
    });

    test(`/chat: a full-height chat with the message box, Send and the Conversations button in reach`, async ({
      page,
      site,
      cookies,
      account,
    }) => {
      await account.create({ fullName: 'Phone Tester' });
      // One saved conversation, so the list has something to choose.
      const imported = await page.evaluate(() =>
        fetch('/api/conversations/import', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            messages: [
              { role: 'user', content: 'Saved phone question' },
              { role: 'assistant', content: 'Saved answer' },
            ],
          }),
        }).then((r) => r.status),
      );
      expect(imported).toBeLessThan(300);
      await site.open('/chat');
      await cookies.accept();
      const input = page.locator('.chat-main textarea');
      await input.fill('Hello');

      // Full height: the chat fills the viewport under the fixed header.
      const { top, bottom } = await page.locator('.chat-app').evaluate((el) => el.getBoundingClientRect().toJSON());
      const header = await page.evaluate(() => document.querySelector('.site-top').getBoundingClientRect().bottom);
      expect(Math.abs(top - header), `the chat starts at ${top}px, the header ends at ${header}px`).toBeLessThanOrEqual(2);
      expect(Math.abs(bottom - viewport.height), `the chat ends at ${bottom}px of ${viewport.height}`).toBeLessThanOrEqual(2);

      const toggle = page.getByRole('button', { name: 'Conversations', exact: true });
      await expectTappable(input, 'the message box');
      await expectTappable(page.getByRole('button', { name: 'Send message' }), 'Send');
      await expectTappable(toggle, 'the Conversations button');
      await expectTappable(page.getByRole('button', { name: 'Ask our team' }), '"Ask our team"');
      await expectNoHorizontalOverflow(page, '/chat');
      // The list is one tap away, not on screen.
      await expect(page.locator('.chat-sidebar')).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      // Open it: focus moves in; Escape closes it and returns focus to the button.
      await toggle.click();
      const list = page.getByRole('complementary', { name: 'Conversations' });
      await expect(list).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect.poll(() => list.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await expectTappable(list.getByRole('button', { name: 'New Conversation' }), 'New Conversation');
      await expectTappable(list.getByRole('button', { name: 'Close conversations' }), 'the list close button');
      if (viewport.width === 390) {
        const violations = (await checkA11y(page)).filter((v) => v.nodes.some((n) => n.includes('chat')));
        expect(violations).toEqual([]);
      }
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expect(toggle).toBeFocused();

      // Choosing a conversation closes the list and shows it.
      await page.keyboard.press('Enter');
      await expect(list).toBeVisible();
      await list.locator('.chat-conv-title', { hasText: 'Saved phone question' }).click();
      await expect(list).toBeHidden();
      await expect(page.locator('.chat-main .chat-bubble-user', { hasText: 'Saved phone question' })).toBeVisible();
      expect(page.errors).toEqual([]);
    });
  });
}
