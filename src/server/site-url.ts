import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { ConfigError, PRODUCTION_REQUIREMENTS, type Config } from './config';

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

/**
 * The public origin outside a request (scheduled jobs): SITE_URL; in dev mode without it, the default `npm start`
 * address; null in production without SITE_URL (which refuses to serve pages anyway).
 */
export function siteUrlFromConfig(config: Pick<Config, 'SITE_URL' | 'DEV_MODE'>): string | null {
  return config.SITE_URL?.replace(/\/$/, '') ?? (config.DEV_MODE ? 'http://localhost:8787' : null);
}
