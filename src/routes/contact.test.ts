import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { RELAY_BACKOFF_MS } from '../server/contact/relay';
import { retryEnquiryRelays } from '../server/contact/scheduled';
import { devMailbox } from '../server/db/schema';
import { request } from '../test/http';
import { freshIp } from '../test/client';
import { contactApp, countStored, fakeEndpoint, findStored, FORWARD_URL, send, validForm } from '../test/contact';
import { db } from '../test/db';

const json = { Accept: 'application/json' };

/** The opening tag of the element with this id (attribute order is React's business, not the test's). */
function tagById(html: string, id: string): string {
  const tag = new RegExp(`<(input|textarea)[^>]*\\sid="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no element #${id}`);
  return tag;
}
const withForward = { CONTACT_FORWARD_URL: FORWARD_URL };

describe('POST /api/contact: storing and relaying', () => {
  it('stores a valid multipart enquiry, then relays it with the six fields and Accept: application/json', async () => {
    const endpoint = fakeEndpoint(200);
    const before = Date.now();
    const res = await send(contactApp(endpoint.fetcher), '/api/contact', {
      method: 'POST',
      headers: json,
      body: validForm(),
      vars: withForward,
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };

    expect(endpoint.calls).toHaveLength(1);
    const [call] = endpoint.calls;
    expect(call!.url).toBe(FORWARD_URL);
    expect(call!.accept).toBe('application/json');
    expect(call!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(call!.fields).toEqual({
      firstName: 'Layla',
      lastName: 'Haddad',
      email: 'layla@example.com',
      phone: '+971 50 123 4567',
      subject: 'Recovery protocol',
      message: 'Hello,\nI would like to discuss a recovery protocol after knee surgery.',
    });

    const stored = await findStored(id);
    expect(stored).toMatchObject({
      sourcePath: '/recovery',
      relayStatus: 'relayed',
      relayAttempts: 1,
      lastRelayError: null,
      nextRelayAt: null,
    });
    expect(stored!.createdAt).toBeGreaterThanOrEqual(before);
    expect(stored!.createdAt).toBeLessThanOrEqual(Date.now());
  });

  it('keeps the enquiry pending when the endpoint fails, then the scheduled retry relays it', async () => {
    const failing = fakeEndpoint(503);
    const res = await send(contactApp(failing.fetcher), '/api/contact', {
      method: 'POST',
      headers: json,
      body: validForm(),
      vars: withForward,
    });
    expect(res.status).toBe(201); // the visitor's enquiry is safe even though the relay failed
    const { id } = (await res.json()) as { id: string };
    const pending = (await findStored(id))!;
    expect(pending).toMatchObject({ relayStatus: 'pending', relayAttempts: 1 });
    expect(pending.lastRelayError).toContain('HTTP 503');
    expect(pending.nextRelayAt! - Date.now()).toBeGreaterThan(RELAY_BACKOFF_MS[0]! - 5_000);

    const working = fakeEndpoint(200);
    // Not due yet: nothing is sent.
    expect(await retryEnquiryRelays({ ...env, ...withForward }, { fetcher: working.fetcher })).toEqual({ attempted: 0, relayed: 0 });
    expect(working.calls).toHaveLength(0);
    // Once due, the cron's job relays it.
    const later = () => pending.nextRelayAt! + 1;
    const outcome = await retryEnquiryRelays({ ...env, ...withForward }, { fetcher: working.fetcher, now: later });
    expect(outcome.relayed).toBeGreaterThanOrEqual(1);
    expect(working.calls.some((c) => c.fields.email === 'layla@example.com' && c.accept === 'application/json')).toBe(true);
    expect(await findStored(id)).toMatchObject({ relayStatus: 'relayed', relayAttempts: 2, lastRelayError: null, nextRelayAt: null });
  });

  it('records a network failure as pending with its error', async () => {
    const endpoint = fakeEndpoint('network');
    const res = await send(contactApp(endpoint.fetcher), '/api/contact', {
      method: 'POST',
      headers: json,
      body: validForm(),
      vars: withForward,
    });
    const { id } = (await res.json()) as { id: string };
    const stored = (await findStored(id))!;
    expect(stored.relayStatus).toBe('pending');
    expect(stored.lastRelayError).toContain('Network connection lost');
  });

  it('stores as not_configured, without any outbound call, when no form endpoint is set', async () => {
    const endpoint = fakeEndpoint(200);
    const res = await send(contactApp(endpoint.fetcher), '/api/contact', { method: 'POST', headers: json, body: validForm() });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await findStored(id)).toMatchObject({ relayStatus: 'not_configured', relayAttempts: 0 });
    expect(endpoint.calls).toHaveLength(0);
  });

  it('emails staff when STAFF_EMAIL is set (dev mailbox without a provider)', async () => {
    const endpoint = fakeEndpoint(200);
    const form = validForm({ subject: 'Staff notification check' });
    await send(contactApp(endpoint.fetcher), '/api/contact', {
      method: 'POST',
      headers: json,
      body: form,
      vars: { STAFF_EMAIL: 'team@example.com' },
    });
    const mails = await db().select().from(devMailbox);
    const mail = mails.find((m) => m.subject === 'New enquiry: Staff notification check');
    expect(mail?.to).toBe('team@example.com');
    expect(mail?.text).toContain('layla@example.com');
    expect(mail?.html).not.toContain('<script');
  });

  it('accepts urlencoded and JSON bodies too', async () => {
    const app = contactApp(fakeEndpoint(200).fetcher);
    const urlencoded = new URLSearchParams(Object.fromEntries([...validForm().entries()].map(([k, v]) => [k, String(v)])));
    const a = await send(app, '/api/contact', { method: 'POST', headers: json, body: urlencoded });
    expect(a.status).toBe(201);
    const b = await send(app, '/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Omar', lastName: 'Saleh', email: 'omar@example.com', subject: 'Dosing', message: 'Question' }),
    });
    expect(b.status).toBe(201);
    const stored = await findStored(((await b.json()) as { id: string }).id);
    expect(stored).toMatchObject({ phone: null, sourcePath: '/contact' });
  });

  it('refuses other content types with 415', async () => {
    const res = await send(contactApp(fakeEndpoint(200).fetcher), '/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', ...json },
      body: 'hello',
    });
    expect(res.status).toBe(415);
  });
});

