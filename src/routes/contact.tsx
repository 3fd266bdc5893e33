import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { EMPTY_CONTACT_VALUES } from '../lib/contact';
import { SitePath } from '../lib/site-path';
import { ContactPage } from '../pages/ContactPage';
import { ContactRetryPage, contactRetryMeta } from '../pages/ContactRetryPage';
import { ContactThanksPage, contactThanksMeta } from '../pages/ContactThanksPage';
import { staticPageMeta, staticPages } from '../pages/registry';
import { acceptContactPost, readContactBody } from '../server/contact/accept';
import type { RawContact } from '../server/contact/schema';
import { platformFetch } from '../server/contact/relay';
import { appError, errorResponse, report, statusOf, type AppError } from '../server/errors';
import { renderPage } from '../server/render';
import { wantsJson } from '../server/wants-json';

const MAX_BODY_BYTES = 64 * 1024;

const SubjectPrefill = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .refine((v) => !/[\r\n]/.test(v));

/** The heading of the no-JavaScript page that shows the form again, per refusal. */
const RETRY_HEADINGS: Record<string, string> = {
  'bad_request:contact': 'Please check your message',
  'bad_request:submission': 'We could not send your message',
  'payload_too_large:contact': 'Message too long',
  'rate_limit:contact': 'Please wait a moment',
};

/** Answers a refused post: JSON for the island, or the form again (as typed, with its messages) for a plain POST. */
function refuse(c: Context<AppEnv>, error: AppError, raw?: RawContact) {
  if (wantsJson(c)) return errorResponse(c, error);
  report(c, error);
  c.header('Cache-Control', 'private, no-store');
  if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
  const source = SitePath.safeParse(raw?.sourcePath);
  const state = { values: raw?.values ?? EMPTY_CONTACT_VALUES, errors: error.fields ?? {}, formError: error.message };
  return renderPage(
    c,
    contactRetryMeta,
    <ContactRetryPage
      sourcePath={source.success ? source.data : '/contact'}
      state={state}
      heading={RETRY_HEADINGS[error.code] ?? 'Please try again'}
    />,
    { status: statusOf(error.code) },
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
    return renderPage(c, staticPageMeta(page), <ContactPage formState={{ values: { ...EMPTY_CONTACT_VALUES, subject: subject.data } }} />);
  });

  routes.post(
    '/api/contact',
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => refuse(c, appError('payload_too_large:contact')) }),
    async (c) => {
      const read = await readContactBody(c);
      if (!read.ok) return refuse(c, read.error);
      const accepted = await acceptContactPost(c, read.body, fetcher);
      if (!accepted.ok) return refuse(c, accepted.error, accepted.raw);
      c.header('Cache-Control', 'private, no-store');
      if (wantsJson(c)) return c.json({ ok: true, id: accepted.enquiry.id }, 201);
      return renderPage(c, contactThanksMeta, <ContactThanksPage sourcePath={accepted.enquiry.sourcePath} />);
    },
  );

  return routes;
}

export const contactRoutes = createContactRoutes();
