// Two checks over the site's own words, run by the build (src/content/trust-guard.ts), the launch check and the tests
// (src/content/trust-scan.test.ts). Pure functions over { path, text }: the caller reads the files.
//
// 1. The claims register: phrases a research-use-only site must not say in its own voice (it treats, cures, prevents
//    or heals; weight-loss promises; dosing instructions addressed to the reader). A sentence that reports a cited
//    study ("[3]"), a regulator's or a label's decision, or negates the claim is a quotation, not our voice.
// 2. Business facts: a phone number, email, address, coordinate, map link or opening hours written anywhere but
//    business-facts.ts goes stale silently when the client confirms the real value.
import { type BusinessFacts, businessFacts, previewValues } from './business-facts';

export type ScannedFile = { path: string; text: string };
export type Hit = { path: string; line: number; rule: string; found: string; excerpt: string };

/** One forbidden kind of phrase, with the reason it is forbidden. */
export type ClaimRule = { id: string; pattern: RegExp; why: string };

export const claimsRegister: ClaimRule[] = [
  {
    id: 'treats',
    pattern: /\b(?:treats|will treat|can treat|helps? (?:to )?treat|a treatment for)\b/i,
    why: 'a medical claim: products are for research use only',
  },
  { id: 'cures', pattern: /\b(?:cures?|cured|curing)\b/i, why: 'a medical claim' },
  {
    id: 'prevents',
    pattern: /\b(?:prevents|will prevent|can prevent|helps? (?:to )?prevent)\b/i,
    why: 'a medical claim',
  },
  { id: 'heals', pattern: /\b(?:heals|will heal|can heal|helps? (?:you )?heal)\b/i, why: 'a medical claim' },
  {
    id: 'weight-loss-promise',
    pattern:
      /\b(?:(?:you(?:'ll| will| can)?|guaranteed to) (?:lose|burn|shed|drop)\b|(?:lose|burn|shed|drop) (?:up to )?\d+(?:\.\d+)?\s?(?:kg|lbs?|pounds)\b|guaranteed (?:weight|fat)[- ]loss|melts? (?:away )?fat)/i,
    why: 'a weight-loss promise',
  },
  {
    id: 'dosing-instruction',
    pattern:
      /\b(?:you should|you can|you need to|you must|we recommend(?: that you)?|start by|begin by)\s+(?:take|taking|inject|injecting|dose|dosing|administer|administering)\b.{0,30}?(?:\d|\bmg\b|\bmcg\b|\bIU\b|\bdose|\bpeptide|\bit\b)|(?:^|[.!?:]\s+)(?:Inject|Take|Administer|Dose|Start with|Begin with)\s+(?:\d|\w+\s+\d|it\b|one\b|your\b)|\byour (?:first |starting |daily |weekly )?dose\b/i,
    why: 'a dosing instruction addressed to the reader',
  },
];

/** A sentence that reports a source, a regulator or a label, or denies the claim, quotes rather than claims. */
const quotation = [
  /\[\d+\]/, // cites a numbered source
  /\b(?:FDA|MHRA|EMA|WADA|regulator|label(?:ing|led|ed)?|approved|authori[sz]ed|indicated|prescri(?:bed|ption))\b/,
  /\b(?:not intended to|no medical claims|does not|do not|did not|is not|are not|was not|has not|have not|cannot|never|no (?:scientific )?evidence|not (?:been )?(?:shown|proven|established))\b/i,
];

/** Exact phrases the client's spec requires or that name a study, allowed wherever they appear. */
export const claimsAllowList: { text: string; why: string }[] = [
  { text: 'diagnosis, treatment, cure or prevention of any disease', why: 'the research-use-only disclaimer (negated)' },
  { text: 'diagnose, treat, cure or prevent', why: 'the research-use-only disclaimer (negated)' },
  { text: 'Start with 1-2 minutes', why: "the spec's cold-exposure figure (cold plunge: start 1-2 minutes), a method, not a compound" },
  { text: 'start with 1-2 minutes', why: 'the same figure mid-sentence' },
];

/** Files whose strings are not the site's voice: the assistant's test questions (a visitor's words) and its safety regexes. */
export const claimsExempt = (path: string) => /src\/server\/assistant\/(eval-set|safety-patterns)\.ts$/.test(path);

/**
 * The prose of a source file, with the line each piece starts on: the contents of string literals of three words or
 * more, and JSX text. Identifiers, comments and regular expressions are code, not the site's voice.
 */
function prose(text: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const literal = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`|>([^<>{}]+)</g;
  for (const m of text.matchAll(literal)) {
    const body = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').replace(/\\(['"`])/g, '$1');
    if (body.trim().split(/\s+/).length >= 3) out.push({ line: lineAt(m.index), text: body });
  }
  return out;
}

