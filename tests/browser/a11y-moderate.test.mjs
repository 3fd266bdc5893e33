// Issue 30, moderate and minor items: live regions that announce what is new once, chat failures inline, the delete
// confirmation as a labelled group, the selected conversation's indicator, reduced motion, the launcher and /search
// without and with JavaScript.
import { checkA11y, expect, test } from './fixtures.mjs';

/** Serves POST /api/chat from a fixed list of stream events. */
async function scriptedChat(page, events) {
  await page.route('**/api/chat', (route) =>
    route.fulfill({ status: 200, contentType: 'application/x-ndjson', body: events.map((e) => JSON.stringify(e)).join('\n') + '\n' }),
  );
}

const answer = (text) => [
  { type: 'meta', conversationId: null, remaining: 19, mode: 'library' },
  ...text.split(' ').map((word, i) => ({ type: 'delta', text: i ? ` ${word}` : word })),
  { type: 'done' },
];

test('the finished answer is announced once; the question and a chat loaded from earlier are not', async ({
  page,
  site,
  cookies,
  chat,
}) => {
  await cookies.storeChoice();
  await site.open('/about');
  await chat.open();
  const announcer = chat.dialog.locator('.chat-thread > [role="status"]');
  await expect(announcer).toBeEmpty();
  await expect(chat.dialog.getByRole('log')).toHaveAttribute('aria-live', 'off');
  await scriptedChat(page, answer('NAD+ is a coenzyme found in every cell.'));
  await chat.ask('What is NAD+?');
  await expect(announcer).toHaveText('Assistant said: NAD+ is a coenzyme found in every cell.');

  // The same chat, kept in this tab, on the next page: shown, not read out again.
  await site.open('/contact');
  await chat.open();
  await expect(chat.questions).toHaveCount(1);
  await expect(announcer).toBeEmpty();
});

test('a failed send is shown above the message box as well as in a toast, with the message kept', async ({ page, site, cookies, chat }) => {
  await cookies.storeChoice();
  await site.open('/about');
  await chat.open();
  await page.route('**/api/chat', (route) => route.abort('internetdisconnected'));
  await chat.submit('Will this arrive?');
  const inline = chat.dialog.getByRole('alert').filter({ hasText: 'Your message was not sent.' });
  await expect(inline).toBeVisible();
  await expect(site.toast('Error sending message')).toHaveCount(1);
  await expect(chat.input).toHaveValue('Will this arrive?');
  expect(await checkA11y(page)).toEqual([]);
});

