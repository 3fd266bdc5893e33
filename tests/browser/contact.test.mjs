// The contact form: pending and thank-you states, failures that keep what was typed, field errors, no-JS posts.
import { checkA11y, expect, test } from './fixtures.mjs';

const typed = {
  'First Name': 'Layla',
  'Last Name': 'Haddad',
  'Email Address': 'layla@example.com',
  'Phone (optional)': '+971 50 123 4567',
  Subject: 'Recovery protocol',
  Message: 'I would like to discuss a recovery protocol.',
};

const field = (page, label) => page.getByLabel(label, { exact: true });

async function fillForm(page, values = typed) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

/** Every field still holds what was typed. */
async function expectTyped(page, values = typed) {
  for (const [label, value] of Object.entries(values)) await expect(field(page, label)).toHaveValue(value);
}

/** POSTs a valid enquiry from inside the page, as the island does, and returns the status. */
function postEnquiry(page) {
  return page.evaluate(() => {
    const body = new FormData();
    const values = {
      firstName: 'Rate',
      lastName: 'Check',
      email: 'rate-check@example.com',
      phone: '',
      subject: 'Per-address limit',
      message: 'Checking that each browser context has its own address.',
      sourcePath: '/contact',
    };
    for (const [k, v] of Object.entries(values)) body.set(k, v);
    return fetch('/api/contact', { method: 'POST', headers: { Accept: 'application/json' }, body }).then((r) => r.status);
  });
}

test('/contact: Sending... then the Thank You panel, and Send Another Message returns an empty form', async ({ page, site }) => {
  await site.open('/contact');
  await fillForm(page);
  const release = await site.hold('**/api/contact');
  const answer = page.waitForResponse('**/api/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();
  expect((await answer).status()).toBe(201);

  const thanks = page.getByRole('heading', { name: 'Thank You!' });
  await expect(thanks).toBeFocused();
  await expect(page.locator('.contact-thanks')).toContainText('within 24 hours');

  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(field(page, 'First Name')).toBeFocused();
  await expectTyped(page, Object.fromEntries(Object.keys(typed).map((k) => [k, ''])));
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  expect(page.errors).toEqual([]);
});

test('with the network cut, everything typed stays and an error with Retry shows; Retry then sends it', async ({ page, site }) => {
  await site.open('/contact');
  await fillForm(page);
  await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  const alert = page.getByRole('alert').filter({ hasText: "couldn't send your message" });
  await expect(alert).toContainText('Everything you typed is still here');
  await expectTyped(page);
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();

  await page.unroute('**/api/contact');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
});

test("a server error and a rate limit keep the form; a limit shows the server's message", async ({ page, site }) => {
  await site.open('/about');
  await fillForm(page);
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"internal:server","message":"x"}}' }),
  );
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong on our side' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectTyped(page);

  await page.unroute('**/api/contact');
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '240' },
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'rate_limit:contact', message: 'The server says: try again in 4 minutes.' } }),
    }),
  );
  await page.getByRole('button', { name: 'Retry' }).click();
  // The island shows the server's own words for a limit, never a wording of its own.
  const limited = page.getByRole('alert').filter({ hasText: 'The server says: try again in 4 minutes.' });
  await expect(limited).toContainText('Everything you typed is still here');
  await expectTyped(page);
});

test("the server's field messages show next to the fields, wired for assistive technology", async ({ page, site }) => {
  await site.open('/contact');
  // Spaces pass the browser's required check; the server trims them and names the field.
  await fillForm(page, { ...typed, Subject: '   ' });
  await page.getByRole('button', { name: 'Send Message' }).click();
  const subject = field(page, 'Subject');
  await expect(subject).toHaveAttribute('aria-invalid', 'true');
  await expect(subject).toHaveAccessibleDescription('Please enter your subject.');
  await expect(subject).toBeFocused();
  await expect(field(page, 'Message')).toHaveValue(typed.Message);
  const violations = (await checkA11y(page)).filter((v) => v.nodes.some((n) => n.includes('cf-') || n.includes('contact')));
  expect(violations).toEqual([]);
  // Typing in the field clears its message.
  await subject.fill('Recovery protocol');
  await expect(subject).not.toHaveAttribute('aria-invalid');
});

test('the same form works on /recovery', async ({ page, site }) => {
  await site.open('/recovery');
  await expect(page.locator('#contact-form form input[name="sourcePath"]')).toHaveValue('/recovery');
  await fillForm(page);
  const release = await site.hold('**/api/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
});

test('/contact?subject= fills in the subject and #contact-form points at the form', async ({ page, site }) => {
  await site.open('/contact?subject=Booking%3A%20Initial%20Consultation#contact-form');
  await expect(field(page, 'Subject')).toHaveValue('Booking: Initial Consultation');
  const top = await page.locator('#contact-form').evaluate((el) => el.getBoundingClientRect().top);
  expect(top, 'the form is scrolled into view').toBeLessThan(400);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a plain POST answers with the Thank You page, and bad input with the form again', async ({ page }) => {
    await page.goto('/recovery');
    await fillForm(page, { ...typed, Message: '   ' });
    const [bad] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Send Message' }).click()]);
    expect(bad.status()).toBe(400);
    await expect(page.getByRole('heading', { name: 'Please check your message' })).toBeVisible();
    await expect(field(page, 'First Name')).toHaveValue('Layla');
    await expect(field(page, 'Message')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#cf-message-error')).toContainText('Please enter your message');

    await field(page, 'Message').fill('Now with a message.');
    const [ok] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Send Message' }).click()]);
    expect(ok.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(page.locator('main')).toContainText('within 24 hours');
    await expect(page.getByRole('link', { name: 'Send Another Message' })).toHaveAttribute('href', '/recovery#contact-form');
  });
});

test('every browser context has its own client address: one visitor at the limit leaves another free', async ({ page, newPage }) => {
  await page.goto('/contact');
  // The contact form allows five enquiries per address in ten minutes (CONTACT_RATE_LIMIT).
  for (let i = 0; i < 5; i++) expect(await postEnquiry(page)).toBe(201);
  expect(await postEnquiry(page)).toBe(429);
  const other = await newPage();
  await other.goto('/contact');
  expect(await postEnquiry(other)).toBe(201);
});
