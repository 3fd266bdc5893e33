// Booking a consultation in a real browser: with JavaScript off (server-rendered times and forms) at 320 px, and with
// JavaScript on in a New York browser (the zone is detected); book, reschedule and cancel from the emailed links.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE_URL, checkA11y, getBrowser, hydrated, mailLink, withPage } from './lib.mjs';

const noOverflow = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('JavaScript off, 320 px wide: pick a London time, book, reschedule and cancel from the emails', () =>
  withPage(
    async (page) => {
      const email = `booker-${Date.now()}@example.com`;
      await page.goto('/book');
      await page.getByRole('link', { name: 'Choose a time for the Initial Consultation' }).click();
      await page.waitForURL(/\/book\/initial-consultation$/);
      assert.equal(await noOverflow(page), true, '/book/initial-consultation fits 320 px');

      // Change the zone with the plain GET form.
      await page.getByLabel('Your time zone').selectOption('Europe/London');
      await page.getByRole('button', { name: 'Show times' }).click();
      await page.waitForURL(/tz=Europe%2FLondon/);
      assert.match(await page.locator('main').innerText(), /Times are shown in London time/);

      // Radios are named with the full date and time, in London and Dubai.
      const first = page.getByRole('radio').first();
      assert.match(await first.getAttribute('aria-label'), /^\w+day \d+ \w+ 20\d\d, \d\d:\d\d London time \(.*Dubai time\)$/);
      await first.check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/details\?/);
      assert.match(await page.locator('main').innerText(), /We are holding this time for you until/);
      assert.match(await page.locator('main').innerText(), /Book now, pay later/);
      assert.equal(await noOverflow(page), true, 'details form fits 320 px');

      await page.getByLabel('Full name').fill('Amira Test');
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('I confirm I am 18 or over.').check();
      await page.getByRole('button', { name: 'Confirm booking' }).click();
      await page.getByRole('heading', { name: 'Your consultation is booked' }).waitFor();
      assert.match(await page.locator('main').innerText(), /London/);

      // Reschedule from the emailed link: a GET shows the picker, the button moves the booking.
      await page.goto(await mailLink(page, { to: email, path: '/book/manage/reschedule' }));
      await page.getByRole('heading', { name: 'Choose a new time' }).waitFor();
      await page.getByRole('radio').nth(3).check();
      await page.getByRole('button', { name: 'Move my booking' }).click();
      await page.getByRole('heading', { name: 'Your booking has moved' }).waitFor();

      // Cancel from the newest email's link.
      await page.goto(await mailLink(page, { to: email, path: '/book/manage' }));
      await page.getByRole('heading', { name: 'Your booking' }).waitFor();
      await page.getByRole('button', { name: 'Cancel booking' }).click();
      await page.getByText('Your booking is cancelled').waitFor();
      assert.equal(await page.getByRole('button', { name: 'Cancel booking' }).count(), 0);
      assert.deepEqual(page.errors, []);
    },
    { viewport: { width: 320, height: 700 }, javaScriptEnabled: false },
  ));

test('JavaScript on in a New York browser: the zone is detected; book with the keyboard, reschedule and cancel', async () => {
  const browser = await getBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: BASE_URL, timezoneId: 'America/New_York' });
  try {
    await withPage(
      async (page) => {
        await page.goto('/book/follow-up');
        await page.waitForURL(/tz=America%2FNew_York/);
        assert.match(await page.locator('main').innerText(), /Times are shown in New York time/);
        await hydrated(page);
        assert.deepEqual(await checkA11y(page), []);
        const first = page.getByRole('radio').first();
        await first.focus();
        await page.keyboard.press('Space');
        assert.equal(await first.isChecked(), true);
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.waitForURL(/\/details\?/);
        await hydrated(page);
        const violations = await checkA11y(page);
        assert.deepEqual(violations, [], JSON.stringify(violations));
        await page.getByLabel('Full name').fill('Keyboard Booker');
        const email = `keys-${Date.now()}@example.com`;
        await page.getByLabel('Email address').fill(email);
        await page.getByLabel('I confirm I am 18 or over.').check();
        await page.getByRole('button', { name: 'Confirm booking' }).click();
        await page.getByRole('heading', { name: 'Your consultation is booked' }).waitFor();
        assert.match(await page.locator('main').innerText(), /New York/);

        // Reschedule and cancel from the emails, in the same New York browser.
        await page.goto(await mailLink(page, { to: email, path: '/book/manage/reschedule' }));
        assert.match(await page.locator('main').innerText(), /Times are shown in New York time/);
        await page.getByRole('radio').nth(2).check();
        await page.getByRole('button', { name: 'Move my booking' }).click();
        await page.getByRole('heading', { name: 'Your booking has moved' }).waitFor();
        await page.goto(await mailLink(page, { to: email, path: '/book/manage' }));
        await page.getByRole('button', { name: 'Cancel booking' }).click();
        await page.getByText('Your booking is cancelled').waitFor();
        assert.deepEqual(page.errors, []);
      },
      { context },
    );
  } finally {
    await context.close();
  }
});
