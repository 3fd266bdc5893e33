import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkA11y, hydrated, withPage } from './lib.mjs';

const typed = {
  'First Name': 'Layla',
  'Last Name': 'Haddad',
  'Email Address': 'layla@example.com',
  'Phone (optional)': '+971 50 123 4567',
  Subject: 'Recovery protocol',
  Message: 'I would like to discuss a recovery protocol.',
};

async function fillForm(page, values = typed) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

async function formValues(page) {
  const out = {};
  for (const label of Object.keys(typed)) out[label] = await page.getByLabel(label, { exact: true }).inputValue();
  return out;
}

/** Holds requests to /api/contact until `release()` is called, so the in-between state can be observed. */
async function holdContactPosts(page) {
  let release;
  const gate = new Promise((r) => (release = r));
  await page.route('**/api/contact', async (route) => {
    await gate;
    await route.continue();
  });
  return () => release();
}

test('/contact: Sending... then the Thank You panel, and Send Another Message returns an empty form', () =>
  withPage(async (page) => {
    await page.goto('/contact');
    await hydrated(page);
    await fillForm(page);
    const release = await holdContactPosts(page);
    const answer = page.waitForResponse('**/api/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    assert.equal(await sending.isDisabled(), true);
    release();
    assert.equal((await answer).status(), 201);

    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    assert.match(await page.locator('.contact-thanks').innerText(), /within 24 hours/);
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Thank You!');

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await page.getByLabel('First Name', { exact: true }).waitFor();
    assert.deepEqual(Object.values(await formValues(page)), ['', '', '', '', '', '']);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'cf-firstName');
    assert.equal(await page.getByRole('button', { name: 'Send Message' }).isEnabled(), true);
    assert.deepEqual(page.errors, []);
  }));

test('with the network cut, everything typed stays and an error with Retry shows; Retry then sends it', () =>
  withPage(async (page) => {
    await page.goto('/contact');
    await hydrated(page);
    await fillForm(page);
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    const alert = page.getByRole('alert').filter({ hasText: "couldn't send your message" });
    await alert.waitFor();
    assert.match(await alert.innerText(), /Everything you typed is still here/);
    assert.deepEqual(await formValues(page), typed);
    assert.equal(await page.getByRole('button', { name: 'Send Message' }).isEnabled(), true);

    await page.unroute('**/api/contact');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
  }));

test("a server error and a rate limit keep the form; a limit shows the server's message", () =>
  withPage(async (page) => {
    await page.goto('/about');
    await hydrated(page);
    await fillForm(page);
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"internal:server","message":"x"}}' }),
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('alert').filter({ hasText: 'Something went wrong on our side' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Retry' }).isVisible(), true);
    assert.deepEqual(await formValues(page), typed);

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
    await limited.waitFor();
    assert.match(await limited.innerText(), /Everything you typed is still here/);
    assert.deepEqual(await formValues(page), typed);
  }));

test("the server's field messages show next to the fields, wired for assistive technology", () =>
  withPage(async (page) => {
    await page.goto('/contact');
    await hydrated(page);
    // Spaces pass the browser's required check; the server trims them and names the field.
    await fillForm(page, { ...typed, Subject: '   ' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const subject = page.getByLabel('Subject', { exact: true });
    await page.waitForFunction(() => document.getElementById('cf-subject')?.getAttribute('aria-invalid') === 'true');
    const describedBy = await subject.getAttribute('aria-describedby');
    assert.equal(await page.locator(`#${describedBy}`).innerText(), 'Please enter your subject.');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'cf-subject');
    assert.equal(await page.getByLabel('Message', { exact: true }).inputValue(), typed.Message);
    const violations = (await checkA11y(page)).filter((v) => v.nodes.some((n) => n.includes('cf-') || n.includes('contact')));
    assert.deepEqual(violations, []);
    // Typing in the field clears its message.
    await subject.fill('Recovery protocol');
    assert.equal(await subject.getAttribute('aria-invalid'), null);
  }));

test('the same form works on /recovery', () =>
  withPage(async (page) => {
    await page.goto('/recovery');
    await hydrated(page);
    const form = page.locator('#contact-form form');
    assert.equal(await form.locator('input[name="sourcePath"]').getAttribute('value'), '/recovery');
    await fillForm(page);
    const release = await holdContactPosts(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Sending...' }).waitFor();
    release();
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
  }));

test('/contact?subject= fills in the subject and #contact-form points at the form', () =>
  withPage(async (page) => {
    await page.goto('/contact?subject=Booking%3A%20Initial%20Consultation#contact-form');
    await hydrated(page);
    assert.equal(await page.getByLabel('Subject', { exact: true }).inputValue(), 'Booking: Initial Consultation');
    const top = await page.locator('#contact-form').evaluate((el) => el.getBoundingClientRect().top);
    assert.ok(top < 400, `form should be scrolled into view, top=${top}`);
  }));

test('without JavaScript: a plain POST answers with the Thank You page, and bad input with the form again', () =>
  withPage(
    async (page) => {
      await page.goto('/recovery');
      await fillForm(page, { ...typed, Message: '   ' });
      const [bad] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Send Message' }).click()]);
      assert.equal(bad.status(), 400);
      await page.getByRole('heading', { name: 'Please check your message' }).waitFor();
      assert.equal(await page.getByLabel('First Name', { exact: true }).inputValue(), 'Layla');
      assert.equal(await page.getByLabel('Message', { exact: true }).getAttribute('aria-invalid'), 'true');
      assert.match(await page.locator('#cf-message-error').innerText(), /Please enter your message/);

      await page.getByLabel('Message', { exact: true }).fill('Now with a message.');
      const [ok] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Send Message' }).click()]);
      assert.equal(ok.status(), 200);
      await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
      assert.match(await page.locator('main').innerText(), /within 24 hours/);
      assert.equal(await page.getByRole('link', { name: 'Send Another Message' }).getAttribute('href'), '/recovery#contact-form');
    },
    { javaScriptEnabled: false },
  ));
