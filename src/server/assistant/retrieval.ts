import indexJson from '../../generated/assistant-index.json';
import type { IndexedDoc, SearchIndex } from './index-builder';
import { foreignLanguage } from './languages';
import { ENGLISH_WORDS } from './read/english';
import { ENTITY_GUIDES, entityOfTerm, normalise, queryTerms, WEAK_TERMS } from './text';
import { PAGES, PLACES } from '../../content/registry';

/** The index built by build-index.ts at build time and bundled with the worker. */
export const siteIndex = indexJson as unknown as SearchIndex;

export type Hit = {
  doc: IndexedDoc;
  score: number;
  /** Share (0-1) of the query's own words (or a synonym of each), weighted by rarity, that this passage contains. */
  coverage: number;
};

export type SearchOptions = {
  /** The visitor's current page: its passages rank higher. */
  currentPath?: string;
  limit?: number;
  /** Extra terms (e.g. a compound named earlier in the conversation) at a reduced weight. */
  extraTerms?: string[];
};

const K1 = 1.2;
const B = 0.75;
const CURRENT_PAGE_BOOST = 1.6;
const SAME_SECTION_BOOST = 1.08;
// A compound's own guide is the authoritative page about it.
const OWN_GUIDE_BOOST = 1.4;
// A card headed with the compound asked about ("GHK-Cu") beats a passage that lists it among others.
const NAMED_IN_HEADING_BOOST = 1.3;
const TITLE_BOOST = 0.4;
// "What are research peptides?" asked word for word as a section or page title.
const EXACT_TITLE_BOOST = 1.5;
const plain = (s: string) =>
  normalise(s)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
// Legal text mentions nearly everything in passing; it should win only when asked about directly.
const KIND_WEIGHT: Record<IndexedDoc['kind'], number> = { guide: 1, page: 1, faq: 1.05, legal: 0.6 };

/** Inverse document frequency; unknown words count as rare (so an unmatched specific word lowers coverage). */
export function idf(index: SearchIndex, term: string): number {
  const n = index.docs.length;
  const df = (index.postings[term]?.length ?? 0) / 2;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/** BM25 over the site passages, with a boost for the current page; best first. */
export function search(index: SearchIndex, query: string, options: SearchOptions = {}): Hit[] {
  const terms = queryTerms(query);
  for (const t of options.extraTerms ?? []) if (!terms.has(t)) terms.set(t, { weight: 0.6, of: [], own: false });
  const scores = new Map<number, number>();
  const matched = new Map<number, Set<string>>();
  for (const [term, { weight, of }] of terms) {
    const list = index.postings[term];
    if (!list) continue;
    const w = idf(index, term) * weight;
    for (let i = 0; i < list.length; i += 2) {
      const d = list[i]!;
      const tf = list[i + 1]!;
      const len = index.docs[d]!.len;
      const s = (w * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * len) / index.avgLen));
      scores.set(d, (scores.get(d) ?? 0) + s);
      const set = matched.get(d) ?? matched.set(d, new Set()).get(d)!;
      for (const o of of) set.add(o);
    }
  }
  const own = [...terms].filter(([, q]) => q.own).map(([t]) => t);
  const weightOf = (t: string) => idf(index, t) * (WEAK_TERMS.has(t) ? 0.3 : 1);
  const ownWeight = own.reduce((sum, t) => sum + weightOf(t), 0) || 1;
  const section = (p: string) => p.split('/')[1] ?? '';
  const asked = plain(query);
  // Query terms are stemmed ("tirzepatid"), so compounds are looked up through their stems.
  const named = [...terms.keys()].flatMap((t) => entityOfTerm(t) ?? []);
  const guides = new Set(
    named.flatMap((e) => {
      const slug = ENTITY_GUIDES[e];
      return slug ? [`/education/${slug}`] : [];
    }),
  );
  const hits: Hit[] = [];
  for (const [d, raw] of scores) {
    const doc = index.docs[d]!;
    let score = raw * KIND_WEIGHT[doc.kind];
    // The home page only summarises other pages, so being on it says little about the question.
    const here = options.currentPath !== '/' ? options.currentPath : undefined;
    if (here && doc.path === here) score *= CURRENT_PAGE_BOOST;
    else if (here && section(here) && section(doc.path) === section(here)) {
      score *= SAME_SECTION_BOOST;
    }
    if (guides.has(doc.path)) score *= OWN_GUIDE_BOOST;
    else if (named.some((e) => !ENTITY_GUIDES[e] && doc.headingTerms.some((h) => entityOfTerm(h) === e))) score *= NAMED_IN_HEADING_BOOST;
    // Titles say what a passage is about: reward passages whose heading, page title or address carry the question's words.
    if (asked && (plain(doc.heading) === asked || plain(doc.pageTitle) === asked)) score *= EXACT_TITLE_BOOST;
    if (own.length) score *= 1 + TITLE_BOOST * (own.filter((t) => doc.titleTerms.includes(t)).length / own.length);
    const got = [...(matched.get(d) ?? [])].reduce((sum, t) => sum + weightOf(t), 0);
    hits.push({ doc, score, coverage: got / ownWeight });
  }
  return hits.sort((a, b) => b.score - a.score).slice(0, options.limit ?? 6);
}

