import type { Context } from 'hono';
import type { ReactElement } from 'react';
import { renderToReadableStream, renderToStaticMarkup } from 'react-dom/server';
import type { AppEnv } from '../env';
// The renderer is the server's one seam with pages/: the document shell and page metadata (allowed by the lint boundaries).
import { DocumentBody, DocumentHead } from '../pages/Document';
import type { PageMeta } from '../pages/page-meta';
import { inlinedCssGroups } from '../lib/css-groups';
import { clientAssets, pageInline } from './assets';
import { contentSecurityPolicy, viteDev } from './csp';
import { isStaff } from './auth/staff';
import { describe, log } from './errors';
import { siteUrlFor } from './site-url';

type RenderOptions = { status?: number; hideChatLauncher?: boolean };

const encoder = new TextEncoder();

/**
 * Streams a page: the <head> (title, meta, stylesheet, scripts) is written at once so the browser
 * starts fetching assets while React renders the body, which is then piped through as it is produced.
 */
export async function renderPage(c: Context<AppEnv>, meta: PageMeta, page: ReactElement, options: RenderOptions = {}) {
  const siteUrl = siteUrlFor(c);
  const user = c.get('user');
  const staff = isStaff(c);
  // What this page inlines, decided once: the head renders exactly these styles (and the boot script) and the CSP
  // allows exactly their hashes.
  const inline = pageInline(inlinedCssGroups(meta.css, Boolean(user)));
  const csp = contentSecurityPolicy(inline.hashes, viteDev());
  const head = renderToStaticMarkup(
    <DocumentHead meta={meta} siteUrl={siteUrl} inlineStyles={inline.styles.map((s) => s.css)} assets={clientAssets} />,
  );
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  // A visitor who disconnects makes writes reject; the body loop below notices and stops, so nothing is left unhandled.
  writer.write(encoder.encode(`<!DOCTYPE html><html lang="en"><head>${head}</head><body>`)).catch(() => {});

  const piping = (async () => {
    try {
      // React renders the whole shell in one microtask once asked; yielding a task first lets the <head> above go out
      // (with the inline CSS the browser needs to paint) instead of waiting behind the body's render.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const body = renderToReadableStream(
        <DocumentBody
          meta={meta}
          siteUrl={siteUrl}
          user={user}
          staff={staff}
          hideChatLauncher={options.hideChatLauncher}
          assets={clientAssets}
        >
          {page}
        </DocumentBody>,
        {
          onError(error) {
            log(c, 'error', 'internal:render', { path: meta.path, error: describe(error) });
          },
        },
      );
      const reader = (await body).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        await writer.write(value);
      }
      await writer.write(encoder.encode('</body></html>'));
      await writer.close();
    } catch (error) {
      log(c, 'error', 'internal:render', { path: meta.path, stage: 'stream', error: describe(error) });
      await writer.abort(error).catch(() => {});
    }
  })();
  void piping; // The response body keeps the request alive until the stream closes.
  return c.body(readable, (options.status ?? 200) as 200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': csp });
}
