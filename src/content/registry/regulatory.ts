import { z } from 'zod';
import type { GuideSlug } from '../guide-index';

// Regulatory status of each guide's compound, keyed by guide slug: shown as the "Regulatory status" block on every
// guide (src/pages/education/GuidePage.tsx) and readable by the assistant (regulatoryFor). Each row names the page it
// was checked against; `certainty` says how firm it is. Re-review: docs/content-and-trust.md.

/** How firm a row is: read on the regulator's or a primary page; reported by a reliable secondary source only; in flux. */
export const CertaintySchema = z.enum(['confirmed', 'reported', 'changing']);
export type Certainty = z.infer<typeof CertaintySchema>;

export const JurisdictionSchema = z.enum(['us', 'uk-eu', 'uae', 'wada']);
export type Jurisdiction = z.infer<typeof JurisdictionSchema>;

const RegulatorySourceSchema = z.object({
  /** Who published the page, e.g. "U.S. Food and Drug Administration". */
  publisher: z.string().min(3),
  title: z.string().min(5),
  url: z.url().startsWith('https://'),
  /** True when the publisher is the regulator itself or the law (not a report about it). */
  primary: z.boolean(),
});

export const StatusRowSchema = z.object({
  jurisdiction: JurisdictionSchema,
  /** The authority, as shown: "US · FDA". */
  authority: z.string().min(3),
  /** The status itself, short. */
  status: z.string().min(5).max(240),
  /** One line on what it means for the visitor. */
  meaning: z.string().min(10).max(260),
  certainty: CertaintySchema,
  /** What is uncertain or changing, shown with the row when certainty is not "confirmed". */
  caveat: z.string().min(10).max(300).optional(),
  source: RegulatorySourceSchema,
});
export type StatusRow = z.infer<typeof StatusRowSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const GuideRegulatorySchema = z
  .object({
    /** Date the rows were last checked against their sources. */
    lastReviewed: isoDate,
    /** Who checked them: a role, never an invented person. */
    reviewedBy: z.string().min(5),
    rows: z.array(StatusRowSchema).length(4),
  })
  .refine((g) => g.rows.map((r) => r.jurisdiction).join() === 'us,uk-eu,uae,wada', {
    message: 'Rows are US, UK/EU, UAE, then WADA',
  })
  .refine((g) => g.rows.every((r) => r.certainty === 'confirmed' || r.caveat), {
    message: 'A row that is not confirmed says what is uncertain or changing',
  });
export type GuideRegulatory = z.infer<typeof GuideRegulatorySchema>;

// ---- Sources (the pages each row was checked against, November 2026) ----

const FDA_CATEGORY_2 = {
  publisher: 'U.S. Food and Drug Administration',
  title: 'Certain bulk drug substances for use in compounding that may present significant safety risks (Category 2)',
  url: 'https://www.fda.gov/drugs/compounding/safety-risks-associated-certain-bulk-drug-substances-nominated-use-compounding',
  primary: true,
};
const FDA_2026_PCAC_REPORT = {
  publisher: 'Trade press (TruPeptide, Peptides For Me), reporting FDA docket FDA-2025-N-6895',
  title: 'FDA removes 12 peptides from Category 2; Pharmacy Compounding Advisory Committee review, July 23-24, 2026',
  url: 'https://trupeptide.co/articles/fda-april-2026-category-2-removal',
  primary: false,
};
const MHRA_RESEARCH_PEPTIDES = {
  publisher: 'Consumers.app summary of a BBC report quoting the Medicines and Healthcare products Regulatory Agency',
  title: 'Wellness peptide craze: MHRA does not accept research-use labels used to evade medicines regulation',
  url: 'https://consumers.app/wellness-peptide-craze-why-people-are-injecting-drugs-not-for-human-consumption-bbc',
  primary: false,
};
const UAE_REGISTRATION = {
  publisher: 'Al Tamimi & Co. (law firm), on UAE Federal Law No. 4 of 1983, Article 65',
  title: 'Importation of unregistered drugs in the UAE',
  url: 'https://www.tamimi.com/law-update-articles/importation-of-unregistered-drugs-in-the-uae/',
  primary: false,
};
const WADA_S0 = {
  publisher: 'World Anti-Doping Agency, List text as published by the German Sport University Cologne',
  title: 'Prohibited List, S0 Non-approved substances (names BPC-157)',
  url: 'https://www.dshs-koeln.de/en/universitaet/organisation/institute-einrichtungen/department-of-biochemistry/doping-substances/prohibited-classes-of-substances-and-methods/s0-active-ingredients-not-approved-for-medical-use',
  primary: true,
};
const WADA_S2 = {
  publisher: 'World Anti-Doping Agency',
  title: 'Prohibited List, S2 Peptide hormones, growth factors, related substances and mimetics',
  url: 'https://list.wada-ama.org/list/s2-peptide-hormones-growth-factors-and-related-substances/',
  primary: true,
};
const WADA_M2_INFUSIONS = {
  publisher: 'NADA Germany (National Anti Doping Agency), on the WADA Prohibited List M2.2',
  title: 'Warning against unauthorised infusions in sport',
  url: 'https://www.nada.de/en/service/news/news-detail/warning-against-unauthorised-infusions-in-sport',
  primary: true,
};

