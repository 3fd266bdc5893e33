// Booking a consultation in a real browser: with JavaScript off (server-rendered times and forms) at 320 px, and with
// JavaScript on in a New York browser (the zone is detected); book, reschedule and cancel from the emailed links.
import { checkA11y, expect, test, uniqueEmail } from './fixtures.mjs';

/** Whether the page fits the viewport's width (no horizontal scrolling). */
const fitsWidth = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * The newest `path` link emailed to `to` whose token differs from `previous`'s: a move re-signs the booking's links
 * (the old ones are used up), and its email is sent after the response, so wait for the link it carries.
 */
async function linkAfter(mailbox, { to, path, previous }) {
  const used = new URL(previous).searchParams.get('token');
  let link;
  await expect(async () => {
    link = (await mailbox.messages())
      .filter((m) => m.to === to)
      .flatMap((m) => m.links)
      .find((href) => new URL(href).pathname === path && new URL(href).searchParams.get('token') !== used);
    expect(link, `a new ${path} link for ${to} in the dev mailbox`).toBeTruthy();
  }).toPass({ timeout: 10_000, intervals: [100, 250, 500] });
  return link;
}

test.describe('JavaScript off, 320 px wide', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 700 } });

  test('pick a London time, book, reschedule and cancel from the emails', async ({ page, mailbox }) => {
    const email = uniqueEmail('booker');
    const main = page.locator('main');
    await page.goto('/book');
    await page.getByRole('link', { name: 'Choose a time for the Initial Consultation' }).click();
    await page.waitForURL(/\/book\/initial-consultation$/);
    expect(await fitsWidth(page), '/book/initial-consultation fits 320 px').toBe(true);

    // Change the zone with the plain GET form.
    await page.getByLabel('Your time zone').selectOption('Europe/London');
    await page.getByRole('button', { name: 'Show times' }).click();
    await page.waitForURL(/tz=Europe%2FLondon/);
    await expect(main).toContainText('Times are shown in London time');

    // Radios are named with the full date and time, in London and Dubai.
    const first = page.getByRole('radio').first();
    await expect(first).toHaveAttribute('aria-label', /^\w+day \d+ \w+ 20\d\d, \d\d:\d\d London time \(.*Dubai time\)$/);
    await first.check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/details\?/);
    await expect(main).toContainText('We are holding this time for you until');
    await expect(main).toContainText('Book now, pay later');
    expect(await fitsWidth(page), 'the details form fits 320 px').toBe(true);

    await page.getByLabel('Full name').fill('Amira Test');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('I confirm I am 18 or over.').check();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByRole('heading', { name: 'Your consultation is booked' })).toBeVisible();
    await expect(main).toContainText('London');

    // Reschedule from the emailed link: a GET shows the picker, the button moves the booking.
    const reschedule = await mailbox.link({ to: email, path: '/book/manage/reschedule' });
    await page.goto(reschedule);
    await expect(page.getByRole('heading', { name: 'Choose a new time' })).toBeVisible();
    await page.getByRole('radio').nth(3).check();
    await page.getByRole('button', { name: 'Move my booking' }).click();
    await expect(page.getByRole('heading', { name: 'Your booking has moved' })).toBeVisible();

    // Cancel from the link in the email about the move.
    await page.goto(await linkAfter(mailbox, { to: email, path: '/book/manage', previous: reschedule }));
    await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByText('Your booking is cancelled')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
    expect(page.errors).toEqual([]);
  });
});

test.describe('JavaScript on in a New York browser', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the zone is detected; book with the keyboard, reschedule and cancel from the emails', async ({ page, site, mailbox }) => {
    const email = uniqueEmail('keys');
    const main = page.locator('main');
    await page.goto('/book/follow-up');
    await page.waitForURL(/tz=America%2FNew_York/);
    await expect(main).toContainText('Times are shown in New York time');
    await site.hydrated();
    expect(await checkA11y(page)).toEqual([]);

    const first = page.getByRole('radio').first();
    await first.focus();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/details\?/);
    await site.hydrated();
    expect(await checkA11y(page)).toEqual([]);

    await page.getByLabel('Full name').fill('Keyboard Booker');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('I confirm I am 18 or over.').check();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByRole('heading', { name: 'Your consultation is booked' })).toBeVisible();
    await expect(main).toContainText('New York');

    // Reschedule and cancel from the emails, in the same New York browser.
    const reschedule = await mailbox.link({ to: email, path: '/book/manage/reschedule' });
    await page.goto(reschedule);
    await expect(main).toContainText('Times are shown in New York time');
    await page.getByRole('radio').nth(2).check();
    await page.getByRole('button', { name: 'Move my booking' }).click();
    await expect(page.getByRole('heading', { name: 'Your booking has moved' })).toBeVisible();
    await page.goto(await linkAfter(mailbox, { to: email, path: '/book/manage', previous: reschedule }));
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByText('Your booking is cancelled')).toBeVisible();
    expect(page.errors).toEqual([]);
  });
});
