import { describe, expect, it } from 'vitest';
import pkg from '../../package.json';
import { publicPaths } from '../routes/seo';
import { request, visibleText } from '../test/http';
import { placeholderProblems, type RenderedPage } from '../test/placeholder-audit';
import { type BusinessFacts, BusinessFactsSchema, businessFacts, pendingFacts } from './business-facts';
import { launchReport } from './launch-report';

/** The same facts with every entry confirmed (what the client's final file looks like). */
const allConfirmed = (): BusinessFacts => {
  const f = structuredClone(businessFacts);
  const entries: { placeholder: boolean }[][] = Object.values(f).map((e: { placeholder: boolean } | { placeholder: boolean }[]) =>
    Array.isArray(e) ? e : [e],
  );
  for (const e of entries.flat()) e.placeholder = false;
  return BusinessFactsSchema.parse(f);
};

let rendered: RenderedPage[] | undefined;
async function renderAll(): Promise<RenderedPage[]> {
  if (rendered) return rendered;
  rendered = [];
  for (const path of publicPaths()) {
    const res = await request(path);
    expect(res.status, path).toBe(200);
    const html = await res.text();
    rendered.push({ path, html, text: visibleText(html) });
  }
  return rendered;
}

describe('business facts and the launch guard', () => {
  it('lists every placeholder with the pages it appears on, and refuses the launch while any remains', () => {
    const pending = pendingFacts();
    // Every entry of the file is counted: nothing can be added without the guard seeing it.
    const entries: { placeholder: boolean }[] = Object.values(businessFacts).flatMap(
      (e: { placeholder: boolean } | { placeholder: boolean }[]) => (Array.isArray(e) ? e : [e]),
    );
    expect(pending).toHaveLength(entries.filter((e) => e.placeholder).length);
    expect(pending.map((p) => p.key)).toContain('team[1]');
    const report = launchReport(businessFacts, {});
    expect(report.ok).toBe(false);
    expect(report.text).toContain('src/content/business-facts.ts');
    expect(report.text).toMatch(/team\[0\]: Team member profile \("Layla Haddad"\) - shown on \/, \/about/);
    expect(report.text).toMatch(/testing: .* - hidden until confirmed, then shown on \/solutions\/research-peptides/);
  });

  it('passes once every fact and cited identifier is confirmed, and names a pending identifier otherwise', () => {
    expect(launchReport(allConfirmed(), {}).ok).toBe(true);
    const withPending = launchReport(allConfirmed(), { 'pmid:123456': 'not yet checked' });
    expect(withPending.ok).toBe(false);
    expect(withPending.text).toContain('pmid:123456');
  });

  it('runs before anything is built, migrated or uploaded', () => {
    const deploy = pkg.scripts.deploy;
    expect(deploy.startsWith('npm run launch:check &&')).toBe(true);
    expect(deploy.indexOf('launch:check')).toBeLessThan(deploy.indexOf('wrangler'));
    expect(pkg.scripts['launch:check']).toContain('src/content/launch-guard.ts');
  });

  it('rejects a malformed fact', () => {
    const bad = structuredClone(businessFacts) as unknown as { phone: { value: { e164: string } } };
    bad.phone.value.e164 = '04 326 1500';
    expect(() => BusinessFactsSchema.parse(bad)).toThrow();
  });
});

describe('placeholders on the rendered site', () => {
  it('every placeholder shown carries its notice, on exactly the pages the file lists; hidden claims stay hidden', async () => {
    expect(placeholderProblems(await renderAll(), businessFacts)).toEqual([]);
  });

  it('the audit catches a placeholder without its notice, a wrong page list and a hidden claim shown', () => {
    const name = businessFacts.team[0]!.value.name;
    const pages: RenderedPage[] = [
      { path: '/', html: `<p>${name}</p>`, text: name },
      { path: '/x', html: '<p>Batch-specific certificate of analysis</p>', text: 'Batch-specific certificate of analysis' },
    ];
    const problems = placeholderProblems(pages, businessFacts);
    expect(problems).toContain('team[0] appears on / without its "team" notice');
    expect(problems).toContain('team[0] is listed for /about but not shown there');
    expect(problems).toContain('testing is hidden until confirmed but appears on /x');
  });

  it('the assistant never presents placeholder people as real', async () => {
    const { sitePassages } = await import('./corpus');
    const text = JSON.stringify(sitePassages);
    for (const t of businessFacts.team.filter((x) => x.placeholder)) expect(text).not.toContain(t.value.name);
    for (const t of businessFacts.testimonials.filter((x) => x.placeholder)) expect(text).not.toContain(t.value.name);
  });
});