// Shared wording.
const REVIEWED = { lastReviewed: '2026-11-26', reviewedBy: 'our research team' } as const;
const UAE_UNREGISTERED = (name: string): StatusRow => ({
  jurisdiction: 'uae',
  authority: 'UAE · Emirates Drug Establishment / MOHAP',
  status: `We found no UAE registration of ${name} as a medicine.`,
  meaning:
    'Medicines must be registered before they are supplied for human use in the UAE; an unregistered product cannot be sold as a medicine.',
  certainty: 'reported',
  caveat:
    'We could not search the UAE medicines register directly; the rule is confirmed from a legal summary of Federal Law No. 4 of 1983, since replaced by a 2024 decree-law.',
  source: UAE_REGISTRATION,
});
const UK_EU_UNLICENSED = (name: string): StatusRow => ({
  jurisdiction: 'uk-eu',
  authority: 'UK · MHRA / EU · EMA',
  status: `${name} has no UK or EU marketing authorisation.`,
  meaning:
    'It cannot lawfully be sold or supplied as a medicine in the UK or EU; the MHRA does not accept research-use labels used to sidestep that.',
  certainty: 'reported',
  caveat: 'Absence of a licence was checked through regulator statements as reported, not by a search of every national register.',
  source: MHRA_RESEARCH_PEPTIDES,
});

const status = (s: Record<GuideSlug, GuideRegulatory>) =>
  Object.fromEntries(Object.entries(s).map(([k, v]) => [k, GuideRegulatorySchema.parse(v)])) as Record<GuideSlug, GuideRegulatory>;

