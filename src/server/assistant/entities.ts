// What a message talks about: compounds (with aliases, brand names and typos), services and stacks.
import { normalise } from './text';

export type Compound = {
  key: string;
  name: string;
  /** Guide slug when the compound has its own guide. */
  guide: string | null;
  /** Where the site talks about it when there is no guide. */
  page?: string;
  /** Extra spellings matched as whole words (after normalise(), which already folds "bpc 157", "tb-500"...). */
  words: RegExp;
  /** Plain names compared with unknown words for typos ("tirzapatide"). */
  names: string[];
};

export const COMPOUNDS: Compound[] = [
  { key: 'bpc157', name: 'BPC-157', guide: 'bpc-157', words: /\bbpc157\b/, names: ['bpc157'] },
  { key: 'tb500', name: 'TB-500', guide: 'tb-500', words: /\btb500\b/, names: ['tb500'] },
  { key: 'selank', name: 'Selank', guide: 'selank', words: /\bselank\b/, names: ['selank'] },
  { key: 'semax', name: 'Semax', guide: 'semax', words: /\bsemax\b/, names: ['semax'] },
  { key: 'ipamorelin', name: 'Ipamorelin', guide: 'ipamorelin', words: /\bipamorelin\b|\bipa\b/, names: ['ipamorelin'] },
  { key: 'hcg', name: 'HCG', guide: 'hcg', words: /\bhcg\b|\bpregnyl\b|\bnovarel\b|\bovitrelle\b/, names: [] },
  { key: 'retatrutide', name: 'Retatrutide', guide: 'retatrutide', words: /\bretatrutide\b|\breta\b/, names: ['retatrutide'] },
  {
    key: 'tirzepatide',
    name: 'Tirzepatide',
    guide: 'tirzepatide',
    words: /\btirzepatide\b|\btirz\b/,
    names: ['tirzepatide', 'mounjaro', 'zepbound'],
  },
  { key: 'tesamorelin', name: 'Tesamorelin', guide: 'tesamorelin', words: /\btesamorelin\b|\btesa\b/, names: ['tesamorelin', 'egrifta'] },
  { key: 'nad', name: 'NAD+', guide: 'nad', words: /\bnad\b/, names: [] },
  { key: 'cjc1295', name: 'CJC-1295', guide: 'cjc-1295', words: /\bcjc1295\b/, names: ['cjc1295'] },
  { key: 'ghkcu', name: 'GHK-Cu', guide: null, page: '/research', words: /\bghkcu\b/, names: [] },
  { key: 'ghrp6', name: 'GHRP-6', guide: null, page: '/solutions/recovery-stack', words: /\bghrp6\b/, names: [] },
  {
    key: 'epitalon',
    name: 'Epitalon',
    guide: null,
    page: '/solutions/longevity-stack',
    words: /\bepitalon\b|\bepithalon\b/,
    names: ['epitalon'],
  },
  {
    key: 'semaglutide',
    name: 'semaglutide',
    guide: null,
    page: '/education/tirzepatide',
    words: /\bsemaglutide\b/,
    names: ['semaglutide', 'ozempic', 'wegovy'],
  },
  { key: 'glp1', name: 'GLP-1 agonists', guide: null, page: '/solutions/research-peptides', words: /\bglp1\b/, names: [] },
];

export const compoundByKey = new Map(COMPOUNDS.map((c) => [c.key, c]));

export type Service = 'consultation' | 'stack' | 'nutrition' | 'dosing_system' | 'research_peptides';
export type ServiceRef = { service: Service; variant?: string };

