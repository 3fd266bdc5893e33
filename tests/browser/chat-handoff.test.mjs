// "Ask our team": the chat handed to staff from the floating panel and /chat, and Full Chat for guests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, checkA11y, dismissCookies, hydrated, signUpAndSignIn, STAFF_EMAIL, waitForToast, withPage } from './lib.mjs';

const uniqueEmail = (tag) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const CONFIRMATION = 'Thanks — our team will reply by email within 24 hours.';

async function openPanel(page) {
  await page.getByRole('button', { name: 'Open AI Assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'AI Assistant' });
  await panel.locator('textarea').waitFor();
  return panel;
}

async function ask(panel, question, nth) {
  await panel.locator('textarea').fill(question);
  await panel.locator('textarea').press('Enter');
  await panel.locator('.chat-bubble-assistant').nth(nth).waitFor();
  await panel.locator('textarea:not([disabled])').waitFor();
}

/** Serves POST /api/chat from a fixed list of stream events. */
async function scriptedChat(page, events) {
  await page.route('**/api/chat', (route) =>
    route.fulfill({ status: 200, contentType: 'application/x-ndjson', body: events.map((e) => JSON.stringify(e)).join('\n') + '\n' }),
  );
}

const activeLabel = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '(nothing focused)';
    return el.labels?.[0]?.textContent?.trim() ?? el.textContent?.trim() ?? '';
  });

test("a guest hands the floating panel's chat to staff; it lands in the staff inbox marked as from the chat", async () => {
  const note = `Please email me about shipping ${Date.now()}`;
  await withPage(async (page) => {
    await page.goto(`${BASE_URL}/education/bpc-157`);
    await hydrated(page);
    await dismissCookies(page);
    const panel = await openPanel(page);
    await ask(panel, 'What is BPC-157?', 1);

    const askTeam = panel.getByRole('button', { name: 'Ask our team' });
    await askTeam.click();
    const form = panel.getByRole('form', { name: 'Ask our team' });
    await form.waitFor();
    // Focus moves into the form; the chat input gives way to it while it is open.
    assert.equal(await activeLabel(page), 'Name');
    assert.equal(await panel.locator('.chat-composer').count(), 0);

    // Escape closes the form (not the panel) and focus returns to the button; what was typed is kept.
    await form.getByLabel('Name').fill('Layla Haddad');
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    assert.equal(await panel.isVisible(), true);
    assert.equal(await activeLabel(page), 'Ask our team');
    await page.keyboard.press('Enter');
    await form.waitFor();
    assert.equal(await form.getByLabel('Name').inputValue(), 'Layla Haddad');

    // A server refusal shows next to its field and keeps everything typed.
    await form.getByLabel('Email').fill('layla-at-example');
    await form.getByLabel(/Note for our team/).fill(note);
    await form.getByRole('button', { name: 'Send to our team' }).click();
    const emailError = form.locator('.field-error');
    await emailError.waitFor();
    assert.match(await emailError.textContent(), /valid email/);
    assert.equal(await form.getByLabel('Email').getAttribute('aria-invalid'), 'true');
    assert.equal(await activeLabel(page), 'Email');
    assert.equal(await form.getByLabel(/Note for our team/).inputValue(), note);

    // A network failure says so in the form, everything still there.
    await form.getByLabel('Email').fill('layla@example.com');
    await page.route('**/api/chat/handoff', (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: 'Send to our team' }).click();
    await form.getByRole('alert').waitFor();
    assert.match(await form.getByRole('alert').textContent(), /couldn't send this/);
    assert.equal(await form.getByLabel(/Note for our team/).inputValue(), note);
    await page.unroute('**/api/chat/handoff');

    const violations = (await checkA11y(page)).filter((v) => v.nodes.some((n) => n.includes('chat')));
    assert.deepEqual(violations, []);

    await form.getByRole('button', { name: 'Send to our team' }).click();
    await panel.getByText(CONFIRMATION).waitFor();
    await form.waitFor({ state: 'detached' });
    assert.equal(await activeLabel(page), 'Ask our team');
    assert.equal(page.errors.length, 0, page.errors.join('\n'));
  });

  // Staff see it in the inbox, marked as coming from the chat, with the transcript and the page.
  await withPage(async (page) => {
    await signUpAndSignIn(page, { email: STAFF_EMAIL, fullName: 'Staff Member' });
    await page.goto(`${BASE_URL}/admin/enquiries`);
    const row = page.locator('tr').filter({ hasText: 'layla@example.com' }).filter({ hasText: 'Chat handoff' });
    await row.first().waitFor();
    assert.equal(await row.first().locator('.channel-badge').textContent(), 'From chat');
    assert.match(await row.first().textContent(), /\/education\/bpc-157/);
    await row.first().getByRole('link', { name: 'Chat handoff' }).click();
    const message = await page.locator('.enquiry-message').textContent();
    assert.ok(message.includes(note), 'the note is in the enquiry');
    assert.match(message, /Visitor: What is BPC-157\?/);
    assert.match(message, /Assistant: /);
    assert.match(await page.locator('.enquiry-details').textContent(), /Layla Haddad/);
  });
});

test('the stream can offer a person: the form opens by itself; reset and error events are handled', () =>
  withPage(async (page) => {
    await page.goto(`${BASE_URL}/contact`);
    await hydrated(page);
    await dismissCookies(page);
    const panel = await openPanel(page);

    // A reset discards the text so far: only the answer after it stays.
    await scriptedChat(page, [
      { type: 'meta', conversationId: null, remaining: 10, mode: 'model' },
      { type: 'delta', text: 'Half an answer that' },
      { type: 'reset', reason: 'timeout' },
      { type: 'delta', text: 'We are open Monday to Friday.' },
      { type: 'done' },
    ]);
    await ask(panel, 'When are you open?', 1);
    assert.equal((await panel.locator('.chat-bubble-assistant').nth(1).textContent()).includes('Half an answer'), false);
    assert.match(await panel.locator('.chat-bubble-assistant').nth(1).textContent(), /Monday to Friday/);
    await page.unroute('**/api/chat');

    // The handoff event opens the form once the reply is in, focus in its first field.
    await scriptedChat(page, [
      { type: 'meta', conversationId: null, remaining: 9, mode: 'library' },
      { type: 'delta', text: "I couldn't find that on this site." },
      { type: 'handoff', reason: 'unanswered' },
      { type: 'done' },
    ]);
    await panel.locator('textarea').fill('Do you sell gift cards?');
    await panel.locator('textarea').press('Enter');
    const form = panel.getByRole('form', { name: 'Ask our team' });
    await form.waitFor();
    assert.match(await form.textContent(), /couldn't answer that fully/);
    await page.waitForFunction(() => document.activeElement?.getAttribute('autocomplete') === 'name');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });
    assert.equal(await activeLabel(page), 'Ask our team');
    await page.unroute('**/api/chat');

    // An error event: the spec's toast, the message is taken back and stays in the input.
    await scriptedChat(page, [
      { type: 'meta', conversationId: null, remaining: 8, mode: 'model' },
      { type: 'delta', text: 'Partial' },
      { type: 'error', code: 'internal:chat', message: 'The answer could not be completed. Please try again.' },
    ]);
    await panel.locator('textarea').fill('Will this break?');
    await panel.locator('textarea').press('Enter');
    await waitForToast(page, 'Error sending message', "Please try again. Make sure you're connected to the internet.");
    assert.equal(await panel.locator('.chat-bubble-user').filter({ hasText: 'Will this break?' }).count(), 0);
    assert.equal(await panel.locator('textarea').inputValue(), 'Will this break?');
    assert.equal(page.errors.length, 0, page.errors.join('\n'));
  }));