export const regulatoryStatus: Record<GuideSlug, GuideRegulatory> = status({
  'bpc-157': {
    ...REVIEWED,
    rows: [
      {
        jurisdiction: 'us',
        authority: 'US · FDA',
        status:
          'Not an approved drug. Listed on September 29, 2023 among compounding substances with significant safety risks (Category 2); reported removed from that list in April 2026 pending advisory-committee review.',
        meaning: 'No US medicine contains it, and no FDA decision yet allows pharmacies to compound it.',
        certainty: 'changing',
        caveat:
          'The 2023 listing is on the FDA page; the April 2026 removal, and FDA briefing documents for the July 2026 committee proposing not to add it, are reported by the trade press. We found no final FDA decision.',
        source: FDA_CATEGORY_2,
      },
      UK_EU_UNLICENSED('BPC-157'),
      UAE_UNREGISTERED('BPC-157'),
      {
        jurisdiction: 'wada',
        authority: 'Anti-doping · WADA',
        status: 'Prohibited at all times under S0 (non-approved substances), where the List names BPC-157.',
        meaning: 'A tested athlete who uses it commits an anti-doping rule violation.',
        certainty: 'confirmed',
        source: WADA_S0,
      },
    ],
  },
  'tb-500': {
    ...REVIEWED,
    rows: [
      {
        jurisdiction: 'us',
        authority: 'US · FDA',
        status:
          'Not an approved drug. Thymosin beta-4 fragment was placed among compounding substances with significant safety risks (Category 2); reported removed in April 2026 pending advisory-committee review.',
        meaning: 'No US medicine contains it, and no FDA decision yet allows pharmacies to compound it.',
        certainty: 'changing',
        caveat:
          'The 2026 removal, and FDA briefing documents for the July 2026 committee proposing not to add it, are reported by the trade press; we found no final FDA decision.',
        source: FDA_2026_PCAC_REPORT,
      },
      UK_EU_UNLICENSED('TB-500'),
      UAE_UNREGISTERED('TB-500'),
      {
        jurisdiction: 'wada',
        authority: 'Anti-doping · WADA',
        status: 'Prohibited at all times under S2 (peptide hormones, growth factors and related substances), as anti-doping bodies report.',
        meaning: 'A tested athlete who uses it commits an anti-doping rule violation.',
        certainty: 'reported',
        caveat:
          'The copy of the S2 page we read did not show thymosin beta-4 by name; its prohibition is reported by anti-doping sources and by the doping-control study cited in this guide (source 5).',
        source: WADA_S2,
      },
    ],
  },
  selank: {
    ...REVIEWED,
    rows: [
      {
        jurisdiction: 'us',
        authority: 'US · FDA',
        status: 'Not an approved drug, and not on the list of substances pharmacies may compound.',
        meaning: 'It cannot be prescribed or sold in the US as a medicine.',
        certainty: 'reported',
        caveat: 'Selank was not among the peptides the FDA reviewed in 2026; we found no FDA page that names it.',
        source: FDA_CATEGORY_2,
      },
      UK_EU_UNLICENSED('Selank'),
      UAE_UNREGISTERED('Selank'),
      {
        jurisdiction: 'wada',
        authority: 'Anti-doping · WADA',
        status: 'Not named on the Prohibited List.',
        meaning:
          'Whether S0 (substances with no government approval) applies is unclear, because Selank is registered in Russia: tested athletes should ask their anti-doping organisation.',
        certainty: 'changing',
        caveat: 'S0 covers substances with no approval by any government health authority; WADA has not said how it treats Selank.',
        source: WADA_S0,
      },
    ],
  },
  semax: {
    ...REVIEWED,
    rows: [
      {
        jurisdiction: 'us',
        authority: 'US · FDA',
        status:
          'Not an approved drug. Reported removed in April 2026 from the compounding safety-risk list (Category 2) and reviewed by the FDA advisory committee in July 2026.',
        meaning: 'No US medicine contains it, and no FDA decision yet allows pharmacies to compound it.',
        certainty: 'changing',
        caveat:
          'The 2026 steps, including an FDA briefing proposing not to add it, are reported by the trade press; we found no final FDA decision.',
        source: FDA_2026_PCAC_REPORT,
      },
      UK_EU_UNLICENSED('Semax'),
      UAE_UNREGISTERED('Semax'),
      {
        jurisdiction: 'wada',
        authority: 'Anti-doping · WADA',
        status: 'Not named on the Prohibited List.',
        meaning:
          'Whether S0 (substances with no government approval) applies is unclear, because Semax is registered in Russia: tested athletes should ask their anti-doping organisation.',
        certainty: 'changing',
        caveat: 'S0 covers substances with no approval by any government health authority; WADA has not said how it treats Semax.',
        source: WADA_S0,
      },
    ],
  },
  ipamorelin: {
    ...REVIEWED,
    rows: [
      {
        jurisdiction: 'us',
        authority: 'US · FDA',
        status:
          'Not an approved drug. It was among compounding substances the FDA flagged for significant safety risks (Category 2) until its nomination was withdrawn.',
        meaning: 'No US medicine contains it, and no FDA decision allows pharmacies to compound it.',
        certainty: 'changing',
        caveat:
          'Reports differ on when it left Category 2 (2024 or 2026); it has not been added to the list of substances pharmacies may compound.',
        source: FDA_CATEGORY_2,
      },
      UK_EU_UNLICENSED('Ipamorelin'),
      UAE_UNREGISTERED('ipamorelin'),
      {
        jurisdiction: 'wada',
        authority: 'Anti-doping · WADA',
        status: 'Prohibited at all times under S2 (growth hormone secretagogues; the List names ipamorelin).',
        meaning: 'A tested athlete who uses it commits an anti-doping rule violation.',
        certainty: 'confirmed',
        source: WADA_S2,
      },
    ],
  },
  hcg: {
    ...REVIEWED,
    rows: [
      {
        jurisdiction: 'us',
        authority: 'US · FDA',
        status:
          'Approved prescription medicine for specific uses (such as ovulation induction and hypogonadotropic hypogonadism in men); its label says it has not been shown to be effective for obesity.',
        meaning: 'It is lawful only on prescription for an approved use; products sold for weight loss are not approved.',
        certainty: 'reported',
        caveat: 'The label wording was checked in copies of the label, not on an FDA page.',
        source: {
          publisher: 'Copy of the FDA-required HCG label statement',
          title: 'HCG has not been demonstrated to be effective adjunctive therapy in the treatment of obesity',
          url: 'https://www.rxslimclinic.net/hcg-flunks-as-a-weight-loss-aid/',
          primary: false,
        },
      },
      {
        jurisdiction: 'uk-eu',
        authority: 'UK · MHRA / EU · EMA',
        status: 'Authorised prescription-only fertility medicine in the EU (for example Ovitrelle, choriogonadotropin alfa).',
        meaning: 'It is supplied only on prescription, under a fertility specialist, for approved uses.',
        certainty: 'confirmed',
        source: {
          publisher: 'European Medicines Agency',
          title: 'Ovitrelle: EPAR (authorised)',
          url: 'https://www.ema.europa.eu/en/medicines/human/EPAR/ovitrelle',
          primary: true,
        },
      },
      {
        jurisdiction: 'uae',
        authority: 'UAE · Emirates Drug Establishment / MOHAP',
        status: 'A prescription medicine where registered; we could not confirm which HCG products are registered in the UAE.',
        meaning: 'Only a registered product, prescribed by a licensed physician, may be supplied for human use.',
        certainty: 'reported',
        caveat: 'We could not search the UAE medicines register directly.',
        source: UAE_REGISTRATION,
      },
      {
        jurisdiction: 'wada',
        authority: 'Anti-doping · WADA',
        status: 'Prohibited at all times in males under S2 (chorionic gonadotrophin and luteinizing hormone).',
        meaning: 'A male tested athlete who uses it commits a violation unless granted a therapeutic use exemption.',
        certainty: 'confirmed',
        source: WADA_S2,
      },
    ],
  },
  retatrutide: {
    ...REVIEWED,
    rows: [
      {
        jurisdiction: 'us',
        authority: 'US · FDA',
        status:
          'Investigational drug in phase 3 trials; not approved. The FDA warned an online seller of "research" retatrutide in March 2026.',
        meaning: 'Anything sold as retatrutide outside a clinical trial is an unapproved product.',
        certainty: 'changing',
        caveat: 'Phase 3 results were reported in 2025-2026 and a marketing application may follow; check for an FDA decision.',
        source: {
          publisher: 'PeptideKnow, summarising the FDA warning letter to Gram Peptides (March 31, 2026)',
          title: 'FDA warning letter: Gram Peptides (retatrutide, tirzepatide)',
          url: 'https://www.peptideknow.com/blog/fda-warning-letter-gram-peptides-retatrutide-tirzepatide',
          primary: false,
        },
      },
      UK_EU_UNLICENSED('Retatrutide'),
      UAE_UNREGISTERED('retatrutide'),
      {
        jurisdiction: 'wada',
        authority: 'Anti-doping · WADA',
        status: 'Not named, but S0 covers drugs still in clinical development that no government has approved.',
        meaning:
          'While unapproved, it falls under S0 as worded: tested athletes should not use it and should ask their anti-doping organisation.',
        certainty: 'changing',
        caveat: 'The S0 reading is ours, from the List wording; it would change once any regulator approves retatrutide.',
        source: WADA_S0,
      },
    ],
  },
  tirzepatide: {
    ...REVIEWED,
    rows: [
      {
        jurisdiction: 'us',
        authority: 'US · FDA',
        status: 'Approved prescription medicine: Mounjaro (type 2 diabetes, 2022) and Zepbound (chronic weight management, November 2023).',
        meaning: 'It is lawful only as the approved product, on prescription; "research" tirzepatide sold online is not the approved drug.',
        certainty: 'reported',
        caveat: 'The approvals were checked in reports of the FDA announcement, not on the FDA page.',
        source: {
          publisher: 'Epocrates, reporting the FDA approval',
          title: 'FDA approves tirzepatide under new brand name for chronic weight management (November 8, 2023)',
          url: 'https://epocrates.com/online/article/fda-approves-tirzepatide-under-new-brand-name-for-chronic-weight-management',
          primary: false,
        },
      },
      {
        jurisdiction: 'uk-eu',
        authority: 'UK · MHRA / EU · EMA',
        status: 'Authorised as Mounjaro, including for weight management in adults (MHRA, November 2023).',
        meaning: 'It is a prescription-only medicine in the UK and EU.',
        certainty: 'reported',
        caveat: 'Checked in reports of the MHRA announcement.',
        source: {
          publisher: 'Pharmaceutical Technology, reporting the MHRA authorisation',
          title: 'MHRA authorises Lilly’s Mounjaro for weight loss and weight management',
          url: 'https://www.pharmaceutical-technology.com/news/mhra-lilly-mounjaro',
          primary: false,
        },
      },
      {
        jurisdiction: 'uae',
        authority: 'UAE · Emirates Drug Establishment / MOHAP',
        status: 'Approved and sold in the UAE on prescription since 2022 (as Mounjaro).',
        meaning: 'Only the registered product, prescribed by a UAE-licensed physician, may be supplied.',
        certainty: 'reported',
        caveat: 'Reported by The National and Gulf News (2022); we could not check the UAE register directly.',
        source: {
          publisher: 'The National (Abu Dhabi)',
          title: 'Tirzepatide: weight-loss drug now sold in UAE to treat Type 2 diabetes',
          url: 'https://www.thenationalnews.com/uae/health/2022/08/31/tirzepatide-weight-loss-drug-now-sold-in-uae-to-treat-type-2-diabetes',
          primary: false,
        },
      },
      {
        jurisdiction: 'wada',
        authority: 'Anti-doping · WADA',
        status: 'Not prohibited; WADA tracks it in its Monitoring Program.',
        meaning: 'Use is not a violation today, but WADA is considering rules for weight-management drugs: check the current List.',
        certainty: 'changing',
        caveat: 'WADA said in 2026 that semaglutide and tirzepatide are monitored, not prohibited; the List is revised every January.',
        source: {
          publisher: 'WADA spokesperson James Fitzgerald, quoted in a syndicated health article',
          title: 'The World Anti-Doping Agency is monitoring GLP-1 use at the 2026 Milan Winter Olympics',
          url: 'https://awesamohealth.com/the-world-anti-doping-agency-is-monitoring-glp-1-use-at-the-2026-milan-winter-olympics',
          primary: false,
        },
      },
    ],
  },
  tesamorelin: {
    ...REVIEWED,
    rows: [
      {
        jurisdiction: 'us',
        authority: 'US · FDA',
        status: 'Approved November 10, 2010 as Egrifta, only to reduce excess abdominal fat in adults with HIV-associated lipodystrophy.',
        meaning: 'It is lawful on prescription for that use; the FDA noted it has not been shown to lower heart-disease risk.',
        certainty: 'confirmed',
        source: {
          publisher: 'U.S. Food and Drug Administration',
          title: 'Approval of Egrifta (tesamorelin) to treat lipodystrophy',
          url: 'https://www.fda.gov/ForConsumers/ByAudience/ForPatientAdvocates/HIVandAIDSActivities/ucm233573.htm',
          primary: true,
        },
      },
      {
        jurisdiction: 'uk-eu',
        authority: 'UK · MHRA / EU · EMA',
        status:
          'Not authorised: the EU application for Egrifta was withdrawn in June 2012 after the EMA could not conclude the benefits outweighed the risks.',
        meaning: 'There is no licensed tesamorelin medicine in the EU.',
        certainty: 'confirmed',
        caveat: 'UK status is reported (no UK licence found), not checked on an MHRA register.',
        source: {
          publisher: 'European Medicines Agency',
          title: 'Egrifta: withdrawal of the marketing authorisation application',
          url: 'https://www.ema.europa.eu/en/medicines/human/withdrawn-applications/egrifta',
          primary: true,
        },
      },
      UAE_UNREGISTERED('tesamorelin'),
      {
        jurisdiction: 'wada',
        authority: 'Anti-doping · WADA',
        status: 'Prohibited at all times under S2 (growth hormone releasing hormone analogues; the List names tesamorelin).',
        meaning: 'A tested athlete who uses it commits a violation unless granted a therapeutic use exemption.',
        certainty: 'confirmed',
        source: WADA_S2,
      },
    ],
  },
  nad: {
    ...REVIEWED,
    rows: [
      {
        jurisdiction: 'us',
        authority: 'US · FDA',
        status:
          'NAD+ is not an FDA-approved drug for any condition; infusions offered by clinics are compounded and not reviewed by the FDA.',
        meaning: 'No infusion or injection of NAD+ has been shown to the FDA to be safe and effective.',
        certainty: 'reported',
        caveat:
          'We found no FDA approval of an NAD+ product; the status of oral precursors (NR, NMN) as supplements is separate and has changed over time.',
        source: FDA_CATEGORY_2,
      },
      UK_EU_UNLICENSED('NAD+ for injection or infusion'),
      UAE_UNREGISTERED('NAD+ for injection or infusion'),
      {
        jurisdiction: 'wada',
        authority: 'Anti-doping · WADA',
        status:
          'NAD+ itself is not prohibited, but IV infusions or injections over 100 mL per 12 hours are (method M2.2), outside hospital care.',
        meaning: 'A tested athlete may not have a typical NAD+ drip, whatever it contains, without an exemption.',
        certainty: 'confirmed',
        source: WADA_M2_INFUSIONS,
      },
    ],
  },
  'cjc-1295': {
    ...REVIEWED,
    rows: [
      {
        jurisdiction: 'us',
        authority: 'US · FDA',
        status:
          'Not an approved drug. It was among compounding substances the FDA flagged for significant safety risks (Category 2) until its nomination was withdrawn.',
        meaning: 'No US medicine contains it, and no FDA decision allows pharmacies to compound it.',
        certainty: 'changing',
        caveat: 'Reports differ on when it left Category 2 (2024 or 2026); it was not on the FDA’s 2026 review agenda.',
        source: FDA_CATEGORY_2,
      },
      UK_EU_UNLICENSED('CJC-1295'),
      UAE_UNREGISTERED('CJC-1295'),
      {
        jurisdiction: 'wada',
        authority: 'Anti-doping · WADA',
        status: 'Prohibited at all times under S2 (growth hormone releasing hormone analogues; the List names CJC-1295).',
        meaning: 'A tested athlete who uses it commits an anti-doping rule violation.',
        certainty: 'confirmed',
        source: WADA_S2,
      },
    ],
  },
});

/** The status rows for a guide (for the guide page and the assistant). */
export const regulatoryFor = (slug: GuideSlug): GuideRegulatory => regulatoryStatus[slug];

/** Visible words for each certainty. */
export const certaintyLabel: Record<Certainty, string> = {
  confirmed: 'Confirmed on the source',
  reported: 'Reported; regulator page not checked',
  changing: 'Changing or uncertain',
};
