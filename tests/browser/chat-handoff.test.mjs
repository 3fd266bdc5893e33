// "Ask our team": the chat handed to staff from the floating panel and /chat, and Full Chat for guests.
import { checkA11y, expect, test, uniqueEmail } from './fixtures.mjs';
import { Account, enterStaffArea } from './pages.mjs';

const CONFIRMATION = 'Thanks — our team will reply by email within 24 hours.';

/** Serves POST /api/chat from a fixed list of stream events. */
async function scriptedChat(page, events) {
  await page.unroute('**/api/chat');
  await page.route('**/api/chat', (route) =>
    route.fulfill({ status: 200, contentType: 'application/x-ndjson', body: events.map((e) => JSON.stringify(e)).join('\n') + '\n' }),
  );
}

/** The label (or text) of what has focus, polled until it is `expected`. */
async function expectFocusOn(page, expected) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return '(nothing focused)';
        return el.labels?.[0]?.textContent?.trim() ?? el.textContent?.trim() ?? '';
      }),
    )
    .toBe(expected);
}

test("a guest hands the floating panel's chat to staff; it lands in the staff inbox marked as from the chat", async ({
  page,
  site,
  cookies,
  chat,
  newPage,
}) => {
  const note = `Please email me about shipping ${Date.now()}`;
  await site.open('/education/bpc-157');
  await cookies.accept();
  await chat.open();
  await chat.ask('What is BPC-157?');
  const panel = chat.dialog;

  await panel.getByRole('button', { name: 'Ask our team' }).click();
  const form = panel.getByRole('form', { name: 'Ask our team' });
  // Focus moves into the form; the chat input gives way to it while it is open.
  await expect(form.getByLabel('Name')).toBeFocused();
  await expect(panel.locator('.chat-composer')).toHaveCount(0);

  // Escape closes the form (not the panel) and focus returns to the button; what was typed is kept.
  await form.getByLabel('Name').fill('Layla Haddad');
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(panel).toBeVisible();
  await expectFocusOn(page, 'Ask our team');
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Name')).toHaveValue('Layla Haddad');

  // A server refusal shows next to its field and keeps everything typed.
  await form.getByLabel('Email').fill('layla-at-example');
  await form.getByLabel(/Note for our team/).fill(note);
  await form.getByRole('button', { name: 'Send to our team' }).click();
  await expect(form.locator('.field-error')).toContainText('valid email');
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Email')).toBeFocused();
  await expect(form.getByLabel(/Note for our team/)).toHaveValue(note);

  // A network failure says so in the form, everything still there.
  await form.getByLabel('Email').fill('layla@example.com');
  await page.route('**/api/chat/handoff', (route) => route.abort('internetdisconnected'));
  await form.getByRole('button', { name: 'Send to our team' }).click();
  await expect(form.getByRole('alert')).toContainText("couldn't send this");
  await expect(form.getByLabel(/Note for our team/)).toHaveValue(note);
  await page.unroute('**/api/chat/handoff');

  const violations = (await checkA11y(page)).filter((v) => v.nodes.some((n) => n.includes('chat')));
  expect(violations).toEqual([]);

  await form.getByRole('button', { name: 'Send to our team' }).click();
  await expect(panel.getByText(CONFIRMATION)).toBeVisible();
  await expect(form).toHaveCount(0);
  await expectFocusOn(page, 'Ask our team');
  expect(page.errors).toEqual([]);

  // Staff see it in the inbox, marked as coming from the chat, with the transcript and the page.
  const staff = await newPage();
  const staffEmail = await new Account(staff).create({ email: uniqueEmail('staff'), fullName: 'Staff Member' });
  await enterStaffArea(staff, staffEmail);
  const row = staff.locator('tr').filter({ hasText: 'layla@example.com' }).filter({ hasText: 'Chat handoff' }).first();
  await expect(row.locator('.channel-badge')).toHaveText('From chat');
  await expect(row).toContainText('/education/bpc-157');
  await row.getByRole('link', { name: 'Chat handoff' }).click();
  const message = staff.locator('.enquiry-message');
  await expect(message).toContainText(note);
  await expect(message).toContainText('Visitor: What is BPC-157?');
  await expect(message).toContainText('Assistant: ');
  await expect(staff.locator('.enquiry-details')).toContainText('Layla Haddad');
});

