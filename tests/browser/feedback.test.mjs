// Feedback on assistant answers (guest and signed in) and the staff insight page, end to end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, dismissCookies, hydrated, signUpAndSignIn, STAFF_EMAIL, withPage } from './lib.mjs';

const uniqueEmail = (tag) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const NOTE = `I asked about the panel distance ${Date.now()}`;

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

test('a guest picks a suggested question, rates an answer not helpful with a reason and a note, and another helpful', async () => {
  await withPage(async (page) => {
    await page.goto(`${BASE_URL}/education/red-light`);
    await hydrated(page);
    await dismissCookies(page);
    const panel = await openPanel(page);

    // Suggested questions come from the page's topic; choosing one asks it.
    const suggestion = panel.getByRole('button', { name: 'How far away do I sit from the panel?' });
    await suggestion.click();
    const first = panel.locator('.chat-bubble-assistant').nth(1);
    await first.waitFor();
    await panel.locator('textarea:not([disabled])').waitFor();
    assert.match(await first.textContent(), /6-12 inches/);

    // Not helpful asks why; focus moves to the first reason; the note counts its characters.
    const group = first.getByRole('group', { name: 'Was this answer helpful?' });
    await group.getByRole('button', { name: 'Not helpful' }).click();
    const form = first.getByRole('form', { name: 'What was wrong with this answer?' });
    await form.waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('type')), 'radio');
    assert.equal(await form.getByRole('button', { name: 'Send feedback' }).isDisabled(), true);
    await form.getByLabel('Not what I asked').check();
    await form.getByLabel(/Anything to add/).fill(NOTE);
    assert.match(await form.locator('.chat-feedback-count').textContent(), new RegExp(`^${NOTE.length} / 1,000`));
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await first.getByRole('status').filter({ hasText: 'Thanks for your feedback.' }).waitFor();
    assert.equal(await first.getByRole('button', { name: 'Helpful' }).count(), 0, 'one vote per answer');

    // A second answer: Helpful thanks at once.
    await ask(panel, 'What are your opening hours?', 2);
    const second = panel.locator('.chat-bubble-assistant').nth(2);
    await second.getByRole('button', { name: 'Helpful', exact: true }).click();
    await second.getByRole('status').filter({ hasText: 'Thanks for your feedback.' }).waitFor();
  });
});

test('a signed-in visitor rates an answer in their saved chat', async () => {
  await withPage(async (page) => {
    await signUpAndSignIn(page, { email: uniqueEmail('feedback') });
    await page.goto(`${BASE_URL}/education/bpc-157`);
    await hydrated(page);
    await dismissCookies(page);
    const panel = await openPanel(page);
    await ask(panel, 'Is BPC-157 on the WADA list?', 1);
    const answer = panel.locator('.chat-bubble-assistant').nth(1);
    await answer.getByRole('button', { name: 'Not helpful' }).click();
    await answer.getByLabel('Incomplete').check();
    await answer.getByRole('button', { name: 'Send feedback' }).click();
    await answer.getByRole('status').filter({ hasText: 'Thanks for your feedback.' }).waitFor();
  });
});

test('staff see the not-helpful answers with their reason and note, and the resolution rate', async () => {
  await withPage(async (page) => {
    await signUpAndSignIn(page, { email: STAFF_EMAIL, fullName: 'Staff Member' });
    await page.goto(`${BASE_URL}/admin/enquiries`);
    await page.getByRole('link', { name: 'Assistant insight' }).click();
    await page.getByRole('heading', { name: 'Assistant insight' }).waitFor();
    const row = page.locator('#not-helpful ~ .admin-table-wrap tr').filter({ hasText: NOTE });
    await row.first().waitFor();
    assert.match(await row.first().textContent(), /Not what I asked/);
    assert.match(await page.locator('#resolution + p').textContent(), /This week: \d+%/);
  });
});
