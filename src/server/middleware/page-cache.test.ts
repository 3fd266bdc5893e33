import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../index';
import { signedInUser } from '../../test/users';
import { ANONYMOUS_HTML_CACHE } from './page-cache';

/** The worker as production runs it: DEV_MODE off, with an execution context so cache writes happen. */
async function production(path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://localhost${path}`, { headers }), { ...env, DEV_MODE: 'false' }, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

const cache = () => (caches as unknown as { default: Cache }).default;

describe('page cache in production (DEV_MODE=false)', () => {
  it('keeps an anonymous page in the Cache API and answers the next visitor from it', async () => {
    const url = 'http://localhost/research';
    await cache().delete(url);
    const first = await production('/research');
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('Cache-Control')).toBe(ANONYMOUS_HTML_CACHE);
    expect(first.res.headers.getSetCookie()).toEqual([]);
    const stored = await cache().match(url);
    expect(stored).toBeDefined();
    expect(await stored!.text()).toBe(first.body);

    // Change the cached copy: a cached answer is the only way the next visitor could see the marker.
    await cache().put(url, new Response(`${first.body}<!-- from cache -->`, stored));
    const second = await production('/research');
    expect(second.body).toContain('<!-- from cache -->');
  });

  it('never caches or serves cached pages to a signed-in visitor', async () => {
    const url = 'http://localhost/recovery';
    await cache().put(url, new Response('<p>cached for everyone</p>', { headers: { 'Content-Type': 'text/html' } }));
    const { cookie } = await signedInUser();
    const { res, body } = await production('/recovery', { Cookie: cookie });
    expect(body).not.toContain('cached for everyone');
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    await cache().delete(url);
  });
});
