import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../env';
import { NotFoundPage, notFoundMeta } from '../pages/NotFoundPage';
import { ConfigError } from '../server/config';
import { renderPage } from '../server/render';

const wantsJson = (c: Context<AppEnv>) => c.req.path.startsWith('/api/') || (c.req.header('Accept') ?? '').startsWith('application/json');

/** Unknown paths: the path is logged and visitors get the not-found page with HTTP 404. */
export const notFound: NotFoundHandler<AppEnv> = (c) => {
  console.warn(JSON.stringify({ level: 'warn', msg: 'not found', path: c.req.path, method: c.req.method }));
  if (wantsJson(c)) return c.json({ error: { code: 'not_found:route', message: 'Not found.' } }, 404);
  return renderPage(c, notFoundMeta(c.req.path), <NotFoundPage />, { status: 404 });
};

const NOT_CONFIGURED = 'This site is not configured yet. Please try again later.';

export const handleError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof HTTPException) return err.getResponse();
  if (err instanceof ConfigError) {
    // Refuse to serve rather than run half-configured: the operator reads what to fix in the log.
    console.error(JSON.stringify({ level: 'error', msg: 'configuration refused', path: c.req.path, error: err.message }));
    const headers = { 'Cache-Control': 'no-store' };
    if (wantsJson(c)) return c.json({ error: { code: 'internal:configuration', message: NOT_CONFIGURED } }, 500, headers);
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not configured</title></head><body><main><h1>Not configured</h1><p>${NOT_CONFIGURED}</p></main></body></html>`,
      500,
      headers,
    );
  }
  console.error(JSON.stringify({ level: 'error', msg: 'unhandled', path: c.req.path, error: String(err), stack: err.stack }));
  if (wantsJson(c)) {
    return c.json({ error: { code: 'internal:server', message: 'Something went wrong. Please try again.' } }, 500);
  }
  return c.html(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong</title></head><body><main><h1>Something went wrong</h1><p>Please try again in a moment.</p><p><a href="/">Return to Home</a></p></main></body></html>',
    500,
  );
};
