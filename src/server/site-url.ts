import type { Context } from 'hono';
import type { AppEnv } from '../env';

/** The public origin: SITE_URL when configured, else the origin the request arrived on. */
export function siteUrlFor(c: Context<AppEnv>): string {
  return (c.get('config').SITE_URL ?? new URL(c.req.url).origin).replace(/\/$/, '');
}
