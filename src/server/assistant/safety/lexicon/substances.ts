// The substance lexicon: generated from the compound registry (names, aliases, brands, misspellings), plus the
// substances that are not on the site but matter to safety (insulin, steroids, sleeping pills...). A new compound is one
// registry entry; a new non-site substance is one line below.
import { COMPOUND_REGISTRY, spellingsOf } from '../../../../content/registry';

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
];
