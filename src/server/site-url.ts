import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { ConfigError, PRODUCTION_REQUIREMENTS } from './config';

/**
 * The public origin: SITE_URL. Only in dev mode (a local server, where SITE_URL may be unset) does it fall back to the
 * origin the request arrived on; production refuses to start without SITE_URL, so links never follow the Host header.
 */
export function siteUrlFor(c: Context<AppEnv>): string {
  const { SITE_URL, DEV_MODE } = c.get('config');
  if (SITE_URL) return SITE_URL.replace(/\/$/, '');
  if (!DEV_MODE) throw new ConfigError(PRODUCTION_REQUIREMENTS.SITE_URL);
  return new URL(c.req.url).origin;
}
