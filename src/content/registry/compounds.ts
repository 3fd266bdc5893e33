// One compound registry: every compound the site, the assistant's entity recognition, retrieval and the safety lexicon
// know, with the names people type for it. Identity fields (key, name, aliases, brands, misspellings, guide, kind) are
// owned by the assistant-safety work; regulatory status, anti-doping category and stated figures are added per entry
// by the answers work. Adding a compound is one entry here; compounds.test.ts checks the entries.
import { z } from 'zod';
import { guideIndex, type GuideSlug } from '../guide-index';

export const CompoundKindSchema = z.enum([
  'peptide', // research peptide (repair, nootropic, longevity)
  'ghs', // growth-hormone secretagogue or GHRH analogue
  'glp1', // GLP-1 (and dual/triple) receptor agonist
  'hormone', // hormone or gonadotropin
  'coenzyme', // coenzyme or its precursors
  'class', // a class name rather than one molecule ("GLP-1 agonists")
]);
export type CompoundKind = z.infer<typeof CompoundKindSchema>;

const lowerWord = z.string().regex(/^[\p{Ll}\p{N}+ .'-]+$/u, 'lower-case words only');

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
});
export type RegistryCompound = z.infer<typeof CompoundSchema> & { guide: GuideSlug | null };

const entries: RegistryCompound[] = [
  {
    key: 'bpc157',
    name: 'BPC-157',
    aliases: ['bpc 157', 'bpc-157', 'bpc', 'body protection compound', 'body protection compound 157', 'pentadecapeptide'],
    brands: [],
    misspellings: ['bcp 157', 'bcp157', 'bpc157s', 'bpc 175'],
    guide: 'bpc-157',
    kind: 'peptide',
  },
  {
    key: 'tb500',
    name: 'TB-500',
    aliases: ['tb 500', 'tb-500', 'thymosin beta 4', 'thymosin beta-4', 'thymosin b4', 'tb4', 'tβ4'],
    brands: [],
    misspellings: ['tb5oo', 'tb 5000', 'thymosin beta4'],
    guide: 'tb-500',
    kind: 'peptide',
  },
  { key: 'selank', name: 'Selank', aliases: [], brands: [], misspellings: ['selanc', 'selenk'], guide: 'selank', kind: 'peptide' },
  { key: 'semax', name: 'Semax', aliases: [], brands: [], misspellings: ['semacs'], guide: 'semax', kind: 'peptide' },
  {
    key: 'ipamorelin',
    name: 'Ipamorelin',
    aliases: ['ipa'],
    brands: [],
    misspellings: ['ipamorellin', 'ipamorlin', 'ipamoreline'],
    guide: 'ipamorelin',
    kind: 'ghs',
  },
  {
    key: 'hcg',
    name: 'HCG',
    aliases: ['human chorionic gonadotropin', 'chorionic gonadotropin'],
    brands: ['pregnyl', 'novarel', 'ovitrelle'],
    misspellings: [],
    guide: 'hcg',
    kind: 'hormone',
  },
  {
    key: 'retatrutide',
    name: 'Retatrutide',
    aliases: ['reta'],
    brands: [],
    misspellings: ['retatrutid', 'retatrudide', 'retatritide', 'retratutide'],
    guide: 'retatrutide',
    kind: 'glp1',
  },
  {
    key: 'tirzepatide',
    name: 'Tirzepatide',
    aliases: ['tirz', 'tirze'],
    brands: ['mounjaro', 'zepbound'],
    misspellings: ['tirzapatide', 'tirzepitide', 'terzepatide', 'tirzepatid', 'monjaro'],
    guide: 'tirzepatide',
    kind: 'glp1',
  },
  {
    key: 'tesamorelin',
    name: 'Tesamorelin',
    aliases: ['tesa'],
    brands: ['egrifta'],
    misspellings: ['tesamorlin', 'tesamoreline'],
    guide: 'tesamorelin',
    kind: 'ghs',
  },
  {
    key: 'nad',
    name: 'NAD+',
    aliases: ['nad', 'nad+', 'nicotinamide adenine dinucleotide'],
    brands: [],
    misspellings: [],
    guide: 'nad',
    kind: 'coenzyme',
  },
  {
    key: 'cjc1295',
    name: 'CJC-1295',
    aliases: ['cjc 1295', 'cjc-1295', 'cjc', 'mod grf', 'modified grf', 'mod grf 1-29'],
    brands: [],
    misspellings: ['cjc1259', 'cjc 1259'],
    guide: 'cjc-1295',
    kind: 'ghs',
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
    key: 'semaglutide',
    name: 'semaglutide',
    aliases: ['sema'],
    brands: ['ozempic', 'wegovy', 'rybelsus'],
    misspellings: ['semaglutid', 'semiglutide', 'ozempik'],
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
  },
  {
    key: 'nmn',
    name: 'NAD+ precursors',
    aliases: ['nmn', 'nicotinamide mononucleotide', 'nicotinamide riboside'],
    brands: [],
    misspellings: [],
    guide: null,
    page: '/education/nad',
    kind: 'coenzyme',
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

export const COMPOUND_REGISTRY: readonly RegistryCompound[] = z
  .array(CompoundSchema)
  .parse(entries)
  .map((c) => c as RegistryCompound);

/** Every spelling of a compound: name, aliases, brands, misspellings, lower-cased. */
export function spellingsOf(c: RegistryCompound): string[] {
  return [...new Set([c.name.toLowerCase(), c.key, ...c.aliases, ...c.brands, ...c.misspellings])];
}

export const compoundByRegistryKey = new Map(COMPOUND_REGISTRY.map((c) => [c.key, c]));

/** Guides without a registry entry would be invisible to the assistant: checked by compounds.test.ts. */
export const guidesWithoutCompound = (): string[] =>
  guideIndex.map((g) => g.slug).filter((slug) => !COMPOUND_REGISTRY.some((c) => c.guide === slug));
