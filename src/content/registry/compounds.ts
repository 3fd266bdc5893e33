// One compound registry: every compound the site, the assistant's entity recognition, retrieval and the safety lexicon
// know, with the names people type for it. Identity fields (key, name, aliases, brands, misspellings, guide, kind) are
// owned by the assistant-safety work; regulatory status, anti-doping category and stated figures are added per entry
// by the answers work. Adding a compound is one entry here; compounds.test.ts checks the entries.
import { z } from 'zod';
import { guideIndex, type GuideSlug } from '../guide-index';
import { regulatoryFor } from './regulatory';

export const CompoundKindSchema = z.enum([
  'peptide', // research peptide (repair, nootropic, longevity)
  'ghs', // growth-hormone secretagogue or GHRH analogue
  'glp1', // GLP-1 (and dual/triple) receptor agonist
  'hormone', // hormone or gonadotropin
  'coenzyme', // coenzyme or its precursors
  'class', // a class name rather than one molecule ("GLP-1 agonists")
]);
export type CompoundKind = z.infer<typeof CompoundKindSchema>;

// Lower-case Latin, or another script (Arabic, Cyrillic, Devanagari) for names as visitors write them in their language.
/** The regions the assistant answers regulatory questions for. */
export const REGIONS = ['us', 'uk', 'eu', 'uae'] as const;
export const RegionSchema = z.enum(REGIONS);
export type Region = z.infer<typeof RegionSchema>;

