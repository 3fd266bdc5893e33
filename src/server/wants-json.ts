import type { Context } from 'hono';
import type { AppEnv } from '../env';

const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)/;

/**
 * Whether to answer with JSON rather than a page: the client asks for JSON or sends JSON, or it calls the API without
 * asking for HTML. A plain form post (multipart or urlencoded, not asking for JSON) is a browser without JavaScript: a page.
 */
export function wantsJson(c: Context<AppEnv>): boolean {
  const accept = c.req.header('Accept') ?? '';
  const type = c.req.header('Content-Type') ?? '';
  if (accept.includes('application/json') || type.startsWith('application/json')) return true;
  if (FORM_TYPES.test(type) || accept.includes('text/html')) return false;
  return c.req.path.startsWith('/api/');
}