/**
 * How the visitor came to ask ("heard", "read online", "wondering"): never a subject the site missed, and dropped from a
 * retrieval query (a guide may use "read" or "heard" too, which would pull the wrong passage up).
 */
export const HOW_ASKED = new Set(
  'heard hear hearing read reading saw seen told telling wonder wondering wondered curious noticed mentioned apparently somewhere someone somebody friend mate guys lol pls plz thx tbh honestly basically actually literally online reddit tiktok youtube instagram forum forums'.split(
    ' ',
  ),
);

// Chat words that are not about anything ("wanna", "please"): never reported as a subject the site does not cover.
const CHAT_WORDS = new Set(
  [
    'wanna gonna gotta kinda sorta whats thats theres heres please thanks thank hello hiya guys tell know there their about really actually maybe',
    // Words of how a question is put ("how often am I supposed to..."), never its subject.
    'supposed meant expected allowed exactly basically honestly literally generally typically usually roughly',
    // Days and months: the site writes them short ("Mon-Fri", "Sat") or not at all, and they are never a new subject.
    'monday tuesday wednesday thursday friday saturday sunday weekend weekends weekday weekdays today tomorrow tonight',
    'january february march april june july august september october november december',
    // When payment is taken is the booking's payment terms, not a new subject.
    'upfront beforehand advance prepay prepaid',
    // Everyday verbs in -ing ("replace seeing my GP") are never the subject.
    'seeing going getting doing using having taking making trying wanting coming looking speaking talking chatting',
    // Asking for a pick ("which stack would you recommend?") is how the question is put, not its subject.
    'recommend recommended recommendation recommendations suggest suggestion suggestions advise choose pick prefer',
    ...HOW_ASKED,
  ]
    .join(' ')
    .split(' '),
);
const vocabularies = new WeakMap<SearchIndex, Set<string>>();
function vocabulary(index: SearchIndex): Set<string> {
  let words = vocabularies.get(index);
  if (!words) {
    // (With the pages' registry titles: "Cognitive enhancement" names a page whose heading says "Sharper focus".)
    const titles = PAGES.map((p) => p.title).join(' ');
    words = new Set(
      [...index.docs.map((d) => `${d.pageTitle} ${d.heading} ${d.text}`), titles].flatMap((t) => t.toLowerCase().match(/[a-z]+/g) ?? []),
    );
    vocabularies.set(index, words);
  }
  return words;
}
/** Words a question turns on: a visitor's "leagal", "dubay" or "shiping" is read as one of them. */
const KEY_WORDS = `legal illegal approved dubai peptide peptides shipping delivery consultation consultations storage refund refunds
payment located location address minimum safety dosage research weight recovery plunge sauna nutrition discount insurance
purity prohibited athlete athletes difference exactly english available approval pregnant breastfeeding benefits effective
temperature distance summary summarise summarize price prices`
  .split(/\s+/)
  .filter(Boolean);

// Common misspellings of the words that decide what a question asks ("does semax actualy have human studys"), too far
// from the right word for the one-edit reading below.
const MISSPELLINGS: Record<string, string> = {
  studys: 'studies',
  studie: 'study',
  actualy: 'actually',
  acually: 'actually',
  realy: 'really',
  reserch: 'research',
  resarch: 'research',
  reaserch: 'research',
  reasearch: 'research',
  efects: 'effects',
  sideeffects: 'side effects',
  sideffects: 'side effects',
  benifits: 'benefits',
  benfits: 'benefits',
  benefites: 'benefits',
  aproved: 'approved',
  approoved: 'approved',
  wieght: 'weight',
  wheight: 'weight',
  humen: 'human',
  recieve: 'receive',
  definately: 'definitely',
};
const MISSPELT = new RegExp(`\\b(?:${Object.keys(MISSPELLINGS).join('|')})\\b`, 'gi');