const SERVICES: { service: Service; variant?: string; re: RegExp }[] = [
  { service: 'consultation', variant: 'follow-up', re: /\bfollow[\s-]?ups?\b(?:\s+(?:session|consult\w*|call))?/ },
  { service: 'consultation', variant: 'initial', re: /\b(?:initial|first)\s+(?:consult\w*|session|appointment|call)\b/ },
  { service: 'consultation', re: /\bconsult\w*|\bappointments?\b|\bsessions?\b|\bcoaching\b/ },
  { service: 'stack', variant: 'performance', re: /\bperformance\s*stac?k\w*|\bperformancestack\b/ },
  { service: 'stack', variant: 'recovery', re: /\brecovery\s*stac?k\w*|\brecoverystack\b/ },
  { service: 'stack', variant: 'longevity', re: /\blongevity\s*stac?k\w*|\blongevitystack\b/ },
  { service: 'stack', re: /\bstac?ks?\b|\bstak\b/ },
  { service: 'nutrition', re: /\bnutrition\b|\bmeal plans?\b|\bdiet plans?\b/ },
  {
    service: 'dosing_system',
    re: /\bdosing (?:system|tool|calculator)s?\b|\bcalculators?\b|\bresponse tracking\b|\bcycling protocols?\b|\bprecision calculations?\b/,
  },
  { service: 'research_peptides', re: /\bresearch peptides\b|\byour (?:peptides|products)\b/ },
];

/** The compound variant asked about: CJC-1295 with or without DAC. */
export type Variant = 'dac' | 'nodac' | null;

function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, cur[j]!);
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

/** True when a word is a likely typo of a name: one edit for short names, two for long ones. */
export function nearlyEqual(word: string, name: string): boolean {
  if (word.length < 5 || name.length < 5) return false;
  const max = name.length >= 9 ? 2 : 1;
  return editDistance(word, name, max) <= max;
}

/** Compounds named in a text, in order of appearance, with typos and brand names folded. */
export function compoundsIn(text: string): Compound[] {
  const t = normalise(text);
  const found: { c: Compound; at: number }[] = [];
  for (const c of COMPOUNDS) {
    const m = c.words.exec(t) ?? c.names.map((n) => new RegExp(`\\b${n}\\b`).exec(t)).find(Boolean);
    if (m) found.push({ c, at: m.index });
  }
  for (const m of t.matchAll(/[a-z][a-z0-9]{4,}/g)) {
    for (const c of COMPOUNDS) {
      if (found.some((f) => f.c === c)) continue;
      if (c.names.some((n) => nearlyEqual(m[0], n))) found.push({ c, at: m.index });
    }
  }
  // Semaglutide answers come from the GLP-1 material; don't report GLP-1 twice.
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.c)
    .filter((c, _, all) => !(c.key === 'glp1' && all.some((o) => o.key === 'semaglutide')));
}

export function variantIn(text: string): Variant {
  const t = text.toLowerCase();
  if (/\b(?:no|without|non)[\s-]?dac\b|\bmod(?:ified)?[\s-]?grf\b/.test(t)) return 'nodac';
  if (/\bwith[\s-]?dac\b|\bdac\b/.test(t)) return 'dac';
  return null;
}

export function servicesIn(text: string): ServiceRef[] {
  const t = normalise(text);
  const out: ServiceRef[] = [];
  for (const s of SERVICES) {
    if (!s.re.test(t)) continue;
    if (out.some((o) => o.service === s.service && (o.variant || !s.variant))) continue;
    out.push({ service: s.service, ...(s.variant ? { variant: s.variant } : {}) });
  }
  return out;
}

/** What a page is about, so "how much is it?" or "what are the side effects?" on it need no name. */
export function pageTopic(path: string): { compound?: Compound; service?: ServiceRef } {
  const guide = /^\/education\/([a-z0-9-]+)$/.exec(path)?.[1];
  const compound = guide ? COMPOUNDS.find((c) => c.guide === guide) : undefined;
  if (compound) return { compound };
  const stack = /^\/solutions\/(performance|recovery|longevity)-stack$/.exec(path)?.[1];
  if (stack) return { service: { service: 'stack', variant: stack } };
  if (path === '/solutions/peptides') return { service: { service: 'stack' } };
  if (path === '/solutions/consultations') return { service: { service: 'consultation' } };
  if (path === '/solutions/nutrition') return { service: { service: 'nutrition' } };
  if (path === '/solutions/dosing') return { service: { service: 'dosing_system' } };
  if (path === '/solutions/research-peptides') return { service: { service: 'research_peptides' } };
  return {};
}
