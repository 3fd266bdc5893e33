// The assistant's understanding in a real browser: a follow-up in the floating panel keeps the conversation's topic.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, hydrated, withPage } from './lib.mjs';

async function dismissCookies(page) {
  const accept = page.getByRole('button', { name: 'Accept All' });
  if (await accept.isVisible().catch(() => false)) await accept.click();
}

/** Sends a message in the panel and returns the text of the reply once it has finished. */
async function ask(panel, text) {
  const before = await panel.locator('.chat-bubble-assistant').count();
  const input = panel.locator('textarea');
  await input.fill(text);
  await input.press('Enter');
  const reply = panel.locator('.chat-bubble-assistant').nth(before);
  await reply.waitFor();
  await panel.getByText('Thinking...').waitFor({ state: 'detached' });
  await input.and(panel.locator('textarea:not([disabled])')).waitFor();
  return reply.textContent();
}

test('a follow-up without a name ("What doses were studied?") answers about the compound asked before, with the research-use note', () =>
  withPage(async (page) => {
    await page.goto(`${BASE_URL}/`);
    await hydrated(page);
    await dismissCookies(page);
    await page.getByRole('button', { name: 'Open AI Assistant' }).click();
    const panel = page.getByRole('dialog', { name: 'AI Assistant' });
    await panel.locator('textarea').waitFor();

    const first = await ask(panel, 'What is TB-500?');
    assert.match(first, /TB-500/);
    const followUp = await ask(panel, 'What doses were studied?');
    assert.match(followUp, /micrograms per kilogram/);
    assert.doesNotMatch(followUp, /Selank|Semax/);
    assert.match(followUp, /Research use only/);
    const reply = panel.locator('.chat-bubble-assistant').last();
    assert.equal((await reply.locator('a[href="/education/tb-500#dosing"]').count()) > 0, true);
    assert.equal(page.errors.length, 0, page.errors.join('\n'));
  }));
