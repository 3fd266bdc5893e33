// Tokenisation shared by the build-time index and query time: both sides must normalise identically.
import { COMPOUND_REGISTRY, spellingsOf } from '../../content/registry/compounds';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every spelling of every registry compound folded into its key ("BPC 157", "bpc-157", "body protection compound" ->
 * "bpc157"), longest spellings first; a brand-name GLP-1 also yields "glp1" so class passages match it.
 */
function compoundAliases(): [RegExp, string][] {
  // Longest spellings first, across compounds: "NAD+ precursors" is read before "NAD+".
  const pairs = COMPOUND_REGISTRY.flatMap((c) => {
    const to = c.kind === 'glp1' && !c.guide && c.key !== 'glp1' ? ` ${c.key} glp1 ` : ` ${c.key} `;
    return spellingsOf(c).map((w) => ({ w, to }));
  }).sort((a, b) => b.w.length - a.w.length);
  return pairs.map(({ w, to }): [RegExp, string] => [
    new RegExp(`(?<![a-z0-9])${escape(w).replace(/[\s-]+/g, '[\\s-]?')}(?![a-z0-9+])`, 'g'),
    to,
  ]);
}

/** Compound names and multi-word terms folded into one token before splitting, so "BPC 157", "bpc-157" and "bpc" all match. */
const ALIASES: [RegExp, string][] = [
  // Before the compounds: "mod GRF" is CJC-1295 without DAC, a variant of its own.
  [/\bwithout dac\b|\b(?:no|non)[\s-]?dac\b|\bmod(?:ified)?[\s-]?grf\b/g, ' withoutdac dac '],
  ...compoundAliases(),
  [/\bcold[\s-]?plunges?\b|\bice[\s-]?baths?\b|\bcold[\s-]water immersion\b|\bcold showers?\b/g, ' coldplunge cold '],
  [/\bred[\s-]light\b|\bphotobiomodulation\b|\bpbm\b|\brlt\b|\blow[\s-]level (?:light|laser)\b/g, ' redlight '],
  [/\b(?:opening|business|office|working) hours\b|\bhours of (?:business|operation)\b/g, ' businesshours hours '],
  [/\bcrypto(?:currency|currencies)?\b|\bbitcoin\b|\bbtc\b/g, ' cryptocurrency '],
  [/\b(performance|recovery|longevity)[\s-]stacks?\b/g, ' $1stack $1 stack '],
  [/\bwith dac\b/g, ' withdac dac '],
];

const STOPWORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both but by can could ' +
    'did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in ' +
    'into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over own same ' +
    'she should so some such than that the their theirs them themselves then there these they this those through to too under until up ' +
    'very was we were what when where which while who whom why will with would you your yours yourself yourselves tell know please ' +
    'explain describe give want like get got also us let lets thing things much many way ways really say says said done'
  ).split(' '),
);

