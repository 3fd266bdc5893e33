// Feedback on assistant answers (guest and signed in) and the staff insight page, end to end.
import { expect, test, uniqueEmail } from './fixtures.mjs';
import { Account, enterStaffArea } from './pages.mjs';

const THANKS = 'Thanks for your feedback.';

/** Rates `reply` Not helpful with `reason` (and `note`, when given), sends it and waits for the thanks. */
async function rateNotHelpful(reply, { reason, note }) {
  await reply.getByRole('button', { name: 'Not helpful' }).click();
  const form = reply.getByRole('form', { name: 'What was wrong with this answer?' });
  await form.getByLabel(reason).check();
  if (note !== undefined) await form.getByLabel(/Anything to add/).fill(note);
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(reply.getByRole('status').filter({ hasText: THANKS })).toBeVisible();
}

test('a guest picks a suggested question, rates an answer not helpful with a reason and a note, and another helpful', async ({
  page,
  site,
  cookies,
  chat,
}) => {
  const note = `I asked about the panel distance ${Date.now()}`;
  await site.open('/education/red-light');
  await cookies.accept();
  await chat.open();

  // Suggested questions come from the page's topic; choosing one asks it.
  await chat.dialog.getByRole('button', { name: 'How far away do I sit from the panel?' }).click();
  const first = chat.replies.nth(1);
  await expect(first).toBeVisible();
  await expect(chat.input).toBeEnabled();
  await expect(first).toContainText('6-12 inches');

  // Not helpful asks why; focus moves to the first reason; the note counts its characters.
  const group = first.getByRole('group', { name: 'Was this answer helpful?' });
  await group.getByRole('button', { name: 'Not helpful' }).click();
  const form = first.getByRole('form', { name: 'What was wrong with this answer?' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('radio').first()).toBeFocused();
  await expect(form.getByRole('button', { name: 'Send feedback' })).toBeDisabled();
  await form.getByLabel('Not what I asked').check();
  await form.getByLabel(/Anything to add/).fill(note);
  await expect(form.locator('.chat-feedback-count')).toHaveText(new RegExp(`^${note.length} / 1,000`));
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(first.getByRole('status').filter({ hasText: THANKS })).toBeVisible();
  // One vote per answer: neither button is offered again.
  await expect(first.getByRole('button', { name: 'Helpful' })).toHaveCount(0);

  // A second answer: Helpful thanks at once.
  const second = await chat.ask('What are your opening hours?');
  await second.getByRole('button', { name: 'Helpful', exact: true }).click();
  await expect(second.getByRole('status').filter({ hasText: THANKS })).toBeVisible();
  expect(page.errors).toEqual([]);
});

test('a signed-in visitor rates an answer in their saved chat', async ({ page, site, cookies, chat, account }) => {
  await account.create({ email: uniqueEmail('feedback') });
  await site.open('/education/bpc-157');
  await cookies.accept();
  await chat.open();
  const answer = await chat.ask('Is BPC-157 on the WADA list?');
  await rateNotHelpful(answer, { reason: 'Incomplete' });
  expect(page.errors).toEqual([]);
});

test('a saved conversation keeps its answers rateable after a reload, in the panel and on /chat, one vote each', async ({
  page,
  site,
  cookies,
  chat,
  account,
}) => {
  await account.create({ email: uniqueEmail('feedback-saved') });
  await site.open('/education/red-light');
  await cookies.accept();
  await chat.open();
  const first = await chat.ask('How far away do I sit from the panel?');
  await first.getByRole('button', { name: 'Helpful', exact: true }).click();
  await expect(first.getByRole('status').filter({ hasText: THANKS })).toBeVisible();
  await chat.ask('What are your opening hours?');

  // After a reload the panel reopens the saved conversation: the rated answer says so, the other can still be rated.
  await page.reload();
  await chat.open();
  const distance = chat.replies.filter({ hasText: '6-12 inches' });
  const hours = chat.replies.filter({ hasText: 'Our business hours' });
  await expect(distance.getByRole('status')).toHaveText('You rated this answer helpful.');
  await expect(distance.getByRole('button', { name: 'Not helpful' })).toHaveCount(0);
  await rateNotHelpful(hours, { reason: 'Incomplete', note: 'Saved-chat vote' });

  // The same conversation on /chat shows both votes and offers no second one.
  await site.open('/chat');
  await page.locator('.chat-conv').filter({ hasText: 'How far away do I sit' }).locator('.chat-conv-select').click();
  const replies = page.locator('.chat-bubble-assistant');
  await expect(replies.filter({ hasText: '6-12 inches' }).getByRole('status')).toHaveText('You rated this answer helpful.');
  await expect(replies.filter({ hasText: 'Our business hours' }).getByRole('status')).toHaveText('You rated this answer not helpful.');
  await expect(page.getByRole('button', { name: 'Helpful', exact: true })).toHaveCount(0);
  expect(page.errors).toEqual([]);
});

test('staff see the not-helpful answers with their reason and note, and the resolution rate', async ({ site, cookies, chat, newPage }) => {
  // A guest's not-helpful vote with a note this test can find.
  const note = `Not the distance I asked about ${Date.now()}`;
  await site.open('/education/red-light');
  await cookies.accept();
  await chat.open();
  const answer = await chat.ask('How far away do I sit from the panel?');
  await rateNotHelpful(answer, { reason: 'Not what I asked', note });

  const staff = await newPage();
  const email = await new Account(staff).create({ email: uniqueEmail('staff'), fullName: 'Staff Member' });
  await enterStaffArea(staff, email);
  await staff.getByRole('link', { name: 'Assistant insight' }).click();
  await expect(staff.getByRole('heading', { name: 'Assistant insight' })).toBeVisible();
  const row = staff.locator('#not-helpful ~ .admin-table-wrap tr').filter({ hasText: note });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Not what I asked');
  await expect(staff.locator('#resolution + p')).toHaveText(/This week: \d+%/);
});