test('the stream can offer a person: the form opens by itself; reset and error events are handled', async ({
  page,
  site,
  cookies,
  chat,
}) => {
  await site.open('/contact');
  await cookies.accept();
  await chat.open();

  // A reset discards the text so far: only the answer after it stays.
  await scriptedChat(page, [
    { type: 'meta', conversationId: null, remaining: 10, mode: 'model' },
    { type: 'delta', text: 'Half an answer that' },
    { type: 'reset', reason: 'timeout' },
    { type: 'delta', text: 'We are open Monday to Friday.' },
    { type: 'done' },
  ]);
  const reply = await chat.ask('When are you open?');
  await expect(reply).toContainText('Monday to Friday');
  await expect(reply).not.toContainText('Half an answer');

  // The handoff event opens the form once the reply is in, focus in its first field.
  await scriptedChat(page, [
    { type: 'meta', conversationId: null, remaining: 9, mode: 'library' },
    { type: 'delta', text: "I couldn't find that on this site." },
    { type: 'handoff', reason: 'unanswered' },
    { type: 'done' },
  ]);
  await chat.submit('Do you sell gift cards?');
  const form = chat.dialog.getByRole('form', { name: 'Ask our team' });
  await expect(form).toContainText("couldn't answer that fully");
  await expect(form.locator('[autocomplete="name"]')).toBeFocused();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);
  await expectFocusOn(page, 'Ask our team');

  // An error event: the spec's toast, the message is taken back and stays in the input.
  await scriptedChat(page, [
    { type: 'meta', conversationId: null, remaining: 8, mode: 'model' },
    { type: 'delta', text: 'Partial' },
    { type: 'error', code: 'internal:chat', message: 'The answer could not be completed. Please try again.' },
  ]);
  await chat.submit('Will this break?');
  await expect(site.toast('Error sending message', "Please try again. Make sure you're connected to the internet.")).toBeVisible();
  await expect(chat.questions.filter({ hasText: 'Will this break?' })).toHaveCount(0);
  await expect(chat.input).toHaveValue('Will this break?');
  expect(page.errors).toEqual([]);
});

test('Full Chat for a guest explains why an account is needed and leads to sign-in with a return to /chat, keeping the chat', async ({
  page,
  site,
  cookies,
  chat,
}) => {
  await site.open('/recovery');
  await cookies.accept();
  await chat.open();
  await chat.ask('What is cold therapy?');

  const fullChat = chat.dialog.getByRole('button', { name: 'Full Chat' });
  await fullChat.click();
  const note = chat.dialog.getByRole('region', { name: 'Full Chat needs an account' });
  await expect(note).toContainText('save your chat history');
  await expect(fullChat).toHaveAttribute('aria-expanded', 'true');
  const signIn = note.getByRole('link', { name: 'Sign in to use Full Chat' });
  await expect(signIn).toHaveAttribute('href', '/auth?next=/chat');
  await expect(signIn).toBeFocused();
  expect(new URL(page.url()).pathname, 'no silent redirect').toBe('/recovery');

  // Not now closes it and returns focus; the chat is untouched.
  await note.getByRole('button', { name: 'Not now' }).click();
  await expect(note).toBeHidden();
  await expect(fullChat).toBeFocused();
  await expect(chat.questions.filter({ hasText: 'What is cold therapy?' })).toHaveCount(1);

  // Following the link keeps the guest chat in this tab, for saving after sign-in.
  await fullChat.click();
  await signIn.click();
  await page.waitForURL((url) => url.pathname === '/auth');
  expect(new URL(page.url()).searchParams.get('next')).toBe('/chat');
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('oasis-chat:guest') ?? '[]').length)).toBe(2);
});

test('signed in on /chat: the form is prefilled from the account, the stored conversation goes to staff, and /chat offers to save a guest chat', async ({
  page,
  site,
  cookies,
  chat,
  account,
}) => {
  // A guest chat first, then sign in: /chat offers to save it.
  await site.open('/research');
  await cookies.accept();
  await chat.open();
  await chat.ask('What is GHK-Cu?');
  const email = await account.create({ email: uniqueEmail('handoff'), fullName: 'Omar Saleh' });

  await site.open('/chat');
  await expect(page.getByText(/You have a chat from before you signed in \(2 messages\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Save chat' }).click();
  await expect(site.toast('Chat saved', 'You can find it in your conversation list with your other conversations.')).toBeVisible();
  await expect(page.locator('.chat-conv').filter({ hasText: 'What is GHK-Cu?' })).toBeVisible();
  await expect(page.locator('.chat-main .chat-bubble-user').filter({ hasText: 'What is GHK-Cu?' })).toBeVisible();

  await page.getByRole('button', { name: 'Ask our team' }).click();
  const form = page.getByRole('form', { name: 'Ask our team' });
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(form.getByLabel('Name')).toHaveValue('Omar Saleh');
  await form.getByRole('button', { name: 'Send to our team' }).click();
  await expect(page.getByText(CONFIRMATION)).toBeVisible();
  await expectFocusOn(page, 'Ask our team');
  expect(page.errors).toEqual([]);
});
