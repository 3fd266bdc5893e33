import { editDistance, toLatin } from '../../read/normalise';
// The substance lexicon: generated from the compound registry (names, aliases, brands, misspellings) and the registry's
// substances that are not on the site (medicines, steroids, SARMs...). No name is spelled here: a new compound is one
// entry in src/content/registry/compounds.ts, a new medicine or drug one line in src/content/registry/substances.ts.
import { COMPOUND_REGISTRY, MEDICINES, OTHER_DRUGS, RECREATIONAL, spellingsOf } from '../../../../content/registry';
import { compilePhrase, type Lexicon } from './compile';

/** Spellings of the site's compounds, keyed by registry key. */
export const COMPOUND_SPELLINGS: ReadonlyMap<string, readonly string[]> = new Map(COMPOUND_REGISTRY.map((c) => [c.key, spellingsOf(c)]));

/** Names of the site's compounds long enough for typo matching (edit distance), keyed by registry key. */
export const COMPOUND_TYPO_NAMES: ReadonlyMap<string, readonly string[]> = new Map(
  COMPOUND_REGISTRY.map((c) => [c.key, spellingsOf(c).filter((s) => /^[a-z]{6,}$/.test(s))]),
);

/** Words for a substance in general: a medicine, an injectable, "peptides". Not names: the names are in the registry. */
export const SUBSTANCE_WORDS: readonly string[] = [
  'peptide*',
  'vial*',
  'pens?',
  'syringe*',
  'jab*',
  'pin',
  'injection*',
  'shot*',
  'compound*',
  'pills?',
  'tablet*',
  'meds',
  'medication*',
  'subq',
  'sub-q',
  'пептид*',
  'peptid*',
  'peptido*',
  'ببتيد',
  'بيبتايد',
  'ابره',
  'حقنه',
  'पेप्टाइड',
];

const isLatin = (line: string) => /[a-z]/.test(line);
const alternation = (lines: readonly string[]) => `(${lines.join('|')})`;
/** Brand names of the site's compounds (approved medicines: "on Mounjaro already" is a prescription). */
const BRANDS = COMPOUND_REGISTRY.flatMap((c) => c.brands);

/**
 * A lexicon with its name marks filled in from the registry: `{medicine}` is any prescribed medicine, `{brand}` any
 * brand name of a site compound, `{recreational}` a recreational drug or alcohol. Latin-script lexicons get the Latin names, the others the names in other scripts.
 */
export function withNames<C extends string>(lexicon: Lexicon<C>, script: 'latin' | 'other'): Lexicon<C> {
  const pick = (names: readonly string[]) => names.filter((n) => isLatin(n) === (script === 'latin'));
  const medicine = alternation(pick(MEDICINES));
  const brand = alternation(pick(BRANDS));
  const recreational = alternation(pick(RECREATIONAL));
  const out: Lexicon<C> = {};
  for (const [c, lines] of Object.entries(lexicon) as [C, readonly string[]][])
    out[c] = lines.map((l) => l.replaceAll('{medicine}', medicine).replaceAll('{brand}', brand).replaceAll('{recreational}', recreational));
  return out;
}

const compoundMatchers = [...COMPOUND_SPELLINGS].map(([key, spellings]) => ({
  key,
  res: [new RegExp(spellings.map((s) => `(?:${compilePhrase(s.replace(/[+]/g, '\\+').replace(/[-\s]+/g, '[- ]?')).source})`).join('|'))],
}));
const otherMatcher = new RegExp(
  [...MEDICINES, ...OTHER_DRUGS, ...RECREATIONAL, ...SUBSTANCE_WORDS].map((s) => `(?:${compilePhrase(s).source})`).join('|'),
);

