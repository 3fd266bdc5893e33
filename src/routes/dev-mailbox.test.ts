import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../index';
import { getDb } from '../server/db/client';
import { devMailbox } from '../server/db/schema';
import { request } from '../test/http';

async function store(subject: string, text: string, createdAt: number) {
  await getDb(env.DB)
    .insert(devMailbox)
    .values({ id: crypto.randomUUID(), to: 'box@example.com', subject, text, html: `<p>${text}</p>`, createdAt });
}

describe('/dev/mailbox', () => {
  it('lists stored messages newest first, with their links clickable and nothing unescaped', async () => {
    await store('Older message', 'Visit http://localhost/auth/verify?token=old-token now.', Date.now() - 60_000);
    await store('Newer <b>message</b>', 'Reset: http://localhost/auth/reset?token=new-token\nThanks', Date.now());
    const res = await request('/dev/mailbox');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html.indexOf('Newer &lt;b&gt;message&lt;/b&gt;')).toBeGreaterThan(0);
    expect(html.indexOf('Newer &lt;b&gt;message')).toBeLessThan(html.indexOf('Older message'));
    expect(html).toContain('<a href="http://localhost/auth/reset?token=new-token" class="mailbox-link">');
    expect(html).toContain('<a href="http://localhost/auth/verify?token=old-token" class="mailbox-link">');
    expect(html).not.toContain('<b>message</b>');
  });

  it('answers on 127.0.0.1 too', async () => {
    expect((await request('http://127.0.0.1/dev/mailbox')).status).toBe(200);
  });

  it('is a 404 for a client that is not on this machine, whatever the Host header says', async () => {
    expect((await request('http://localhost/dev/mailbox', { headers: { 'CF-Connecting-IP': '203.0.113.9' } })).status).toBe(404);
    expect((await request('http://localhost/dev/mailbox', { headers: { 'CF-Connecting-IP': '127.0.0.1' } })).status).toBe(200);
  });

  it('is a 404 on any other host, even in dev mode', async () => {
    const res = await request('https://www.oasispeptidelab.com/dev/mailbox');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Oops! Page not found');
  });

  it('is a 404 on localhost when dev mode is off (production)', async () => {
    const ctx = createExecutionContext();
    const production = { ...env, DEV_MODE: 'false', SITE_URL: 'https://www.oasispeptidelab.com', EMAIL_API_KEY: 're_test' };
    const res = await app.request('http://localhost/dev/mailbox', {}, production, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(404);
  });
});
