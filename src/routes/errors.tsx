import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../env';
import { NotFoundPage, notFoundMeta } from '../pages/NotFoundPage';
import { ConfigError } from '../server/config';
import { appError, describe, errorResponse, log, messageFor, report } from '../server/errors';
import { renderPage } from '../server/render';
import { wantsJson } from '../server/wants-json';

/** Unknown paths: the path is logged and visitors get the not-found page with HTTP 404. */
export const notFound: NotFoundHandler<AppEnv> = (c) => {
  if (wantsJson(c)) return errorResponse(c, 'not_found:route');
  const page = renderPage(c, notFoundMeta(c.req.path), <NotFoundPage />, { status: 404 });
  // Logged one task later, as the body is rendered: locally wrangler relays a console line synchronously (about 5 ms),
  // which would otherwise hold the page's first byte.
  setTimeout(() => report(c, appError('not_found:route')), 0);
  return page;
};

export const handleError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof HTTPException) {
    // Hono's own 400s (malformed JSON before a validator) answer like every other bad body.
    if (err.status === 400 && wantsJson(c)) return errorResponse(c, 'bad_request:body');
    return err.getResponse();
  }
  if (err instanceof ConfigError) {
    // Refuse to serve rather than run half-configured: the operator reads what to fix in the log.
    log(c, 'error', 'configuration refused', { path: c.req.path, error: err.message });
    if (wantsJson(c)) return errorResponse(c, 'internal:configuration');
    const text = messageFor('internal:configuration');
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not configured</title></head><body><main><h1>Not configured</h1><p>${text}</p></main></body></html>`,
      500,
      { 'Cache-Control': 'no-store' },
    );
  }
  log(c, 'error', 'unhandled', { path: c.req.path, method: c.req.method, error: describe(err), stack: err.stack });
  if (wantsJson(c)) return errorResponse(c, 'internal:server');
  return c.html(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong</title></head><body><main><h1>Something went wrong</h1><p>Please try again in a moment.</p><p><a href="/">Return to Home</a></p></main></body></html>',
    500,
  );
};