describe('POST /api/contact: validation', () => {
  const cases: [string, string, string][] = [
    ['firstName', 'firstName', ''],
    ['firstName', 'firstName', 'x'.repeat(101)],
    ['lastName', 'lastName', 'Haddad\r\nBcc: spam@example.com'],
    ['email', 'email', 'not-an-email'],
    ['email', 'email', `${'a'.repeat(250)}@example.com`],
    ['phone', 'phone', 'call me maybe'],
    ['phone', 'phone', '1'.repeat(41)],
    ['subject', 'subject', '   '],
    ['subject', 'subject', 'Line one\nLine two'],
    ['subject', 'subject', 's'.repeat(201)],
    ['message', 'message', ''],
    ['message', 'message', 'm'.repeat(5001)],
    ['sourcePath', 'sourcePath', 'https://evil.example/'],
  ];
  it.each(cases)('an invalid %s gives 400 naming it (%#)', async (field, key, value) => {
    const endpoint = fakeEndpoint(200);
    const before = await countStored();
    const res = await send(contactApp(endpoint.fetcher), '/api/contact', {
      method: 'POST',
      headers: json,
      body: validForm({ [key]: value }),
      vars: withForward,
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('bad_request:contact');
    expect(Object.keys(body.error.fields)).toEqual([field]);
    expect(body.error.fields[field]!.length).toBeGreaterThan(5);
    expect(await countStored()).toBe(before);
    expect(endpoint.calls).toHaveLength(0);
  });

  it('a missing field in JSON is named too', async () => {
    const res = await send(contactApp(fakeEndpoint(200).fetcher), '/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Omar', email: 'omar@example.com', subject: 'Hi', message: 'Hi' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.lastName).toBe('Please enter your last name.');
  });

  it('without JavaScript, an invalid post shows the form again with what was typed and the messages (400)', async () => {
    const res = await send(contactApp(fakeEndpoint(200).fetcher), '/api/contact', {
      method: 'POST',
      body: validForm({ email: 'layla-at-example', firstName: 'Layla "Lulu"' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('Please check your message');
    expect(html).toContain('value="Layla &quot;Lulu&quot;"');
    const email = tagById(html, 'cf-email');
    expect(email).toContain('value="layla-at-example"');
    expect(email).toContain('aria-invalid="true"');
    expect(email).toContain('aria-describedby="cf-email-error"');
    expect(tagById(html, 'cf-lastName')).not.toContain('aria-invalid');
    expect(html).toContain('id="cf-email-error"');
    expect(html).toContain('Please enter a valid email address');
    expect(html).toContain('I would like to discuss a recovery protocol');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('without JavaScript, a valid post answers with the Thank You page (200)', async () => {
    const res = await send(contactApp(fakeEndpoint(200).fetcher), '/api/contact', { method: 'POST', body: validForm() });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain('Thank You!');
    expect(html).toContain('within 24 hours');
    expect(html).toContain('href="/recovery#contact-form"');
    expect(html).toContain('Send Another Message');
  });
});

describe('POST /api/contact: bots and floods', () => {
  it('refuses a filled honeypot and stores nothing', async () => {
    const endpoint = fakeEndpoint(200);
    const before = await countStored();
    const res = await send(contactApp(endpoint.fetcher), '/api/contact', {
      method: 'POST',
      headers: json,
      body: validForm({ company_website: 'https://spam.example' }),
      vars: withForward,
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('bad_request:submission');
    expect(body.error.message).toMatch(/^We could not accept this message\. Please email us at \S+@\S+ instead\.$/);
    expect(await countStored()).toBe(before);
    expect(endpoint.calls).toHaveLength(0);
  });

  it('allows 5 enquiries per visitor per 10 minutes, then 429 with Retry-After', async () => {
    const app = contactApp(fakeEndpoint(200).fetcher);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await send(app, '/api/contact', { method: 'POST', headers: json, body: validForm(), ip })).status).toBe(201);
    }
    const before = await countStored();
    const refused = await send(app, '/api/contact', { method: 'POST', headers: json, body: validForm(), ip });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limit:contact');
    expect(await countStored()).toBe(before);
    // Another visitor is unaffected.
    expect((await send(app, '/api/contact', { method: 'POST', headers: json, body: validForm() })).status).toBe(201);
  });

  it('refuses a cross-origin post', async () => {
    const res = await send(contactApp(fakeEndpoint(200).fetcher), '/api/contact', {
      method: 'POST',
      headers: { Origin: 'https://evil.example', ...json },
      body: validForm(),
    });
    expect(res.status).toBe(403);
  });
});

describe('the form on pages', () => {
  it.each(['/contact', '/recovery', '/about', '/', '/solutions/research-peptides', '/solutions/recovery-protocol'])(
    '%s renders the contact form island with its source path',
    async (path) => {
      const html = await (await request(path)).text();
      expect(html).toContain('data-island="ContactForm"');
      expect(html).toContain(`<input type="hidden" name="sourcePath" value="${path}"/>`);
      expect(html).toContain('id="contact-form"');
      expect(tagById(html, 'cf-message')).toMatch(/^<textarea(?=.*\srows="5")(?=.*\srequired="")(?=.*\sname="message")/);
      expect(tagById(html, 'cf-email')).toMatch(/(?=.*\stype="email")(?=.*\srequired="")(?=.*\sname="email")/);
      for (const id of ['cf-firstName', 'cf-lastName', 'cf-subject']) expect(tagById(html, id)).toContain('required=""');
      expect(tagById(html, 'cf-phone')).not.toContain('required');
      expect(tagById(html, 'cf-company-website')).toMatch(/(?=.*\stabindex="-1")(?=.*\sautoComplete="off")(?=.*\sname="company_website")/);
      expect(html).toMatch(/<div class="contact-honeypot" aria-hidden="true">/);
    },
  );

  it('/contact?subject= opens with the subject filled in', async () => {
    const html = await (await request('/contact?subject=Booking%3A%20Initial%20Consultation')).text();
    expect(tagById(html, 'cf-subject')).toContain('value="Booking: Initial Consultation"');
    expect(html).toContain('Send Us a Message');
  });
});