/** Query words that mean the same thing as words the site uses; added to the query at a lower weight. */
const EXPANSIONS: Record<string, string[]> = {
  cost: ['price', 'month', 'session'],
  long: ['minute', 'duration'],
  often: ['week', 'daily'],
  frequently: ['week', 'daily'],
  price: ['month', 'session'],
  expensive: ['price'],
  fee: ['price'],
  dosage: ['dose'],
  // "What happens after stopping it?": the guides say treatment "stops" and people "regained".
  stopping: ['stops', 'regained'],
  quitting: ['stops', 'regained'],
  stop: ['stops', 'regained'],
  // "What wavelengths?": the page gives them in nanometres, red and near-infrared.
  wavelength: ['nm', 'infrared', 'absorbed'],
  // "How deep does it penetrate?": the page says what reaches deeper tissue and what is absorbed near the surface.
  penetrate: ['deeper', 'surface', 'absorbed'],
  deep: ['deeper', 'surface'],
  wavelengths: ['nm', 'infrared', 'absorbed'],
  // "Done in humans?" and "in people" ask the same.
  humans: ['people', 'human'],
  people: ['humans', 'human'],
  // "Guys on TRT": men on testosterone therapy.
  trt: ['testosterone', 'therapy'],
  guys: ['men', 'male'],
  lads: ['men', 'male'],
  blokes: ['men', 'male'],
  women: ['female'],
  // "What about the pills instead of the drip?": taken by mouth, and infused.
  pill: ['oral', 'precursor', 'supplement'],
  pills: ['oral', 'precursor', 'supplement'],
  tablet: ['oral', 'precursor'],
  capsule: ['oral', 'precursor'],
  supplement: ['oral', 'precursor'],
  drip: ['iv', 'infusion', 'intravenous'],
  // "What about gut problems?": the guides say gastric, intestinal, bowel, colitis, ulcers.
  gut: ['gastric', 'gastrointestinal', 'intestinal', 'bowel', 'colitis', 'ulcer', 'stomach'],
  stomach: ['gastric', 'gastrointestinal', 'ulcer'],
  digestion: ['gastric', 'gastrointestinal', 'intestinal', 'bowel'],
  digestive: ['gastric', 'gastrointestinal', 'intestinal', 'bowel'],
  // "Joints", "tendons": the guides say tendon, ligament, cartilage.
  joint: ['tendon', 'ligament', 'cartilage'],
  joints: ['tendon', 'ligament', 'cartilage'],
  // "Does the HCG diet work?": a diet is about weight.
  diet: ['weight', 'loss'],
  dose: ['dosage', 'administration'],
  inject: ['injection', 'subcutaneou'],
  injection: ['subcutaneou'],
  open: ['hour'],
  located: ['headquarter', 'dubai'],
  location: ['headquarter', 'dubai'],
  address: ['headquarter', 'dubai'],
  office: ['headquarter', 'dubai'],
  ship: ['shipping'],
  shipping: ['ship'],
  delivery: ['shipping'],
  refund: ['return'],
  return: ['refund'],
  side: ['safety', 'effect'],
  risk: ['safety', 'side'],
  danger: ['safety'],
  safe: ['safety'],
  legal: ['regulatory', 'law', 'approved'],
  approved: ['regulatory', 'legal'],
  weight: ['obesity', 'fat'],
  fat: ['weight', 'visceral'],
  slim: ['weight'],
  sleep: ['rest'],
  focus: ['attention', 'cognitive'],
  memory: ['cognitive', 'learning'],
  anxiety: ['anxiolytic', 'stress'],
  stress: ['anxiety', 'resilience'],
  nootropic: ['cognitive'],
  brain: ['cognitive', 'neuroprotective'],
  tendon: ['ligament', 'healing'],
  injury: ['healing', 'repair'],
  heal: ['repair'],
  aging: ['longevity'],
  ageing: ['longevity'],
  anti: ['longevity'],
  longevity: ['aging'],
  muscle: ['strength', 'performance'],
  book: ['consultation'],
  appointment: ['consultation'],
  consult: ['consultation'],
  call: ['phone'],
  email: ['contact'],
  contact: ['email', 'phone'],
  team: ['coach', 'researcher'],
  founder: ['team', 'story'],
  pure: ['purity'],
  hours: ['open'],
  quality: ['purity'],
  test: ['purity', 'tested'],
  coldplunge: ['cold', 'exposure'],
  redlight: ['light'],
  privacy: ['data'],
  data: ['privacy'],
  cookie: ['privacy'],
  pay: ['payment', 'currency'],
  payment: ['currency'],
  currency: ['payment'],
};

const SUFFIX_KEEP = /(?:ss|us|is|ous)$/;

/** Stemming-lite: folds plurals and -ing/-ed/-ly endings so "doses", "dosing" and "dose" meet at "dos". */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) w = w.slice(0, -3) + 'y';
  else if (/(?:x|ch|sh|ss|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !SUFFIX_KEEP.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ied') && w.length > 4) w = w.slice(0, -3) + 'y';
  else if (w.endsWith('ing') && w.length > 5) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length > 4) w = undouble(w.slice(0, -2));
  else if (w.endsWith('ly') && w.length > 5) w = w.slice(0, -2);
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}

