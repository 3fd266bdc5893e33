// The assistant's understanding in a real browser: a follow-up in the floating panel keeps the conversation's topic.
import { expect, test } from './fixtures.mjs';

test('a follow-up without a name ("What doses were studied?") answers about the compound asked before, with the research-use note', async ({
  page,
  site,
  cookies,
  chat,
}) => {
  await site.open('/');
  await cookies.accept();
  await chat.open();

  await expect(await chat.ask('What is TB-500?')).toContainText('TB-500');
  const followUp = await chat.ask('What doses were studied?');
  await expect(followUp).toContainText('micrograms per kilogram');
  await expect(followUp).not.toContainText(/Selank|Semax/);
  await expect(followUp).toContainText('Research use only');
  await expect(followUp.locator('a[href="/education/tb-500#dosing"]').first()).toBeVisible();
  expect(page.errors).toEqual([]);
});
