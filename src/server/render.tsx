import type { Context } from 'hono';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import type { AppEnv } from '../env';
import { Document } from '../pages/Document';
import type { PageMeta } from '../pages/page-meta';
import { siteUrlFor } from './site-url';

type RenderOptions = { status?: number; hideChatLauncher?: boolean };

/**
 * Streams a page inside the shared Document. The shell has no Suspense boundary that waits on data,
 * so bytes start flowing as soon as React has rendered the markup.
 */
export async function renderPage(c: Context<AppEnv>, meta: PageMeta, page: ReactElement, options: RenderOptions = {}) {
  const user = c.get('user');
  const stream = await renderToReadableStream(
    <Document meta={meta} siteUrl={siteUrlFor(c)} user={user} hideChatLauncher={options.hideChatLauncher}>
      {page}
    </Document>,
    {
      onError(error) {
        console.error(JSON.stringify({ level: 'error', msg: 'render failed', path: meta.path, error: String(error) }));
      },
    },
  );
  return c.body(stream, (options.status ?? 200) as 200, { 'Content-Type': 'text/html; charset=utf-8' });
}