function undouble(w: string): string {
  return /([b-df-hj-km-np-tv-z])\1$/.test(w) && !/(?:ll|ss|zz)$/.test(w) ? w.slice(0, -1) : w;
}

const expansions = new Map(Object.entries(EXPANSIONS).map(([k, v]) => [stem(k), v]));

/** Lower-cases, folds accents and aliases; the result is ready for splitting into words. */
export function normalise(text: string): string {
  let t = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    // Arabic hamza and madda marks left by NFKD ("الإيباموريلين" is "الايباموريلين").
    .replace(/[\u0653-\u0655]/g, '')
    // Recomposed: Japanese kana keep their voicing marks ("チルゼパチド" decomposes under NFKD and would no longer match
    // the registry's spelling; round 43).
    .normalize('NFC')
    .replace(/[’‘]/g, "'");
  for (const [re, to] of ALIASES) t = t.replace(re, to);
  return t;
}

/** Content tokens of a text: normalised, stop words dropped, stemmed. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const raw of normalise(text).split(/[^a-z0-9]+/)) {
    if (!raw || STOPWORDS.has(raw)) continue;
    if (raw.length < 2 && !/\d/.test(raw)) continue;
    out.push(stem(raw));
  }
  return out;
}

/** Words that shape a question more than its topic ("recommended", "offer"): they count little towards coverage. */
export const WEAK_TERMS = new Set(
  'recommend suggest best good typical usual normal exact actual offer provid work help need use take doe make start avoid'
    .split(' ')
    .map(stem),
);

/** One term of a query: its weight, and the query words it answers for (itself, and any word it is a synonym of). */
export type QueryTerm = { weight: number; of: string[]; own: boolean };

/** A query as weighted terms: its own tokens at 1, related words the site uses at 0.5. */
export function queryTerms(text: string): Map<string, QueryTerm> {
  const terms = new Map<string, QueryTerm>();
  for (const t of tokenize(text)) terms.set(t, { weight: WEAK_TERMS.has(t) ? 0.5 : 1, of: [t], own: true });
  for (const [t] of [...terms]) {
    for (const extra of expansions.get(t) ?? []) {
      const s = stem(extra);
      const known = terms.get(s);
      if (known) known.of.push(t);
      else terms.set(s, { weight: 0.5, of: [t], own: false });
    }
  }
  return terms;
}

/** Compound names the assistant recognises (registry key -> guide slug, when there is a guide). */
export const ENTITY_GUIDES: Record<string, string | null> = Object.fromEntries(COMPOUND_REGISTRY.map((c) => [c.key, c.guide]));

// tokenize() stems words ("tirzepatide" -> "tirzepatid"), so entities are looked up by their stemmed form.
const ENTITY_BY_STEM = new Map(Object.keys(ENTITY_GUIDES).map((k) => [stem(k), k]));

/** The compound a (stemmed) index term stands for, if any: "tirzepatid" -> "tirzepatide". */
export function entityOfTerm(term: string): string | undefined {
  return ENTITY_BY_STEM.get(term);
}

/** The recognised compound tokens in a text, in order of appearance. */
export function entitiesIn(text: string): string[] {
  return [...new Set(tokenize(text).flatMap((t) => ENTITY_BY_STEM.get(t) ?? []))];
}

/** "a, b and c": a list written out in a sentence. */
export function andList(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}

/** "From 750 AED" inside a sentence: "from 750 AED". */
export function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** A time when people are usually not at work: "at 3am", "midnight", "overnight". */
export const NIGHT = /\b(?:[1-5]|12) ?am\b|\bmidnight\b|\bat night\b|\bovernight\b|\bmiddle of the night\b/;
