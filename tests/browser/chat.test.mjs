// The AI assistant in a real browser: the floating panel for guests, and /chat with saved conversations.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, checkA11y, hydrated, mailLink, verifyEmail, waitForToast, withPage } from './lib.mjs';

const uniqueEmail = (tag) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Holds every POST /api/chat for `ms` before letting it through, so the pending state can be seen. */
async function slowChat(page, ms = 800) {
  await page.route('**/api/chat', async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue().catch(() => {});
  });
}

/** Accepts cookies so the banner does not cover the panel. */
async function dismissCookies(page) {
  const accept = page.getByRole('button', { name: 'Accept All' });
  if (await accept.isVisible().catch(() => false)) await accept.click();
}

async function openPanel(page) {
  await page.getByRole('button', { name: 'Open AI Assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'AI Assistant' });
  await panel.locator('textarea').waitFor();
  return panel;
}

/** A verified account signed in within this browser context. */
async function signIn(page, fullName = 'Chat Tester') {
  const email = uniqueEmail('chat');
  const password = 'Lantern-Quartz-8812';
  await page.goto(`${BASE_URL}/about`);
  const signUp = await page.evaluate(
    (body) =>
      fetch('/api/auth/sign-up', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then(
        (r) => r.status,
      ),
    { fullName, email, password },
  );
  assert.ok(signUp < 300, `sign-up answered ${signUp}`);
  await verifyEmail(page, await mailLink(page, { to: email, path: '/auth/verify' }));
  const status = await page.evaluate(
    (body) =>
      fetch('/api/auth/sign-in', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then(
        (r) => r.status,
      ),
    { email, password },
  );
  assert.equal(status, 200);
  return email;
}

test('the floating panel on /solutions greets with its own text, loads its code only when opened, and answers a guest', () =>
  withPage(async (page) => {
    const chunks = [];
    page.on('request', (r) => r.resourceType() === 'script' && chunks.push(r.url()));
    await page.goto(`${BASE_URL}/solutions`);
    await hydrated(page);
    await dismissCookies(page);
    assert.equal(
      chunks.filter((u) => /FloatingChatPanel|use-chat|use-handoff|Handoff/.test(u)).length,
      0,
      'chat code loaded before the panel opened',
    );

    const panel = await openPanel(page);
    assert.ok(chunks.some((u) => /FloatingChatPanel/.test(u)));
    assert.equal(await panel.getByRole('heading', { name: 'AI Assistant' }).count(), 1);
    // A guest's Full Chat explains sign-in instead of leading straight to /chat (see chat-handoff.test.mjs).
    assert.equal(await panel.getByRole('button', { name: 'Full Chat' }).getAttribute('aria-expanded'), 'false');
    assert.equal(await panel.getByRole('button', { name: 'Close AI Assistant' }).count(), 1);
    assert.match(await panel.locator('.chat-bubble-assistant').first().textContent(), /walk you through our solutions/);
    assert.equal((await panel.locator('.chat-guest-hint').textContent()).trim(), 'Sign in to save your chat history.');
    assert.equal(
      await panel.locator('.chat-guest-hint').getByRole('link', { name: 'Sign in' }).getAttribute('href'),
      '/auth?next=%2Fsolutions',
    );
    const width = await panel.evaluate((el) => el.getBoundingClientRect().width);
    assert.ok(Math.abs(width - 384) <= 2, `panel is ${width}px wide`);

    // Empty and whitespace-only input is not sent.
    const input = panel.locator('textarea');
    const send = panel.getByRole('button', { name: 'Send message' });
    await input.fill('   ');
    assert.equal(await send.isDisabled(), true);
    await input.press('Enter');
    assert.equal(await panel.locator('.chat-bubble-user').count(), 0);

    // The message shows at once; while pending the input and send are disabled and 'Thinking...' shows.
    await slowChat(page);
    await input.fill('  How much does a consultation cost?  ');
    await input.press('Enter');
    await panel.locator('.chat-bubble-user').filter({ hasText: 'How much does a consultation cost?' }).waitFor();
    await panel.getByText('Thinking...').waitFor();
    assert.equal(await input.isDisabled(), true);
    assert.equal(await send.isDisabled(), true);
    assert.equal(await panel.getByRole('button', { name: 'Stop' }).isVisible(), true);

    const reply = panel.locator('.chat-bubble-assistant').nth(1);
    await reply.waitFor();
    await panel.getByText('Thinking...').waitFor({ state: 'detached' });
    assert.match(await reply.textContent(), /\$297/);
    assert.equal((await reply.locator('a[href^="/solutions"]').count()) > 0, true);
    assert.equal(await input.isDisabled(), false);
    assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'TEXTAREA');
    // The log itself is not live (history and streamed tokens are not read out); the finished answer is, once.
    assert.equal(await panel.getByRole('log').getAttribute('aria-live'), 'off');
    assert.match(await panel.locator('.chat-thread > [role="status"]').textContent(), /^Assistant said: .*\$297/);
    // Answers are rendered markdown: a list of links, no raw markup left over.
    assert.equal((await reply.locator('ul li a').count()) > 0, true);
    assert.doesNotMatch(await reply.textContent(), /\*\*|\]\(/);

    const violations = (await checkA11y(page)).filter((v) => v.nodes.some((n) => n.includes('chat')));
    assert.deepEqual(violations, []);

    // The conversation survives navigation in the same tab, under the new page's greeting.
    await page.unroute('**/api/chat');
    await page.goto(`${BASE_URL}/recovery`);
    await hydrated(page);
    const again = await openPanel(page);
    assert.match(await again.locator('.chat-bubble-assistant').first().textContent(), /recovery protocols/);
    assert.equal(await again.locator('.chat-bubble-user').filter({ hasText: 'How much does a consultation cost?' }).count(), 1);
    assert.match(await again.locator('.chat-bubble-assistant').nth(1).textContent(), /\$297/);
    assert.equal(page.errors.length, 0, page.errors.join('\n'));
  }));

test('Stop ends a pending answer; a failed send removes the message and shows the error toast', () =>
  withPage(async (page) => {
    await page.goto(`${BASE_URL}/research`);
    await hydrated(page);
    await dismissCookies(page);
    const panel = await openPanel(page);
    assert.match(await panel.locator('.chat-bubble-assistant').first().textContent(), /BPC-157, TB-500 or GHK-Cu/);
    const input = panel.locator('textarea');

    await slowChat(page, 3000);
    await input.fill('What is GHK-Cu?');
    await input.press('Enter');
    await panel.getByText('Thinking...').waitFor();
    await panel.getByRole('button', { name: 'Stop' }).click();
    await panel.getByText('Thinking...').waitFor({ state: 'detached' });
    assert.equal(await input.isDisabled(), false);
    assert.equal(await panel.locator('.chat-bubble-user').count(), 1);
    await page.unroute('**/api/chat');

    await page.route('**/api/chat', (route) => route.abort('internetdisconnected'));
    await input.fill('Will this fail?');
    await input.press('Enter');
    await waitForToast(page, 'Error sending message', "Please try again. Make sure you're connected to the internet.");
    assert.match((await page.locator('[data-testid="toast"]').first().getAttribute('class')) ?? '', /toast-destructive/);
    await page.waitForFunction(
      () => ![...document.querySelectorAll('.chat-bubble-user')].some((b) => b.textContent.includes('Will this fail?')),
    );
    assert.equal(await input.inputValue(), 'Will this fail?');
  }));

test('the panel says how many messages are left once few remain, and invites guests to sign in at the limit', () =>
  withPage(async (page) => {
    await page.goto(`${BASE_URL}/education/nad`);
    await hydrated(page);
    await dismissCookies(page);
    const panel = await openPanel(page);
    assert.match(await panel.locator('.chat-bubble-assistant').first().textContent(), /summarise what the research says/);
    const body = [
      { type: 'meta', conversationId: null, remaining: 3, mode: 'library' },
      { type: 'delta', text: 'NAD+ is a coenzyme.' },
      { type: 'done' },
    ];
    await page.route('**/api/chat', (route) =>
      route.fulfill({ status: 200, contentType: 'application/x-ndjson', body: body.map((e) => JSON.stringify(e)).join('\n') + '\n' }),
    );
    await panel.locator('textarea').fill('What is NAD+?');
    await panel.locator('textarea').press('Enter');
    await panel.getByText('3 messages left this hour.').waitFor();
    await page.unroute('**/api/chat');
    await page.route('**/api/chat', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '1200' },
        body: JSON.stringify({
          error: {
            code: 'rate_limit:chat',
            message: "You've reached the guest limit of 20 messages an hour. Sign in to keep chatting, or try again in 20 minutes.",
          },
        }),
      }),
    );
    await panel.locator('textarea').fill('One more?');
    await panel.locator('textarea').press('Enter');
    const notice = panel.getByRole('alert');
    await notice.waitFor();
    assert.match(await notice.textContent(), /guest limit of 20 messages an hour/);
    assert.equal(await notice.getByRole('link', { name: 'Sign in' }).getAttribute('href'), '/auth');
  }));

