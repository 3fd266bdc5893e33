import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../index';
import { PRODUCTION_REQUIREMENTS } from '../server/config';

/** One request to the worker with `vars` over the test bindings (which run in dev mode). */
async function call(path: string, vars: Record<string, string>, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const res = await app.request(`https://www.oasispeptidelab.com${path}`, init, { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe('production configuration fails loudly', () => {
  afterEach(() => vi.restoreAllMocks());

  it('without SITE_URL or an email provider, every request is refused with 500 and each problem is logged', async () => {
    const logged: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void logged.push(String(line)));
    const page = await call('/', { DEV_MODE: 'false', SITE_URL: '', EMAIL_API_KEY: '' });
    expect(page.status).toBe(500);
    expect(page.headers.get('Cache-Control')).toBe('no-store');
    expect(await page.text()).toContain('This site is not configured yet.');
    const api = await call(
      '/api/auth/forgot',
      { DEV_MODE: 'false' },
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'https://www.oasispeptidelab.com' },
        body: JSON.stringify({ email: 'owner@example.com' }),
      },
    );
    expect(api.status).toBe(500);
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe('internal:configuration');
    const log = logged.join('\n');
    expect(log).toContain(JSON.stringify(PRODUCTION_REQUIREMENTS.SITE_URL).slice(1, -1));
    expect(log).toContain(JSON.stringify(PRODUCTION_REQUIREMENTS.EMAIL_API_KEY).slice(1, -1));
  });

  it('without only the email provider, the message names just that', async () => {
    const logged: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void logged.push(String(line)));
    const res = await call('/about', { DEV_MODE: 'false', SITE_URL: 'https://www.oasispeptidelab.com', EMAIL_API_KEY: '' });
    expect(res.status).toBe(500);
    expect(logged.join('\n')).toContain('EMAIL_API_KEY is required outside dev mode');
    expect(logged.join('\n')).not.toContain('SITE_URL is required');
  });

  it('fully configured production serves pages, and links come from SITE_URL, never the Host header', async () => {
    const vars = { DEV_MODE: 'false', SITE_URL: 'https://www.oasispeptidelab.com', EMAIL_API_KEY: 're_test' };
    const res = await call('/about', vars, { headers: { Host: 'evil.example' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('href="https://www.oasispeptidelab.com/about"');
    expect(html).not.toContain('evil.example');
  });
});
