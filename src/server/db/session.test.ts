import { env } from 'cloudflare:test';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { conversationsOf } from '../../test/chat';
import { freshIp } from '../../test/client';
import { postJson, request } from '../../test/http';
import { signedInUser } from '../../test/users';
import { BOOKMARK_COOKIE, openDbSession } from './session';
import type { AppEnv } from '../../env';

const bookmarkOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${BOOKMARK_COOKIE}=`))
    ?.split(';')[0]
    ?.slice(BOOKMARK_COOKIE.length + 1) ?? null;

/** A tiny app around openDbSession with a D1 binding that records how each session was opened. */
function recordingApp() {
  const opened: string[] = [];
  const DB = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === 'withSession') {
        return (start: string) => {
          opened.push(start);
          return target.withSession(start);
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    const session = openDbSession(c);
    c.set('db', session.db);
    c.set('user', { id: 'u1', email: 'u1@example.com', fullName: null, avatarUrl: null });
    await next();
    session.done(c.res);
  });
  app.all('*', async (c) => {
    if (c.req.method === 'POST') await c.get('db').run(sql`CREATE TABLE IF NOT EXISTS bookmark_probe (n INTEGER)`);
    await c.get('db').run(sql`SELECT 1`);
    return c.text('ok');
  });
  return { opened, fetch: (path: string, init: RequestInit = {}) => app.request(path, init, { ...env, DB }) };
}

describe('D1 sessions (read replicas)', () => {
  it('anonymous content pages get no D1 session and no Set-Cookie, so they stay cacheable', async () => {
    const app = recordingApp();
    const res = await app.fetch('http://localhost/about');
    expect(res.headers.get('Set-Cookie')).toBeNull();
    expect(app.opened).toEqual([]);
    const page = await request('/about');
    expect(page.headers.getSetCookie()).toEqual([]);
  });

  it('reads continue from the browser bookmark; writes start at the primary; a tampered bookmark starts fresh', async () => {
    const app = recordingApp();
    const write = await app.fetch('http://localhost/api/thing', { method: 'POST' });
    expect(app.opened).toEqual(['first-primary']);
    const bookmark = bookmarkOf(write);
    expect(bookmark).toMatch(/^[0-9a-f]+(-[0-9a-f]+)+$/i);
    const cookie = write.headers.getSetCookie().find((c) => c.startsWith(`${BOOKMARK_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    await app.fetch('http://localhost/api/thing', { headers: { Cookie: `${BOOKMARK_COOKIE}=${bookmark}` } });
    expect(app.opened[1]).toBe(bookmark);
    await app.fetch('http://localhost/api/thing', { headers: { Cookie: `${BOOKMARK_COOKIE}=not a bookmark; x` } });
    expect(app.opened[2]).toBe('first-unconstrained');
  });

  it('a signed-in visitor reads their own write on the next request, through the bookmark cookie', async () => {
    const user = await signedInUser();
    const ip = freshIp();
    const imported = await postJson(
      '/api/conversations/import',
      { messages: [{ role: 'user', content: 'Does BPC-157 need refrigeration?' }] },
      { Cookie: user.cookie, 'CF-Connecting-IP': ip },
    );
    expect(imported.status).toBe(201);
    const bookmark = bookmarkOf(imported);
    expect(bookmark).not.toBeNull();
    const list = await request('/api/conversations', { headers: { Cookie: `${user.cookie}; ${BOOKMARK_COOKIE}=${bookmark}` } });
    const { conversations } = (await list.json()) as { conversations: { id: string }[] };
    expect(conversations.map((c) => c.id)).toEqual((await conversationsOf(user.id)).map((c) => c.id));
    expect(conversations).toHaveLength(1);
  });
});