test.describe('/chat, signed in with saved conversations', () => {
  test.beforeEach(async ({ cookies, account }) => {
    await cookies.storeChoice();
    await account.create({ fullName: 'List Tester' });
    for (const question of ['First saved question', 'Second saved question']) {
      const status = await account.post('/api/conversations/import', {
        messages: [
          { role: 'user', content: question },
          { role: 'assistant', content: 'A saved answer.' },
        ],
      });
      expect(status).toBeLessThan(300);
    }
  });

  test('the delete confirmation is a labelled group; Escape cancels it and focus returns to Delete', async ({ page, site }) => {
    await site.open('/chat');
    const remove = page.getByRole('button', { name: 'Delete conversation: First saved question' });
    await remove.focus();
    await page.keyboard.press('Enter');
    const group = page.getByRole('group', { name: 'Delete “First saved question”?' });
    await expect(group).toBeVisible();
    await expect(group.getByRole('button', { name: 'Cancel' })).toBeFocused();
    expect(await checkA11y(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(group).toHaveCount(0);
    await expect(remove).toBeFocused();
    // Cancel does the same.
    await page.keyboard.press('Enter');
    await group.getByRole('button', { name: 'Cancel' }).press('Enter');
    await expect(group).toHaveCount(0);
    await expect(remove).toBeFocused();
  });

  test('a failed rename or delete is shown inline in its row as well as in the toast; focus stays sensible', async ({ page, site }) => {
    await site.open('/chat');
    const row = page.locator('.chat-conv').filter({ has: page.getByRole('button', { name: 'Delete conversation: First saved question' }) });
    // The row's alert region exists (empty) before anything fails, so the failure is announced when it is filled.
    const inline = row.getByRole('alert');
    await expect(inline).toHaveCount(1);
    await expect(inline).toBeEmpty();
    await page.route('**/api/conversations/*', (route) =>
      ['PATCH', 'DELETE'].includes(route.request().method()) ? route.abort('internetdisconnected') : route.fallback(),
    );

    // Rename: the field stays open with the typed title, marked invalid and described by the failure, focus in it.
    await page.getByRole('button', { name: 'Rename conversation: First saved question' }).click();
    const field = page.getByRole('textbox', { name: 'Conversation title' });
    await expect(field).toBeFocused();
    await field.fill('Renamed while offline');
    await field.press('Enter');
    const editing = page.getByRole('listitem').filter({ has: field }).getByRole('alert');
    await expect(editing).toContainText('The new title was not saved.');
    await expect(site.toast('Error', 'Failed to rename conversation.')).toHaveCount(1);
    await expect(field).toHaveValue('Renamed while offline');
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/The new title was not saved\./);
    expect(await checkA11y(page)).toEqual([]);
    // Escape gives up: the old title is back, the message goes, focus returns to Rename.
    await field.press('Escape');
    await expect(inline).toBeEmpty();
    await expect(page.getByRole('button', { name: 'Rename conversation: First saved question' })).toBeFocused();

    // Delete: the row stays, the failure is shown in it, and focus returns to its Delete button, which it describes.
    const remove = page.getByRole('button', { name: 'Delete conversation: First saved question' });
    await remove.click();
    await page.getByRole('group', { name: 'Delete “First saved question”?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(inline).toContainText('The conversation was not deleted.');
    await expect(site.toast('Error', 'Failed to delete conversation.')).toHaveCount(1);
    await expect(remove).toBeFocused();
    await expect(remove).toHaveAccessibleDescription(/The conversation was not deleted\./);
    expect(await checkA11y(page)).toEqual([]);

    // Once it works, the message goes.
    await page.unroute('**/api/conversations/*');
    await remove.click();
    await page.getByRole('group', { name: 'Delete “First saved question”?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New Conversation' })).toBeFocused();
  });

  test('the selected conversation has a 3:1 indicator besides its tint, and one in forced colours', async ({ page, site }) => {
    await site.open('/chat');
    await page
      .getByRole('button', { name: /Second saved question/ })
      .first()
      .click();
    const selected = page.locator('.chat-conv.is-selected');
    await expect(selected).toHaveCount(1);
    const contrast = await selected.evaluate((li) => {
      const rgb = (s) =>
        s
          .match(/\d+(\.\d+)?/g)
          .slice(0, 3)
          .map(Number);
      const lum = ([r, g, b]) => {
        const c = [r, g, b].map((v) => {
          v /= 255;
          return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
      };
      const bar = getComputedStyle(li).boxShadow; // "rgb(…) 4px 0px 0px 0px inset"
      let bg = 'rgb(255, 255, 255)';
      for (let el = li.parentElement; el; el = el.parentElement) {
        const c = getComputedStyle(el).backgroundColor;
        if (c !== 'rgba(0, 0, 0, 0)') {
          bg = c;
          break;
        }
      }
      const [a, b] = [lum(rgb(bar)), lum(rgb(bg))].sort((x, y) => y - x);
      return { ratio: (a + 0.05) / (b + 0.05), inset: /inset/.test(bar) && /4px/.test(bar) };
    });
    expect(contrast.inset, 'a 4 px bar on the selected row').toBe(true);
    expect(contrast.ratio).toBeGreaterThanOrEqual(3);
    await expect(selected.locator('.chat-conv-title')).toHaveCSS('font-weight', '700');

    await page.emulateMedia({ forcedColors: 'active' });
    await expect(selected).toHaveCSS('outline-style', 'solid');
    await expect(page.locator('.chat-conv:not(.is-selected)').first()).toHaveCSS('outline-style', 'none');
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('no animation keeps running: the thinking dots stop', async ({ page, site, cookies, chat }) => {
    await cookies.storeChoice();
    await site.open('/about');
    await chat.open();
    const release = await site.hold('**/api/chat');
    await chat.submit('Hold on');
    await expect(chat.thinking).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length), {
        message: 'running animations',
      })
      .toBe(0);
    release();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the chat button is a link to a working page (search)', async ({ page }) => {
    await page.goto('/education/bpc-157');
    await expect(page.locator('button.chat-fab')).toBeHidden();
    const link = page.getByRole('link', { name: 'Ask a question: search our guides' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('searchbox', { name: 'Search guides, solutions and FAQs' })).toBeVisible();
  });
});

test('/search puts focus in its field; with results, at the top', async ({ page, site, cookies }) => {
  await cookies.storeChoice();
  await site.open('/search');
  await expect(page.getByRole('searchbox', { name: 'Search guides, solutions and FAQs' })).toBeFocused();
  await site.open('/search?q=bpc-157');
  await expect(page.getByRole('searchbox', { name: 'Search guides, solutions and FAQs' })).not.toBeFocused();
});

test('with JavaScript the launcher is a button and no search link is drawn', async ({ page, site, cookies }) => {
  await cookies.storeChoice();
  await site.open('/about');
  await expect(page.getByRole('button', { name: 'Open AI Assistant' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask a question: search our guides' })).toHaveCount(0);
});