/** Words in a script the registry is not written in (Cyrillic, Devanagari, Georgian, Greek, Armenian), in Latin letters. */
function otherScriptWords(text: string): string[] {
  return text
    .split(/[\s.,;:!?()"'«»]+/)
    .filter((w) => w.length >= 4 && toLatin(w) !== w)
    .map(toLatin);
}

const LONG_MEDICINES = MEDICINES.filter((m) => /^[a-z]{6,}$/.test(m));
/**
 * Whether a (plain) text names a medicine in another script ("სერტრალინს", sertraline with a Georgian case ending): its
 * words in Latin letters, a typo or two or an ending off a medicine's name.
 */
export function namesMedicineInOtherScript(text: string): boolean {
  return otherScriptWords(text).some((w) =>
    LONG_MEDICINES.some((m) => w.startsWith(m.slice(0, -1)) || editDistance(w, m, m.length >= 9 ? 2 : 1) <= (m.length >= 9 ? 2 : 1)),
  );
}

/** Urdu and Persian letters folded to the Arabic ones the registry spells names with ("ٹرزیپاٹائیڈ" -> "ترزيباتاييد"). */
const PERSO_URDU: Record<string, string> = {
  ی: 'ي',
  ک: 'ك',
  ٹ: 'ت',
  ڈ: 'د',
  ڑ: 'ر',
  ے: 'ي',
  ہ: 'ه',
  ۃ: 'ه',
  ھ: '',
  پ: 'ب',
  گ: 'ك',
  چ: 'ج',
  ژ: 'ز',
};
const foldPersoUrdu = (w: string) => [...w].map((ch) => PERSO_URDU[ch] ?? ch).join('');
/** The registry's names in Arabic letters long enough for typo matching, keyed by registry key. */
const ARABIC_NAMES = COMPOUND_REGISTRY.map((c) => ({
  key: c.key,
  names: spellingsOf(c)
    .filter((n) => /^[\u0600-\u06ff]{7,}$/.test(n))
    .map(foldPersoUrdu),
}));
/** Compounds named in Urdu or Persian spelling: a word with a letter Arabic lacks, folded, a typo or two off a name. */
function persoUrduCompounds(text: string): string[] {
  const words = (text.match(/[\u0600-\u06ff]{7,}/g) ?? []).filter((w) => /[یکٹڈڑےہۃھپگچژ]/.test(w)).map(foldPersoUrdu);
  return ARABIC_NAMES.filter((c) => words.some((w) => c.names.some((n) => editDistance(w, n, 2) <= 2))).map((c) => c.key);
}

/** Registry keys of the compounds a (plain) text names, spelled any way the registry knows or one or two typos off. */
export function compoundKeysIn(text: string): string[] {
  const split = splitEndings(text);
  const found = compoundMatchers.filter((c) => c.res.some((re) => re.test(split))).map((c) => c.key);
  // Words in other scripts are compared in Latin letters ("टेसामोरेलिन" is tesamorelin).
  const words = [...(text.match(/[a-z]{6,}/g) ?? []), ...otherScriptWords(text)];
  for (const word of words) {
    for (const [key, names] of COMPOUND_TYPO_NAMES) {
      if (found.includes(key)) continue;
      if (names.some((n) => editDistance(word, n, n.length >= 9 ? 2 : 1) <= (n.length >= 9 ? 2 : 1))) found.push(key);
    }
  }
  for (const key of persoUrduCompounds(text)) if (!found.includes(key)) found.push(key);
  return found;
}

/** Registry keys of the GLP-1 compounds (and the class), for the rules that treat weight-loss drugs apart. */
export const GLP1_KEYS: ReadonlySet<string> = new Set(
  COMPOUND_REGISTRY.filter((c) => c.kind === 'glp1' || c.classOf === 'glp1').map((c) => c.key),
);

/** Whether a text names any substance: a site compound, or a medicine, drug or injectable in general. */
export function namesOtherSubstance(text: string): boolean {
  return otherMatcher.test(text);
}

const recreationalMatcher = new RegExp(RECREATIONAL.map((s) => `(?:${compilePhrase(s).source})`).join('|'));
/** True when a (plain) text names alcohol or a recreational drug. */
export function namesRecreational(text: string): boolean {
  return recreationalMatcher.test(text);
}

/**
 * A name ending in digits with a case ending on it ("TB-500en" in Basque, "BPC-157:n" in Finnish, "TB-500'ü" in Turkish)
 * has the ending split off, so the name is read as the name.
 */
const splitEndings = (text: string) => text.replace(/(?<=[a-z][- ]?\d{2,4})[:'’]?(?=[a-z\u00c0-\u024f]{1,4}\b)/g, ' ');

/** The text with every compound name taken out (so the digits of "BPC-157" or "TB-500" are not read as numbers). */
export function withoutCompoundNames(text: string): string {
  let t = splitEndings(text);
  for (const c of compoundMatchers) for (const re of c.res) t = t.replace(new RegExp(re.source, 'g'), ' ');
  return t;
}