/** The known misspellings mended, and "human trails" read as trials. */
function mendMisspellings(question: string): string {
  return question.replace(MISSPELT, (w) => MISSPELLINGS[w.toLowerCase()]!).replace(/\b(human|clinical|phase \d) trails\b/gi, '$1 trials');
}

/**
 * The question with misspelt key words put right, for understanding only: a word of five letters or more that is neither
 * English the assistant knows nor a word the site uses, one edit from exactly one key word with the same first letter.
 */
export function fixTypos(question: string): string {
  const words = vocabulary(siteIndex);
  return mendMisspellings(question).replace(/[A-Za-z]{5,}/g, (w) => {
    const l = w.toLowerCase();
    if (ENGLISH_WORDS.has(l) || words.has(l)) return w;
    const hits = KEY_WORDS.filter((k) => k[0] === l[0] && k !== l && oneEditApart(k, l));
    return hits.length === 1 ? hits[0]! : w;
  });
}

/** True when two words are one letter apart (a typo of a word the site uses is not a new subject). */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i);
}
/** True when a word (lower case) is one the site uses, in some form, or one that says nothing new. */
const PLACE_WORDS = new RegExp(
  `\\b(?:${PLACES.flatMap((p) => p.words)
    .filter((w) => /^[a-z .'-]+$/.test(w))
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.'-]/g, '\\$&'))
    .join('|')})\\b`,
  'gi',
);

function knownWord(words: Set<string>, w: string): boolean {
  // Everyday English ("reach", "tell") is never a subject the site failed to cover.
  if (w.length < 5 || CHAT_WORDS.has(w) || ENGLISH_WORDS.has(w) || [...queryTerms(w).values()].some((t) => !t.own)) return true;
  // Plurals, past tenses and adverbs; not "-ing" ("parking" is not "park").
  const forms = [w, w.replace(/(?:s|es|ed|ly)$/, ''), w.replace(/(?:ies|ily)$/, 'y'), w.replace(/d$/, ''), w.replace(/ly$/, 'le')];
  if (forms.some((f) => words.has(f) || CHAT_WORDS.has(f))) return true;
  // A typo of a word the site uses is not a new subject.
  for (const v of words) if (v[0] === w[0] && oneEditApart(v, w)) return true;
  return false;
}

/**
 * The first words of a question that no page of the site uses ("parking", "Ramadan", "public holidays"): the subject a
 * fact answer must say it does not cover, instead of answering the nearest fact as if it did. Null when all are known.
 */
export function wordNotOnSite(index: SearchIndex, asked: string): string | null {
  // Words of a question in another language ("Quelles sont vos heures d'ouverture ?") are not subjects the site missed.
  if (foreignLanguage(asked) || /[\u0600-\u06ff]/.test(asked)) return null;
  const words = vocabulary(index);
  // A place the registry knows ("I live in Abu Dhabi") is a place, not a subject the site fails to cover.
  // Only what is asked: "I don't like driving to Dubai any more. Can I have a consultation remotely?" asks nothing
  // about driving. Without a question mark, the last sentence is the question.
  const asking = asked.includes('?')
    ? (asked.match(/[^.?!]*\?/g) ?? [asked]).join(' ')
    : (asked.split(/(?<=[.!])\s+(?=[A-Z])/).at(-1) ?? asked);
  const question = asking.replace(PLACE_WORDS, ' ');
  // Aliases folded first ("opening hours" is the site's "hours"); a folded alias ("businesshours") is not the visitor's word.
  const folded = new Set(normalise(question).match(/[a-z]+/g) ?? []);
  const said = question.match(/[A-Za-z]+/g) ?? [];
  const unknown = said.map((w) => folded.has(w.toLowerCase()) && !knownWord(words, w.toLowerCase()));
  const first = unknown.indexOf(true);
  if (first < 0) return null;
  // Neighbouring unknown words are one subject ("public holidays").
  let last = first;
  while (unknown[last + 1] || (said[last + 1] && said[last + 1]!.length < 5 && unknown[last + 2])) last++;
  return said.slice(first, last + 1).join(' ');
}
