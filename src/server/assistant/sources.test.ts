// Every source the assistant cites links to a section that exists (issue 9).
import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../index';
import { siteIndex } from './retrieval';

describe('every source links to a section that exists', () => {
  it('each anchored href in the index (and the fact answers) names an id on its page', async () => {
    const hrefs = new Set(siteIndex.docs.map((d) => d.href).filter((h) => h.includes('#')));
    for (const h of [
      '/solutions/consultations#sessions',
      '/solutions#solutions',
      '/solutions/nutrition#plans',
      '/solutions/dosing#tools',
      '/about#story',
    ])
      hrefs.add(h);
    const byPath = new Map<string, string[]>();
    for (const h of hrefs) {
      const [path, id] = h.split('#') as [string, string];
      byPath.set(path, [...(byPath.get(path) ?? []), id]);
    }
    for (const [path, ids] of byPath) {
      const html = await (await app.fetch(new Request(`http://localhost${path}`), env, createExecutionContext())).text();
      for (const id of ids) expect(html, `${path}#${id}`).toContain(`id="${id}"`);
    }
  });
});