test('Full Chat for a guest explains why an account is needed and leads to sign-in with a return to /chat, keeping the chat', () =>
  withPage(async (page) => {
    await page.goto(`${BASE_URL}/recovery`);
    await hydrated(page);
    await dismissCookies(page);
    const panel = await openPanel(page);
    await ask(panel, 'What is cold therapy?', 1);

    const fullChat = panel.getByRole('button', { name: 'Full Chat' });
    await fullChat.click();
    const note = panel.getByRole('region', { name: 'Full Chat needs an account' });
    await note.waitFor();
    assert.match(await note.textContent(), /save your chat history/);
    assert.equal(await fullChat.getAttribute('aria-expanded'), 'true');
    const signIn = note.getByRole('link', { name: 'Sign in to use Full Chat' });
    assert.equal(await signIn.getAttribute('href'), '/auth?next=/chat');
    assert.equal(await activeLabel(page), 'Sign in to use Full Chat');
    assert.equal(new URL(page.url()).pathname, '/recovery', 'no silent redirect');

    // Not now closes it and returns focus; the chat is untouched.
    await note.getByRole('button', { name: 'Not now' }).click();
    await note.waitFor({ state: 'hidden' });
    assert.equal(await activeLabel(page), 'Full Chat');
    assert.equal(await panel.locator('.chat-bubble-user').filter({ hasText: 'What is cold therapy?' }).count(), 1);

    // Following the link keeps the guest chat in this tab, for saving after sign-in.
    await fullChat.click();
    await signIn.click();
    await page.waitForURL((url) => url.pathname === '/auth');
    assert.equal(new URL(page.url()).searchParams.get('next'), '/chat');
    const kept = await page.evaluate(() => JSON.parse(sessionStorage.getItem('oasis-chat:guest') ?? '[]').length);
    assert.equal(kept, 2);
  }));

test('signed in on /chat: the form is prefilled from the account, the stored conversation goes to staff, and /chat offers to save a guest chat', () =>
  withPage(async (page) => {
    // A guest chat first, then sign in: /chat offers to save it.
    await page.goto(`${BASE_URL}/research`);
    await hydrated(page);
    await dismissCookies(page);
    const panel = await openPanel(page);
    await ask(panel, 'What is GHK-Cu?', 1);
    const email = await signUpAndSignIn(page, { email: uniqueEmail('handoff'), fullName: 'Omar Saleh' });

    await page.goto(`${BASE_URL}/chat`);
    await hydrated(page);
    await page.getByText(/You have a chat from before you signed in \(2 messages\)/).waitFor();
    await page.getByRole('button', { name: 'Save chat' }).click();
    await waitForToast(page, 'Chat saved', 'You can find it in your conversation list with your other conversations.');
    await page.locator('.chat-conv').filter({ hasText: 'What is GHK-Cu?' }).waitFor();
    await page.locator('.chat-main .chat-bubble-user').filter({ hasText: 'What is GHK-Cu?' }).waitFor();

    await page.getByRole('button', { name: 'Ask our team' }).click();
    const form = page.getByRole('form', { name: 'Ask our team' });
    await form.waitFor();
    await page.waitForFunction(() => document.querySelector('input[autocomplete="email"]')?.value);
    assert.equal(await form.getByLabel('Name').inputValue(), 'Omar Saleh');
    assert.equal(await form.getByLabel('Email').inputValue(), email);
    await form.getByRole('button', { name: 'Send to our team' }).click();
    await page.getByText(CONFIRMATION).waitFor();
    assert.equal(await activeLabel(page), 'Ask our team');
    assert.equal(page.errors.length, 0, page.errors.join('\n'));
  }));