const lowerWord = z.string().regex(/^[\p{Ll}\p{Lo}\p{M}\p{N}+ .'-]+$/u, 'lower-case words only');

export const CompoundSchema = z.object({
  /** Stable key, also the token retrieval folds every spelling into ("bpc157"). */
  key: z.string().regex(/^[a-z0-9]+$/),
  /** How the site writes it. */
  name: z.string().min(2),
  /** Other names and spellings, lower-case, matched as whole words ("bpc 157", "body protection compound"). */
  aliases: z.array(lowerWord),
  /** Brand or trade names ("mounjaro"). */
  brands: z.array(lowerWord),
  /** Common misspellings seen in messages ("tirzapatide"); near misses are also caught by edit distance. */
  misspellings: z.array(lowerWord),
  /** Guide slug when the compound has its own guide. */
  guide: z.string().nullable(),
  /** Where the site talks about it when there is no guide. */
  page: z
    .string()
    .regex(/^\/[a-z0-9\-/]*$/)
    .optional(),
  kind: CompoundKindSchema,
  /** For a class name: the kind of compound it stands for ("GLP-1 agonists" stands for every glp1 compound). */
  classOf: CompoundKindSchema.optional(),
  // ---- Answer fields (the answers work): what the guide states, so fixed answer shapes never guess. ----
  /** Regulatory status per region as the guide states it; statusChecked is the day it was last checked against the guide. */
  status: z
    .record(RegionSchema, z.object({ status: z.enum(['approved', 'not_approved', 'not_stated']), note: z.string().min(5) }))
    .optional(),
  statusChecked: z.iso.date().optional(),
  /** Anti-doping category on the WADA Prohibited List as the guide states it ('none_stated': the guide gives none). */
  antiDoping: z.object({ category: z.enum(['S0', 'S2', 'conditional', 'monitored', 'none_stated']), note: z.string().min(5) }).optional(),
  /** What it is studied for, in a few words each. */
  studiedFor: z.array(z.string().min(3)).optional(),
  /** The headline figures the guide states, each with the population studied and the guide section it comes from. */
  figures: z
    .array(z.object({ label: z.string().min(3), value: z.string().min(3), population: z.string().min(3), section: z.string().min(3) }))
    .optional(),
});
export type RegistryCompound = z.infer<typeof CompoundSchema> & { guide: GuideSlug | null };

/** An entry as written here: a guide's UAE status is left out, since it comes from the guide's regulatory block. */
type CompoundEntry = Omit<RegistryCompound, 'status'> & { status?: Partial<NonNullable<RegistryCompound['status']>> };

const entries: CompoundEntry[] = [
  {
    key: 'bpc157',
    name: 'BPC-157',
    aliases: [
      'bpc 157',
      'bpc-157',
      'bpc',
      'body protection compound',
      'body protection compound 157',
      'pentadecapeptide',
      'بي بي سي',
      'बीपीसी',
    ],
    brands: [],
    misspellings: ['bcp 157', 'bcp157', 'bpc157s', 'bpc 175'],
    guide: 'bpc-157',
    kind: 'peptide',
    status: {
      us: { status: 'not_approved', note: 'not approved by the FDA; its status for pharmacy compounding has been under FDA review' },
      uk: { status: 'not_approved', note: 'not approved by the MHRA' },
      eu: { status: 'not_approved', note: 'not approved by the EMA' },
    },
    statusChecked: '2026-11-26',
    antiDoping: { category: 'S0', note: 'on the WADA Prohibited List under S0 (non-approved substances) since 2022, banned at all times' },
    studiedFor: ['tendon, ligament and wound healing in rats', 'gut protection in animal models'],
    figures: [
      {
        label: 'Achilles tendon healing',
        value: 'higher load to failure and better walking function over 14 days',
        population: 'rats with a surgically cut Achilles tendon (2003 study)',
        section: 'benefits',
      },
    ],
  },
  {
    key: 'tb500',
    name: 'TB-500',
    aliases: ['tb 500', 'tb-500', 'thymosin beta 4', 'thymosin beta-4', 'thymosin b4', 'tb4', 'tβ4', 'تي بي 500'],
    brands: [],
    misspellings: ['tb5oo', 'tb 5000', 'thymosin beta4'],
    guide: 'tb-500',
    kind: 'peptide',
    status: {
      us: { status: 'not_approved', note: 'not approved by the FDA' },
      uk: { status: 'not_approved', note: 'not approved by the MHRA' },
      eu: { status: 'not_approved', note: 'not approved by the EMA' },
    },
    statusChecked: '2026-11-26',
    antiDoping: { category: 'S2', note: 'thymosin beta-4 and products based on it are prohibited at all times under WADA class S2' },
    studiedFor: ['wound and tissue repair (mostly full-length thymosin beta-4, in animals)'],
    figures: [
      {
        label: 'Wound repair',
        value: 'faster dermal healing, with greater wound contraction and collagen deposition',
        population: 'normal rats and diabetic and aged mice',
        section: 'benefits',
      },
    ],
  },
  {
    key: 'selank',
    name: 'Selank',
    aliases: ['セランク', '셀랑크', 'سيلانك', 'селанк'],
    brands: [],
    misspellings: ['selanc', 'selenk'],
    guide: 'selank',
    kind: 'peptide',
    status: {
      us: { status: 'not_approved', note: 'not approved by the FDA' },
      uk: { status: 'not_approved', note: 'not approved by the MHRA' },
      eu: { status: 'not_approved', note: 'not approved by the EMA' },
    },
    statusChecked: '2026-11-26',
    antiDoping: {
      category: 'none_stated',
      note: 'our guide gives no WADA class; it advises competitive athletes to check the current Prohibited List and their federation rules',
    },
    studiedFor: ['anxiety and stress', 'cognition'],
    figures: [],
  },
  {
    key: 'semax',
    name: 'Semax',
    aliases: ['セマックス', '세막스', 'سيماكس', 'семакс'],
    brands: [],
    misspellings: ['semacs'],
    guide: 'semax',
    kind: 'peptide',
    status: {
      us: { status: 'not_approved', note: 'not approved by the FDA' },
      uk: { status: 'not_approved', note: 'not approved by the MHRA' },
      eu: { status: 'not_approved', note: 'not approved by the EMA' },
    },
    statusChecked: '2026-11-26',
    antiDoping: {
      category: 'none_stated',
      note: 'our guide gives no WADA class; it advises competitive athletes to check the current Prohibited List and their federation rules',
    },
    studiedFor: ['cognition and attention', 'stroke care in Russia'],
    figures: [
      {
        label: 'Attention across a shift',
        value: 'better preserved accuracy across an eight-hour shift after one intranasal dose',
        population: '36 people in three small sub-studies of power-plant operators (1996)',
        section: 'benefits',
      },
    ],
  },
  {
    key: 'ipamorelin',
    name: 'Ipamorelin',
    aliases: ['ايبامورلين', 'イパモレリン', '伊帕瑞林', '이파모렐린', 'ipa', 'ايباموريلين', 'ипаморелин'],
    brands: [],
    misspellings: ['ipamorellin', 'ipamorlin', 'ipamoreline'],
    guide: 'ipamorelin',
    kind: 'ghs',
    status: {
      us: { status: 'not_approved', note: 'never approved by the FDA' },
      uk: { status: 'not_approved', note: 'never approved by the MHRA' },
      eu: { status: 'not_approved', note: 'never approved by the EMA' },
    },
    statusChecked: '2026-11-26',
    antiDoping: { category: 'S2', note: 'growth hormone secretagogues are prohibited at all times under WADA class S2' },
    studiedFor: ['growth hormone release', 'gut motility after bowel surgery'],
    figures: [
      {
        label: 'Time to tolerating a solid meal after bowel surgery',
        value: 'median 25.3 hours vs 32.6 hours with placebo (not statistically significant)',
        population: '114 adults after bowel resection',
        section: 'benefits',
      },
    ],
  },
  {
    key: 'hcg',
    name: 'HCG',
    aliases: ['هرمون الحمل', 'human chorionic gonadotropin', 'chorionic gonadotropin', 'اتش سي جي', 'хгч'],
    brands: ['pregnyl', 'novarel', 'ovitrelle'],
    misspellings: [],
    guide: 'hcg',
    kind: 'hormone',
    status: {
      us: {
        status: 'approved',
        note: 'a prescription-only medicine for specific indications such as ovulation induction and male hypogonadism; not approved for weight loss',
      },
      uk: { status: 'approved', note: 'a prescription-only medicine' },
      eu: { status: 'approved', note: 'a prescription-only medicine' },
    },
    statusChecked: '2026-11-26',
    antiDoping: { category: 'S2', note: 'chorionic gonadotrophin is prohibited in males at all times under WADA class S2' },
    studiedFor: ['fertility care', 'male hypogonadism'],
    figures: [],
  },
  {
    key: 'retatrutide',
    name: 'Retatrutide',
    aliases: [
      'レタトルチド',
      '瑞他鲁肽',
      '레타트루타이드',
      'reta',
      'ريتاتروتايد',
      'ريتاتروتيد',
      'ретатрутид',
      'רטטרוטייד',
      'רטטרוטיד',
      'triple agonist',
      'triple-agonist',
      'triple g',
    ],
    brands: [],
    misspellings: ['retatrutid', 'retatrudide', 'retatritide', 'retratutide', 'retatrutida', 'retatrutyd'],
    guide: 'retatrutide',
    kind: 'glp1',
    status: {
      us: { status: 'not_approved', note: 'investigational; not authorized by the FDA for any use' },
      uk: { status: 'not_approved', note: 'investigational; not authorized by the MHRA' },
      eu: { status: 'not_approved', note: 'investigational; not authorized by the EMA' },
    },
    statusChecked: '2026-11-26',
    antiDoping: {
      category: 'S0',
      note: 'it is not named on the Prohibited List, but S0 (non-approved substances) covers drugs still in clinical development that no government has approved, so while unapproved it falls under S0 as the List is worded; that reading is ours and would change once a regulator approves it',
    },
    studiedFor: ['obesity and weight management', 'type 2 diabetes'],
    figures: [
      {
        label: 'Mean weight change at 48 weeks',
        value: '-8.7% (1 mg), -17.1% (4 mg), -22.8% (8 mg) and -24.2% (12 mg) vs -2.1% with placebo',
        population: '338 adults with obesity, or overweight plus a weight-related condition, without diabetes (phase 2)',
        section: 'benefits',
      },
    ],
  },
  {
    key: 'tirzepatide',
    name: 'Tirzepatide',
    aliases: [
      'チルゼパチド',
      '替尔泊肽',
      '티르제파타이드',
      '터제파타이드',
      'tirz',
      'טירזפטייד',
      'טירזפטיד',
      'tirze',
      'تيرزيباتايد',
      'تيرزيباتيد',
      'тирзепатид',
      'टिर्ज़ेपटाइड',
      'तिर्जेपाटाइड',
    ],
    brands: ['mounjaro', 'zepbound', 'مونجارو', 'монжаро', 'मौंजारो'],
    misspellings: ['tirzapatide', 'tirzepitide', 'terzepatide', 'tirzepatid', 'monjaro', 'tirzepatida', 'tirzepatyd'],
    guide: 'tirzepatide',
    kind: 'glp1',
    status: {
      us: {
        status: 'approved',
        note: 'FDA-approved as Mounjaro (2022, type 2 diabetes) and Zepbound (2023, chronic weight management); prescription only',
      },
      uk: { status: 'approved', note: 'authorized under the Mounjaro name; prescription only' },
      eu: { status: 'approved', note: 'authorized under the Mounjaro name; prescription only' },
    },
    statusChecked: '2026-11-26',
    antiDoping: {
      category: 'monitored',
      note: 'not prohibited: WADA tracks it in its Monitoring Program, and the List is revised every January',
    },
    studiedFor: ['type 2 diabetes', 'chronic weight management'],
    figures: [
      {
        label: 'Mean weight change at 72 weeks',
        value: '-15.0% (5 mg), -19.5% (10 mg) and -20.9% (15 mg) vs -3.1% with placebo',
        population: '2,539 adults with obesity or overweight, without diabetes (SURMOUNT-1)',
        section: 'benefits',
      },
    ],
  },
  {
    key: 'tesamorelin',
    name: 'Tesamorelin',
    aliases: ['تيسامورلين', 'تيساموريلن', 'テサモレリン', '替莫瑞林', '테사모렐린', 'tesa', 'تيساموريلين'],
    brands: ['egrifta'],
    misspellings: ['tesamorlin', 'tesamoreline'],
    guide: 'tesamorelin',
    kind: 'ghs',
    status: {
      us: {
        status: 'approved',
        note: 'FDA-approved as Egrifta (2010) only for excess abdominal fat in adults with HIV-associated lipodystrophy; prescription only',
      },
      uk: { status: 'not_approved', note: 'not currently authorized as a medicine in the UK' },
      eu: { status: 'not_approved', note: 'not currently authorized as a medicine in the EU' },
    },
    statusChecked: '2026-11-26',
    antiDoping: { category: 'S2', note: 'GHRH and its analogs are prohibited at all times under WADA class S2' },
    studiedFor: ['visceral (abdominal) fat in HIV-associated lipodystrophy'],
    figures: [
      {
        label: 'Visceral fat change at 26 weeks',
        value: '-15.2% vs +5.0% with placebo',
        population: '412 people with HIV and excess abdominal fat (phase 3)',
        section: 'benefits',
      },
    ],
  },
  {
    key: 'nad',
    name: 'NAD+',
    aliases: ['ان ايه دي', 'نيكوتيناميد ادينين', 'nad', 'nad+', 'nicotinamide adenine dinucleotide'],
    brands: [],
    misspellings: [],
    guide: 'nad',
    kind: 'coenzyme',
    status: {
      us: { status: 'not_approved', note: 'NAD+ injections and infusions are not FDA-approved medicines for any indication' },
      uk: { status: 'not_approved', note: 'NAD+ injections and infusions are not approved by the MHRA for any indication' },
      eu: { status: 'not_approved', note: 'NAD+ injections and infusions are not approved by the EMA for any indication' },
    },
    statusChecked: '2026-11-26',
    antiDoping: {
      category: 'conditional',
      note: 'WADA prohibits IV infusions or injections of more than 100 mL per 12-hour period outside specific medical settings, whatever they contain',
    },
    studiedFor: ['age-related metabolic, muscle and cognitive measures (mostly in animals)'],
    figures: [
      {
        label: 'Whole-blood NAD+ rise within two weeks',
        value: '+22%, +51% and +142% with oral NR at 100, 300 and 1,000 mg a day',
        population: 'overweight adults (8-week randomized trial)',
        section: 'benefits',
      },
    ],
  },
  {
    key: 'cjc1295',
    name: 'CJC-1295',
    aliases: ['سي جي سي', 'cjc 1295', 'cjc-1295', 'cjc', 'mod grf', 'modified grf', 'mod grf 1-29'],
    brands: [],
    misspellings: ['cjc1259', 'cjc 1259'],
    guide: 'cjc-1295',
    kind: 'ghs',
    status: {
      us: { status: 'not_approved', note: 'never approved by the FDA; clinical development was discontinued' },
      uk: { status: 'not_approved', note: 'never approved by the MHRA' },
      eu: { status: 'not_approved', note: 'never approved by the EMA' },
    },
    statusChecked: '2026-11-26',
    antiDoping: { category: 'S2', note: 'GHRH analogs are prohibited at all times under WADA class S2' },
    studiedFor: ['sustained growth hormone and IGF-1 release'],
    figures: [
      {
        label: 'Hormone rise after one injection',
        value: 'GH up 2- to 10-fold for 6 days or more; IGF-1 up 1.5- to 3-fold for 9-11 days',
        population: 'healthy adults aged 21-61 (two randomized trials)',
        section: 'benefits',
      },
    ],
  },
  {
    key: 'ghkcu',
    name: 'GHK-Cu',
    aliases: ['ghk cu', 'ghk-cu', 'ghk', 'copper peptide', 'copper peptides'],
    brands: [],
    misspellings: [],
    guide: null,
    page: '/research',
    kind: 'peptide',
  },
  {
    key: 'ghrp6',
    name: 'GHRP-6',
    aliases: ['ghrp 6', 'ghrp-6', 'ghrp'],
    brands: [],
    misspellings: [],
    guide: null,
    page: '/solutions/recovery-stack',
    kind: 'ghs',
  },
  {
    key: 'epitalon',
    name: 'Epitalon',
    aliases: ['epithalon', 'epithalone'],
    brands: [],
    misspellings: ['epitalone', 'epitolon'],
    guide: null,
    page: '/solutions/longevity-stack',
    kind: 'peptide',
  },
  {
    // Named only in the CJC-1295 guide's FAQ (another GHRH analog, previously approved in the US): no guide of its own.
    key: 'sermorelin',
    name: 'sermorelin',
    aliases: ['sermorelin acetate', 'серморелин'],
    brands: [],
    misspellings: ['sermoreline', 'sermorellin', 'sermorlin'],
    guide: null,
    page: '/education/cjc-1295',
    kind: 'ghs',
  },
  {
    key: 'semaglutide',
    name: 'semaglutide',
    aliases: [
      'セマグルチド',
      '司美格鲁肽',
      '세마글루타이드',
      'sema',
      'سيماجلوتايد',
      'سيماغلوتايد',
      'семаглутид',
      'सेमाग्लूटाइड',
      'סמגלוטייד',
      'סמגלוטיד',
    ],
    brands: ['ozempic', 'wegovy', 'rybelsus', 'اوزمبيك', 'أوزمبيك', 'ويغوفي', 'оземпик', 'ओज़ेम्पिक', 'אוזמפיק'],
    misspellings: ['semaglutid', 'semiglutide', 'ozempik', 'semaglutida', 'semaglutyd'],
    guide: null,
    page: '/education/tirzepatide',
    kind: 'glp1',
  },
  {
    key: 'glp1',
    name: 'GLP-1 agonists',
    aliases: ['glp 1', 'glp-1', 'glp1s', 'glp-1s', 'glp 1s'],
    brands: [],
    misspellings: [],
    guide: null,
    page: '/solutions/research-peptides',
    kind: 'class',
    classOf: 'glp1',
  },
  {
    key: 'nmn',
    name: 'NAD+ precursors',
    aliases: [
      'nmn',
      'nr',
      'nicotinamide mononucleotide',
      'nicotinamide riboside',
      'nad precursors',
      'nad+ precursors',
      'those precursors',
      'these precursors',
    ],
    brands: [],
    misspellings: [],
    guide: null,
    page: '/education/nad',
    kind: 'coenzyme',
    status: {
      us: {
        status: 'not_stated',
        note: 'NR has been the subject of US dietary supplement notifications; the status of NMN varies by country',
      },
      uk: { status: 'not_stated', note: 'the status of precursors such as NMN varies by country; our guide gives no UK detail' },
      eu: { status: 'not_stated', note: 'the status of precursors such as NMN varies by country; our guide gives no EU detail' },
      uae: { status: 'not_stated', note: 'the status of precursors such as NMN varies by country; our guide gives no UAE detail' },
    },
    statusChecked: '2026-11-26',
  },
  {
    key: 'gh',
    name: 'growth hormone',
    aliases: ['hgh', 'growth hormone', 'growth-hormone', 'somatropin'],
    brands: ['genotropin', 'norditropin', 'omnitrope'],
    misspellings: [],
    guide: null,
    page: '/education/tesamorelin',
    kind: 'hormone',
  },
];

/**
 * The UAE status of a guide's compound is the UAE row of the guide's regulatory block (regulatory.ts), the one the page
 * shows: "approved" only where the row says so, "not approved" where no registration was found, else what the row says.
 */
function uaeStatus(slug: GuideSlug): { status: 'approved' | 'not_approved' | 'not_stated'; note: string } {
  const row = regulatoryFor(slug).rows.find((r) => r.jurisdiction === 'uae')!;
  const status = /^approved\b/i.test(row.status) ? 'approved' : /\bno UAE registration\b/i.test(row.status) ? 'not_approved' : 'not_stated';
  const plain = (t: string) => t.replace(/\.$/, '');
  const note = `${plain(row.status.charAt(0).toLowerCase() + row.status.slice(1))}${row.caveat ? `; ${plain(row.caveat.split(';')[0]!.charAt(0).toLowerCase() + row.caveat.split(';')[0]!.slice(1))}` : ''}`;
  return { status, note };
}

export const COMPOUND_REGISTRY: readonly RegistryCompound[] = z
  .array(CompoundSchema)
  .parse(entries.map((c) => (c.guide && c.status ? { ...c, status: { ...c.status, uae: uaeStatus(c.guide) } } : c)))
  .map((c) => c as RegistryCompound);

/** Every spelling of a compound: name, aliases, brands, misspellings, lower-cased. */
export function spellingsOf(c: RegistryCompound): string[] {
  return [...new Set([c.name.toLowerCase(), c.key, ...c.aliases, ...c.brands, ...c.misspellings])];
}

export const compoundByRegistryKey = new Map(COMPOUND_REGISTRY.map((c) => [c.key, c]));

/** Guides without a registry entry would be invisible to the assistant: checked by compounds.test.ts. */
export const guidesWithoutCompound = (): string[] =>
  guideIndex.map((g) => g.slug).filter((slug) => !COMPOUND_REGISTRY.some((c) => c.guide === slug));
