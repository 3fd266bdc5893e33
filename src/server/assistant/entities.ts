import { editDistance } from './read/normalise';
// What a message talks about: compounds (with aliases, brand names and typos), services, recovery modalities and the
// page's own topic. Every name comes from the domain registry (src/content/registry); none is spelled here.
import {
  COMPOUND_REGISTRY,
  MODALITIES,
  SERVICES,
  pageEntry,
  spellingsOf,
  type Modality,
  type ModalityKey,
  type ServiceKey,
} from '../../content/registry';
import { normalise } from './text';

export type Compound = {
  key: string;
  name: string;
  /** Guide slug when the compound has its own guide. */
  guide: string | null;
  /** Where the site talks about it when there is no guide. */
  page?: string;
  /** Its spellings as whole words, after normalise() (which folds every registry spelling into the key). */
  words: RegExp;
  /** Plain names compared with unknown words for typos ("tirzapatide"). */
  names: string[];
};

const plain = (w: string) => w.replace(/[^a-z0-9]/g, '');

export const COMPOUNDS: Compound[] = COMPOUND_REGISTRY.map((c) => ({
  key: c.key,
  name: c.name,
  guide: c.guide,
  ...(c.page ? { page: c.page } : {}),
  words: new RegExp(`\\b${c.key}\\b`),
  // Typos are compared with the longer names only: a near miss of "ipa" or "tesa" is too likely an ordinary word.
  names: [...new Set(spellingsOf(c).map(plain))].filter((n) => n.length >= 6 && !/^\d/.test(n)),
}));

export const compoundByKey = new Map(COMPOUNDS.map((c) => [c.key, c]));

export type Service = ServiceKey;
export type ServiceRef = { service: Service; variant?: string };

const phrase = (words: string[]) =>
  new RegExp(
    `(?<![a-z0-9])(?:${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s-]+/g, '[\\s-]?')).join('|')})(?![a-z0-9])`,
  );

// Variants first, so "initial consultation" is the initial one and not consultations in general.
const SERVICE_PATTERNS = [...SERVICES]
  .sort((a, b) => Number(Boolean(b.variant)) - Number(Boolean(a.variant)))
  .map((s) => ({ service: s.key, variant: s.variant, re: phrase(s.words) }));

// "Recover between hard sessions": training sessions, not consultations.
const TRAINING_SESSION =
  /\b(?:hard|training|gym|workout|lifting|intense|long|tough|heavy|strength|cardio|practice|match|game|hiit|running|rowing|sparring|endurance|conditioning|leg|plunge|sauna|cold|red light|iv|drip|infusion|nad|nad\+|light|ice bath|compression)\s+sessions?\b|\bbetween (?:my )?sessions\b/g;

const MODALITY_PATTERNS = MODALITIES.map((m) => ({ m, re: phrase(m.words) }));

/** Recovery modalities named in a text (cold, red light, sleep...), in order of appearance. */
export function modalitiesIn(text: string): Modality[] {
  const t = text.toLowerCase();
  return MODALITY_PATTERNS.map(({ m, re }) => ({ m, at: re.exec(t)?.index ?? -1 }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((x) => x.m);
}

export type { Modality, ModalityKey };

/** The compound variant asked about: CJC-1295 with or without DAC. */
export type Variant = 'dac' | 'nodac' | null;

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
  // "Mod GRF" is CJC-1295 without DAC: normalise() reads it as the variant, so the compound is added here.
  if (/\bwithoutdac\b/.test(t) && !found.some((f) => f.c.key === 'cjc1295')) {
    const cjc = COMPOUNDS.find((c) => c.key === 'cjc1295');
    if (cjc) found.push({ c: cjc, at: t.indexOf('withoutdac') });
  }
  // Semaglutide answers come from the GLP-1 material; don't report GLP-1 twice.
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.c)
    .filter((c, _, all) => !(c.key === 'glp1' && all.some((o) => o.key === 'semaglutide')));
}

/**
 * Both versions asked about together ("with DAC vs without DAC", "the DAC and no DAC version", "the diff between with
 * DAC and without?"): neither is preferred, and the answer covers each.
 */
export function bothVariantsIn(text: string): boolean {
  const t = text.toLowerCase();
  if (!/\bdac\b/.test(t)) return false;
  // In French, Spanish, German, Italian, Portuguese and Russian too ("avec DAC et sans DAC", "mit und ohne DAC").
  const other = /\b(?:no|without|non|sans|sin|ohne|senza|sem|без)[\s-]?dac\b|\bmod(?:ified)?[\s-]?grf\b/.test(t);
  const compare = /\b(?:diff|difference|differences|differ|vs\.?|versus|compare|compared|comparison|between|or)\b/.test(t);
  return (/\b(?:with|avec|con|mit|com|с)[\s-]?dac\b/.test(t) && other) || (compare && (other || /\bwithout\b/.test(t)));
}

export function variantIn(text: string): Variant {
  const t = text.toLowerCase();
  if (/\b(?:no|without|non|sans|sin|ohne|senza|sem|без)[\s-]?dac\b|\bmod(?:ified)?[\s-]?grf\b/.test(t)) return 'nodac';
  if (/\bwith[\s-]?dac\b|\bdac\b/.test(t)) return 'dac';
  return null;
}

export function servicesIn(text: string): ServiceRef[] {
  const t = text.toLowerCase().replace(TRAINING_SESSION, ' ');
  const out: ServiceRef[] = [];
  for (const s of SERVICE_PATTERNS) {
    if (!s.re.test(t)) continue;
    // "the free consultation" is not also consultations in general.
    if (s.service === 'consultation' && out.some((o) => o.service === 'free_consultation') && !s.variant) continue;
    // Two versions named are both kept ("after the first session, the follow-ups?"); a version makes the general one redundant.
    if (out.some((o) => o.service === s.service && (o.variant === s.variant || (o.variant && !s.variant)))) continue;
    out.push({ service: s.service, ...(s.variant ? { variant: s.variant } : {}) });
  }
  return out;
}

/** Every version of a service a text names ("the Performance Stack and the Recovery Stack"), not only the first. */
export function versionsIn(text: string, service: string): string[] {
  const t = text.toLowerCase();
  return SERVICE_PATTERNS.filter((s) => s.service === service && s.variant && s.re.test(t)).map((s) => s.variant!);
}

/** What a page is about, so "how much is it?" or "what are the side effects?" on it need no name. */
export function pageTopic(path: string): { compound?: Compound; service?: ServiceRef; modality?: Modality } {
  const topic = pageEntry(path)?.topic;
  if (topic?.kind === 'compound') {
    const compound = compoundByKey.get(topic.key);
    return compound ? { compound } : {};
  }
  if (topic?.kind === 'service') return { service: { service: topic.key, ...(topic.variant ? { variant: topic.variant } : {}) } };
  if (topic?.kind === 'modality') {
    const modality = MODALITIES.find((m) => m.key === topic.key);
    return modality ? { modality } : {};
  }
  return {};
}
