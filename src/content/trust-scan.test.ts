import { describe, expect, it } from 'vitest';
import pkg from '../../package.json';
import { type BusinessFacts, businessFacts, preview } from './business-facts';
import { launchReport } from './launch-report';
import { scannedPaths } from './trust-files';
import { assistantPending, buildVerdict, claimHits, factHits, stalePreviewHits, type ScannedFile } from './trust-scan';

// The same files the build's check reads (src/content/trust-guard.ts), loaded by Vite as text.
const raw = import.meta.glob<string>(['/src/**/*.ts', '/src/**/*.tsx'], { query: '?raw', import: 'default', eager: true });
const sourceFiles: ScannedFile[] = Object.entries(raw)
  .map(([path, text]) => ({ path: path.slice(1), text }))
  .filter((f) => scannedPaths(f.path));

const file = (text: string, path = 'src/content/site/example.ts'): ScannedFile[] => [{ path, text }];

describe('the build check over the real source', () => {
  it('reads the site content, pages and the assistant replies', () => {
    const paths = sourceFiles.map((f) => f.path);
    expect(paths).toContain('src/content/guides/bpc-157.ts');
    expect(paths).toContain('src/pages/education/GuidePage.tsx');
    expect(paths).toContain('src/server/assistant/answer.ts');
    expect(paths.some((p) => p.endsWith('.test.ts'))).toBe(false);
  });

  it('passes: no forbidden claim, and business facts only in business-facts.ts (known assistant copies aside)', () => {
    const verdict = buildVerdict(sourceFiles);
    expect(verdict.failing).toEqual([]);
    expect(verdict.stale).toEqual([]);
    expect(verdict.ok).toBe(true);
  });

  it('runs before the build, so the build fails on a hit', () => {
    expect(pkg.scripts.build.startsWith('npm run check:trust &&')).toBe(true);
    expect(pkg.scripts['check:trust']).toContain('src/content/trust-guard.ts');
    // The deploy checks the built output too: launch:check runs again after the build.
    expect(pkg.scripts.deploy).toMatch(/npm run build && npm run launch:check && wrangler/);
  });
});

describe('claims register', () => {
  it.each([
    ['BPC-157 heals torn tendons in weeks.', 'heals'],
    ['Our recovery stack treats joint pain.', 'treats'],
    ['Semax cures brain fog.', 'cures'],
    ['NAD+ prevents ageing.', 'prevents'],
    ["With tirzepatide you'll lose 20 kg.", 'weight-loss-promise'],
    ['Shed 10 pounds before summer.', 'weight-loss-promise'],
    ['Inject 250 mcg twice daily into the abdomen.', 'dosing-instruction'],
    ['You should take 2mg before bed.', 'dosing-instruction'],
    ['Keep your first dose low.', 'dosing-instruction'],
  ])('flags "%s" (%s)', (sentence, rule) => {
    const hits = claimHits(file(`export const x = '${sentence.replace(/'/g, "\\'")}';`));
    expect(hits.map((h) => h.rule)).toContain(rule);
    expect(hits[0]).toMatchObject({ path: 'src/content/site/example.ts', line: 1 });
  });

  it('allows a sentence that reports a cited study, a regulator or a label, or denies the claim', () => {
    const ok = [
      'In rats, BPC-157 heals transected tendons faster than controls [1].',
      'The FDA approved it to treat type 2 diabetes.',
      'Not intended to diagnose, treat, cure or prevent any disease.',
      'There is no evidence that HCG treats obesity.',
      'Start with 1-2 minutes and build up gradually.',
      'Portability: a file you can take to another service.',
    ];
    for (const s of ok) expect(claimHits(file(`const x = "${s}";`)), s).toEqual([]);
  });

  it('reads JSX text in pages and ignores code identifiers', () => {
    expect(claimHits(file('<p>This peptide cures anxiety for good.</p>', 'src/pages/X.tsx')).map((h) => h.rule)).toEqual(['cures']);
    expect(claimHits(file("const kind = 'cure'; type K = 'cure' | 'caution';"))).toEqual([]);
  });
});

describe('business facts outside business-facts.ts', () => {
  it('finds the phone, email, address, map link and hours written into another file', () => {
    const f = businessFacts;
    const text = [
      `call ${f.phone.value.display}`,
      `mailto:${f.email.value}`,
      `at ${f.address.value.street}`,
      `href: '${f.mapUrl.value}'`,
      `Phone: ${f.hours.value.phone}`,
      '<span>9:00 AM - 6:00 PM</span>',
    ].join('\n');
    const rules = factHits(file(text, 'src/pages/ContactPage.tsx')).map((h) => `${h.line}:${h.rule}`);
    for (const expected of ['1:phone', '2:email', '3:address', '4:map link', '5:hours', '6:hours']) expect(rules).toContain(expected);
  });

  it('leaves business-facts.ts and tests alone, and fails the build on a copy anywhere else', () => {
    const copy = `const phone = '${businessFacts.phone.value.display}';`;
    expect(factHits(file(copy, 'src/content/business-facts.ts'))).toEqual([]);
    expect(factHits(file(copy, 'src/content/x.test.ts'))).toEqual([]);
    const verdict = buildVerdict([...sourceFiles, { path: 'src/content/site/faq.ts', text: copy }]);
    expect(verdict.ok).toBe(false);
    expect(verdict.failing.map((h) => h.path)).toEqual(['src/content/site/faq.ts']);
  });

  it('the assistant no longer writes any business fact: nothing is pending, and the source passes as it is', () => {
    expect(assistantPending).toEqual([]);
    const verdict = buildVerdict(sourceFiles);
    expect(verdict.failing).toEqual([]);
    expect(verdict.warnings).toEqual([]);
  });
});

describe('the launch check scans the built output and the assistant replies', () => {
  /** The client's final file: the phone replaced by the real number. */
  const replaced = (): BusinessFacts => {
    const f = structuredClone(businessFacts);
    f.phone = { ...f.phone, placeholder: false, value: { display: '+971 4 555 0000', e164: '+97145550000' } };
    return f;
  };

  it('finds a replaced preview phone left in dist/, but not the current value', () => {
    const f = replaced();
    const dist = [{ path: 'dist/client/assets/main.js', text: `tel:${preview.phoneE164} ${preview.phone}` }];
    expect(stalePreviewHits(dist, f).map((h) => h.found)).toEqual([preview.phone, preview.phoneE164]);
    expect(stalePreviewHits([{ path: 'dist/x.html', text: '+971 4 555 0000' }], f)).toEqual([]);
    // While the preview phone is still the current value, its presence is expected (the placeholder check refuses).
    expect(stalePreviewHits(dist, businessFacts)).toEqual([]);
  });

  it('refuses the launch on a leak even when every fact is confirmed', () => {
    const leak = `  - src/server/assistant/answer.ts:47 [phone] "${preview.phone}": ...`;
    const report = launchReport(businessFacts, {}, [leak]);
    expect(report.ok).toBe(false);
    expect(report.text).toContain(leak);
  });
});
