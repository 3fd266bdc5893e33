import { editDistance } from '../../read/normalise';
// The substance lexicon: generated from the compound registry (names, aliases, brands, misspellings), plus the
// substances that are not on the site but matter to safety (insulin, steroids, sleeping pills...). A new compound is one
// registry entry; a new non-site substance is one line below.
import { COMPOUND_REGISTRY, spellingsOf } from '../../../../content/registry';
import { compilePhrase } from './compile';

/** Spellings of the site's compounds, keyed by registry key. */
export const COMPOUND_SPELLINGS: ReadonlyMap<string, readonly string[]> = new Map(COMPOUND_REGISTRY.map((c) => [c.key, spellingsOf(c)]));

/** Names of the site's compounds long enough for typo matching (edit distance), keyed by registry key. */
export const COMPOUND_TYPO_NAMES: ReadonlyMap<string, readonly string[]> = new Map(
  COMPOUND_REGISTRY.map((c) => [c.key, spellingsOf(c).filter((s) => /^[a-z]{6,}$/.test(s))]),
);

/** Other substances a visitor may name with a dose or a risk: medicines, hormones, drugs. Not on the site. */
export const OTHER_SUBSTANCES: readonly string[] = [
  'insulin',
  'metformin',
  'testosterone',
  'test e',
  'test c',
  'trt',
  'steroid*',
  'anabolic*',
  'sarm*',
  'ostarine',
  'ligandrol',
  'rad 140',
  'mk 677',
  'mk677',
  'ibutamoren',
  'clenbuterol',
  'clen',
  'anavar',
  'dianabol',
  'winstrol',
  'deca',
  'tren',
  'trenbolone',
  'nandrolone',
  'melanotan*',
  'peptide*',
  'vial*',
  'pen*',
  'syringe*',
  'jab*',
  'pin',
  'injection*',
  'shot*',
  'compound*',
  'pill*',
  'tablet*',
  'meds',
  'medication*',
  'sleeping pill*',
  'painkiller*',
  'paracetamol',
  'acetaminophen',
  'tylenol',
  'ibuprofen',
  'xanax',
  'benzo*',
  'oxy*',
  'fentanyl',
  'opioid*',
  'warfarin',
  'sertraline',
  'fluoxetine',
  'ssri*',
  'adderall',
  'dnp',
  'phentermine',
  'laxative*',
  'diuretic*',
  'diet pill*',
  'fat burner*',
  'appetite suppressant*',
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

const compoundMatchers = [...COMPOUND_SPELLINGS].map(([key, spellings]) => ({
  key,
  res: [new RegExp(spellings.map((s) => `(?:${compilePhrase(s.replace(/[+]/g, '\\+').replace(/[-\s]+/g, '[- ]?')).source})`).join('|'))],
}));
const otherMatcher = new RegExp(OTHER_SUBSTANCES.map((s) => `(?:${compilePhrase(s).source})`).join('|'));

/** Registry keys of the compounds a (plain) text names, spelled any way the registry knows or one or two typos off. */
export function compoundKeysIn(text: string): string[] {
  const found = compoundMatchers.filter((c) => c.res.some((re) => re.test(text))).map((c) => c.key);
  for (const word of text.match(/[a-z]{6,}/g) ?? []) {
    for (const [key, names] of COMPOUND_TYPO_NAMES) {
      if (found.includes(key)) continue;
      if (names.some((n) => editDistance(word, n, n.length >= 9 ? 2 : 1) <= (n.length >= 9 ? 2 : 1))) found.push(key);
    }
  }
  return found;
}

/** Whether a text names any substance: a site compound, or a medicine, drug or injectable in general. */
export function namesOtherSubstance(text: string): boolean {
  return otherMatcher.test(text);
}

/** The text with every compound name taken out (so the digits of "BPC-157" or "TB-500" are not read as numbers). */
export function withoutCompoundNames(text: string): string {
  let t = text;
  for (const c of compoundMatchers) for (const re of c.res) t = t.replace(new RegExp(re.source, 'g'), ' ');
  return t;
}