test('home page example questions open the panel and ask; without JavaScript they lead to search', async () => {
  await withPage(async (page) => {
    await page.goto(`${BASE_URL}/`);
    await hydrated(page);
    await dismissCookies(page);
    const example = page.locator('a[data-ask]').first();
    const question = await example.getAttribute('data-ask');
    await example.click();
    const panel = page.getByRole('dialog', { name: 'AI Assistant' });
    await panel.locator('.chat-bubble-user').filter({ hasText: question }).waitFor();
    await panel.locator('.chat-bubble-assistant').nth(1).waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
  });
  await withPage(
    async (page) => {
      await page.goto(`${BASE_URL}/`);
      const href = await page.locator('a[data-ask]').first().getAttribute('href');
      assert.match(href, /^\/search\?q=/);
    },
    { javaScriptEnabled: false },
  );
});

test('/chat sends anonymous visitors to /auth', () =>
  withPage(async (page) => {
    await page.goto(`${BASE_URL}/chat`);
    assert.equal(new URL(page.url()).pathname, '/auth');
  }));

test('a signed-in user chats on /chat, sees the conversation in the list, renames and deletes it', () =>
  withPage(async (page) => {
    await signIn(page);
    // Hold the list so the loading skeleton can be seen.
    let release;
    const held = new Promise((r) => (release = r));
    await page.route('**/api/conversations', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${BASE_URL}/chat`);
    await hydrated(page);
    await dismissCookies(page);
    assert.equal(await page.locator('[data-testid="conversation-skeleton"]').count(), 5);
    assert.equal(await page.locator('[data-island="ChatLauncher"]').count(), 0);
    release();
    await page.getByText('No conversations yet').waitFor();
    await page.getByText('Start a new chat to begin').waitFor();
    await page.unroute('**/api/conversations');

    const shell = page.locator('.chat-app');
    assert.equal(Math.round((await shell.boundingBox()).height), 600);
    assert.equal(Math.round((await page.locator('.chat-sidebar').boundingBox()).width), 320);
    assert.equal(await page.getByRole('heading', { name: 'AI Assistant', level: 1 }).count(), 1);

    // Starting a conversation selects it; the stored history replaces the local one after the reply.
    const input = page.locator('.chat-main textarea');
    await input.fill('What is NAD+?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.locator('.chat-main .chat-bubble-assistant').first().waitFor();
    const row = page.locator('.chat-conv').filter({ hasText: 'What is NAD+?' });
    await row.waitFor();
    assert.equal(await row.locator('.chat-conv-select').getAttribute('aria-current'), 'true');
    assert.match(await row.locator('time').textContent(), /^\d{1,2}:\d{2}/);
    assert.match(await page.locator('.chat-main .chat-bubble-assistant').first().textContent(), /coenzyme/);

    // A follow-up stays in the same conversation.
    await input.fill('What are its side effects?');
    await input.press('Enter');
    await page.locator('.chat-main .chat-bubble-assistant').nth(1).waitFor();
    assert.equal(await page.locator('.chat-conv').count(), 1);
    // Wait for the chat to be idle again: the finished reply hands focus back to the message box.
    await page.waitForFunction(() => {
      const box = document.querySelector('.chat-main textarea');
      return box && !box.disabled && document.activeElement === box;
    });

    // Rename from the list with the keyboard.
    await page.getByRole('button', { name: 'Rename conversation: What is NAD+?' }).focus();
    await page.keyboard.press('Enter');
    const field = page.getByRole('textbox', { name: 'Conversation title' });
    await field.waitFor();
    await field.fill('NAD+ notes');
    await page.keyboard.press('Enter');
    await page.locator('.chat-conv-title', { hasText: 'NAD+ notes' }).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Rename conversation: NAD+ notes');

    // 'New Conversation' clears the selection; choosing the conversation loads its messages.
    await page.getByRole('button', { name: 'New Conversation' }).click();
    await page.waitForFunction(() => !document.querySelector('.chat-main .chat-bubble'));
    assert.equal(await page.locator('[aria-current="true"]').count(), 0);
    await page.reload();
    await hydrated(page);
    await page.locator('.chat-conv-title', { hasText: 'NAD+ notes' }).click();
    await page.locator('.chat-main .chat-bubble-user').nth(1).waitFor();
    assert.equal(await page.locator('.chat-main .chat-bubble-user').count(), 2);

    // A failed delete keeps the conversation and says so.
    await page.route('**/api/conversations/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Delete conversation: NAD+ notes' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await waitForToast(page, 'Error', 'Failed to delete conversation.');
    assert.equal(await page.locator('.chat-conv-title', { hasText: 'NAD+ notes' }).count(), 1);
    await page.unroute('**/api/conversations/*');

    // Deleting the selected conversation returns to a new one.
    await page.getByRole('button', { name: 'Delete conversation: NAD+ notes' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await waitForToast(page, 'Conversation deleted', 'The conversation has been removed.');
    await page.getByText('No conversations yet').waitFor();
    assert.equal(await page.locator('.chat-main .chat-bubble').count(), 0);
    const list = await page.evaluate(() => fetch('/api/conversations').then((r) => r.json()));
    assert.deepEqual(list.conversations, []);

    const violations = await checkA11y(page);
    assert.deepEqual(
      violations.filter((v) => v.nodes.some((n) => n.includes('chat'))),
      [],
    );
    assert.equal(page.errors.length, 0, page.errors.join('\n'));
  }));

test('after signing in, a guest chat from the same tab can be saved as a conversation', () =>
  withPage(async (page) => {
    await page.goto(`${BASE_URL}/education/bpc-157`);
    await hydrated(page);
    await dismissCookies(page);
    let panel = await openPanel(page);
    await panel.locator('textarea').fill('What is BPC-157?');
    await panel.locator('textarea').press('Enter');
    await panel.locator('.chat-bubble-assistant').nth(1).waitFor();

    await signIn(page);
    await page.goto(`${BASE_URL}/about`);
    await hydrated(page);
    panel = await openPanel(page);
    await panel.getByText(/You have a chat from before you signed in \(2 messages\)/).waitFor();
    assert.equal(await panel.locator('.chat-guest-hint').count(), 0);
    await panel.getByRole('button', { name: 'Save chat' }).click();
    await waitForToast(page, 'Chat saved', 'You can find it in Full Chat with your other conversations.');
    await panel.locator('.chat-bubble-user').filter({ hasText: 'What is BPC-157?' }).waitFor();

    await page.goto(`${BASE_URL}/chat`);
    await hydrated(page);
    await page.locator('.chat-conv-title', { hasText: 'What is BPC-157?' }).waitFor();
  }));