/** Split prose into sentences, keeping the line each came from. */
function sentences(text: string): { line: number; sentence: string }[] {
  return prose(text).flatMap(({ line, text: t }) =>
    t
      .split(/(?<=[.!?])\s+(?=[A-Z"'(])/)
      .filter((s) => s.trim())
      .map((sentence) => ({ line, sentence })),
  );
}

/** Every sentence that uses a forbidden phrase in the site's own voice. */
export function claimHits(files: ScannedFile[], register: ClaimRule[] = claimsRegister): Hit[] {
  const hits: Hit[] = [];
  for (const file of files) {
    if (claimsExempt(file.path)) continue;
    for (const { line, sentence } of sentences(file.text)) {
      let checked = sentence;
      for (const a of claimsAllowList) checked = checked.split(a.text).join(' ');
      for (const rule of register) {
        const m = rule.pattern.exec(checked);
        if (!m) continue;
        if (quotation.some((q) => q.test(checked))) continue;
        hits.push({ path: file.path, line, rule: rule.id, found: m[0].trim(), excerpt: sentence.trim().slice(0, 160) });
      }
    }
  }
  return hits;
}

/** The literal strings that are business facts: every value in business-facts.ts, plus the preview values it replaced. */
export function factNeedles(f: BusinessFacts = businessFacts): { rule: string; needle: string }[] {
  const needles: { rule: string; needle: string }[] = [
    { rule: 'email', needle: f.email.value },
    { rule: 'email', needle: f.privacyEmail.value },
    { rule: 'phone', needle: f.phone.value.display },
    { rule: 'phone', needle: f.phone.value.e164 },
    { rule: 'address', needle: f.address.value.street },
    { rule: 'address', needle: f.address.value.postalCode },
    { rule: 'coordinates', needle: String(f.geo.value.latitude) },
    { rule: 'coordinates', needle: String(f.geo.value.longitude) },
    { rule: 'map link', needle: f.mapUrl.value },
    { rule: 'hours', needle: f.hours.value.phone },
    { rule: 'hours', needle: f.hours.value.compact },
    ...f.hours.value.office.flatMap((h) => [
      { rule: 'hours', needle: h.label },
      { rule: 'hours', needle: h.time },
    ]),
    // Hours written by hand in other shapes.
    { rule: 'hours', needle: '9 AM-6 PM' },
    { rule: 'hours', needle: '10 AM-4 PM' },
    { rule: 'hours', needle: '9 AM - 6 PM' },
    ...previewValues.map((needle) => ({ rule: 'preview value', needle })),
  ];
  // 'Closed', 'Sunday' and the like are ordinary words, not facts: only distinctive strings (holding a digit or an @,
  // or at least 12 characters) are searched.
  const seen = new Set<string>();
  return needles.filter(
    (n) => n.needle.length >= 6 && (/[\d@]/.test(n.needle) || n.needle.length >= 12) && !seen.has(n.needle) && seen.add(n.needle),
  );
}

/** Files allowed to hold business facts: the file itself and tests (which assert them). */
export const factHomes = (path: string) => path.endsWith('src/content/business-facts.ts') || /\.test\.tsx?$/.test(path);

/** Every business fact written into a file other than business-facts.ts. */
export function factHits(files: ScannedFile[], f: BusinessFacts = businessFacts): Hit[] {
  const needles = factNeedles(f);
  const hits: Hit[] = [];
  for (const file of files) {
    if (factHomes(file.path)) continue;
    file.text.split('\n').forEach((line, i) => {
      for (const { rule, needle } of needles) {
        if (line.includes(needle)) hits.push({ path: file.path, line: i + 1, rule, found: needle, excerpt: line.trim().slice(0, 160) });
      }
    });
  }
  return hits;
}

/** Preview values the client has since replaced, still present in built output (dist/): a stale copy somewhere. */
export function stalePreviewHits(files: ScannedFile[], f: BusinessFacts = businessFacts): Hit[] {
  const current = JSON.stringify(f);
  const stale = previewValues.filter((v) => !current.includes(v));
  const hits: Hit[] = [];
  for (const file of files)
    for (const v of stale)
      if (file.text.includes(v)) hits.push({ path: file.path, line: 0, rule: 'replaced preview value', found: v, excerpt: v });
  return hits;
}

/**
 * Known business facts in the assistant's fixed replies, which colleagues are rewriting (their brief: read them from
 * business-facts.ts). The build warns about these instead of failing, and fails once one is gone so the entry is
 * removed; the launch check refuses while any remains. Every other hit fails the build.
 */
export const assistantPending: { path: string; found: string }[] = [];

export const formatHit = (h: Hit) => `  - ${h.path}${h.line ? `:${h.line}` : ''} [${h.rule}] "${h.found}": ${h.excerpt}`;

/** What the build decides: hits that fail it, known assistant hits it only warns about, and stale allowances. */
export function buildVerdict(files: ScannedFile[], f: BusinessFacts = businessFacts) {
  const claims = claimHits(files);
  const facts = factHits(files, f);
  const isPending = (h: Hit) => assistantPending.some((p) => h.path.endsWith(p.path) && h.found === p.found);
  const failing = [...claims, ...facts.filter((h) => !isPending(h))];
  const warnings = facts.filter(isPending);
  const stale = assistantPending.filter((p) => !warnings.some((h) => h.path.endsWith(p.path) && h.found === p.found));
  return { ok: failing.length === 0 && stale.length === 0, failing, warnings, stale };
}
