import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { EMPTY_CONTACT_VALUES, type ContactFieldErrors } from '../components/ContactFormFields';
import { ContactFormStateContext, type ContactFormState } from '../components/ContactSection';
import { company } from '../content/company';
import type { AppEnv } from '../env';
import { ContactRetryPage, contactRetryMeta } from '../pages/ContactRetryPage';
import { ContactThanksPage, contactThanksMeta } from '../pages/ContactThanksPage';
import { staticPages } from '../pages/registry';
import { acceptEnquiry } from '../server/contact/accept';
import { platformFetch } from '../server/contact/relay';
import { readRawContact, SitePath, validateContact, type RawContact } from '../server/contact/schema';
import { clientIp, consumeRateLimit, hashedClientKey } from '../server/rate-limit';
import { renderPage } from '../server/render';

/** Per visitor: at most this many stored enquiries per window. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowSeconds: 600 };
const MAX_BODY_BYTES = 64 * 1024;

const SubjectPrefill = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .refine((v) => !/[\r\n]/.test(v));

type Refusal = { status: 400 | 413 | 415 | 429; code: string; message: string; heading: string; fields?: ContactFieldErrors };

const BAD_REQUEST = 'bad_request:contact';

/** Browsers posting the plain form ask for HTML; the island and API clients ask for JSON. */
const wantsJson = (c: Context<AppEnv>) =>
  (c.req.header('Accept') ?? '').includes('application/json') || (c.req.header('Content-Type') ?? '').startsWith('application/json');

type BodyResult = { ok: true; body: Record<string, unknown> } | { ok: false; refusal: Refusal };

async function readBody(c: Context<AppEnv>): Promise<BodyResult> {
  const type = c.req.header('Content-Type') ?? '';
  const invalid: BodyResult = {
    ok: false,
    refusal: { status: 400, code: BAD_REQUEST, message: 'The form could not be read. Please try again.', heading: 'Please try again' },
  };
  try {
    if (type.startsWith('application/json')) {
      const body: unknown = await c.req.json();
      return body && typeof body === 'object' && !Array.isArray(body) ? { ok: true, body: body as Record<string, unknown> } : invalid;
    }
    if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
      return { ok: true, body: await c.req.parseBody() };
    }
  } catch {
    return invalid;
  }
  return {
    ok: false,
    refusal: {
      status: 415,
      code: 'unsupported_media_type:contact',
      message: 'Send the form as multipart/form-data, application/x-www-form-urlencoded or JSON.',
      heading: 'Please try again',
    },
  };
}

/** Answers a refused post: JSON for the island, or the form again (as typed, with its messages) for a plain POST. */
function refuse(c: Context<AppEnv>, refusal: Refusal, raw?: RawContact) {
  c.header('Cache-Control', 'private, no-store');
  if (wantsJson(c)) {
    const { status, code, message, fields } = refusal;
    return c.json({ error: { code, message, ...(fields ? { fields } : {}) } }, status);
  }
  const source = SitePath.safeParse(raw?.sourcePath);
  const state: ContactFormState = {
    values: raw?.values ?? EMPTY_CONTACT_VALUES,
    errors: refusal.fields ?? {},
    formError: refusal.message,
  };
  return renderPage(
    c,
    contactRetryMeta,
    <ContactRetryPage sourcePath={source.success ? source.data : '/contact'} state={state} heading={refusal.heading} />,
    { status: refusal.status },
  );
}

/** The contact routes; `fetcher` is the outbound fetch used to relay enquiries (tests pass a fake endpoint). */
export function createContactRoutes({ fetcher = platformFetch }: { fetcher?: typeof fetch } = {}) {
  const routes = new Hono<AppEnv>();

  // /contact?subject=... (linked from the nutrition, dosing and consultation pages) opens with the subject filled in.
  routes.get('/contact', async (c, next) => {
    const subject = SubjectPrefill.safeParse(c.req.query('subject'));
    const page = staticPages.find((p) => p.path === '/contact');
    if (!subject.success || !page) return next();
    return renderPage(
      c,
      { ...page.intro.seo, path: page.path, jsonLd: page.jsonLd?.() },
      <ContactFormStateContext.Provider value={{ values: { ...EMPTY_CONTACT_VALUES, subject: subject.data } }}>
        {page.render()}
      </ContactFormStateContext.Provider>,
    );
  });

  routes.post(
    '/api/contact',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        refuse(c, {
          status: 413,
          code: 'payload_too_large:contact',
          message: 'This message is too long to send.',
          heading: 'Message too long',
        }),
    }),
    async (c) => {
      const read = await readBody(c);
      if (!read.ok) return refuse(c, read.refusal);
      const { body } = read;
      const raw = readRawContact(body);

      if (raw.honeypot) {
        console.warn(JSON.stringify({ level: 'warn', msg: 'contact honeypot filled', requestId: c.get('requestId') }));
        const message = `We could not accept this message. Please email us at ${company.email} instead.`;
        return refuse(c, { status: 400, code: BAD_REQUEST, message, heading: 'We could not send your message' }, raw);
      }

      const result = validateContact(body);
      if (!result.ok) {
        const message = 'Please check the highlighted fields.';
        return refuse(c, { status: 400, code: BAD_REQUEST, message, heading: 'Please check your message', fields: result.fields }, raw);
      }

      const key = `contact:${await hashedClientKey(clientIp(c.req.raw), 'contact-form')}`;
      const limit = await consumeRateLimit(c.env.KV, { key, ...CONTACT_RATE_LIMIT });
      if (!limit.ok) {
        c.header('Retry-After', String(limit.retryAfterSeconds));
        const minutes = Math.ceil(limit.retryAfterSeconds / 60);
        const message = `You have sent several messages in a short time. Please try again in about ${minutes} minute${minutes === 1 ? '' : 's'}.`;
        return refuse(c, { status: 429, code: 'rate_limit:contact', message, heading: 'Please wait a moment' }, raw);
      }

      // Stored first: whatever happens to the relay or the email, the enquiry is in the inbox.
      const enquiry = await acceptEnquiry(c, { enquiry: result.data, fetcher });

      c.header('Cache-Control', 'private, no-store');
      if (wantsJson(c)) return c.json({ ok: true, id: enquiry.id }, 201);
      return renderPage(c, contactThanksMeta, <ContactThanksPage sourcePath={result.data.sourcePath} />);
    },
  );

  return routes;
}

export const contactRoutes = createContactRoutes();
