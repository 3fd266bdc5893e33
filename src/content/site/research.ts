import type { PageIntro, PeptideCard, Source } from '../schema';

export const researchPage: PageIntro = {
  seo: {
    title: 'Peptide Research: BPC-157, TB-500 & GHK-Cu | Oasis Peptide Lab',
    description:
      'What published studies report on BPC-157, TB-500 and GHK-Cu, from tissue repair to collagen research. For research use only; not medical advice.',
    keywords: [
      'peptide research',
      'BPC-157 research',
      'TB-500 research',
      'GHK-Cu research',
      'thymosin beta-4',
      'research peptides',
      'tissue repair peptides',
    ],
  },
  eyebrow: 'Research',
  heading: 'Peptide Research',
  intro:
    'An evidence-first look at three research peptides. Each summary reflects what published studies report so far, most of them in animal or cell models rather than people. All compounds are sold for research use only, and nothing here is medical advice.',
};

export const researchPeptides: PeptideCard[] = [
  {
    id: 'bpc-157',
    name: 'BPC-157',
    description:
      'A synthetic 15-amino-acid peptide based on a protein found in human gastric juice. It has been studied mainly in rodent models of soft-tissue injury, and its effects have not yet been confirmed in humans.',
    benefits: [
      'Rodent studies report faster healing of tendon, ligament and muscle injuries',
      'Healing effects reported across many injury types in animal models',
      'Studied in slow-healing tissues with limited blood supply, such as tendons',
      'Rat studies report effects with injected, oral and topical delivery',
    ],
    image: '/images/peptides/bpc-157.svg',
    href: '/education/bpc-157',
  },
  {
    id: 'tb-500',
    name: 'TB-500',
    description:
      'A synthetic peptide modeled on the active region of thymosin beta-4 (Tβ4), a naturally occurring 43-amino-acid peptide involved in cell movement and tissue repair. Most published research studies Tβ4 itself rather than TB-500.',
    benefits: [
      'In aged mice, a synthetic copy of Tβ4’s actin-binding region promoted skin wound repair',
      'Studies link Tβ4 to new blood vessel growth and reduced inflammation',
      'Investigated in skin, eye and heart injury models',
      'Animal research suggests anti-fibrotic effects in liver and kidney tissue',
    ],
    image: '/images/peptides/tb-500.svg',
    href: '/education/tb-500',
  },
  {
    id: 'ghk-cu',
    name: 'GHK-Cu',
    description:
      'A naturally occurring copper-binding tripeptide (glycyl-L-histidyl-L-lysine) present in human plasma and released from tissues after injury. It is widely studied in skin and tissue-remodeling research.',
    benefits: [
      'Increases collagen, elastin and glycosaminoglycan synthesis in lab studies',
      'Research reports improved tissue repair in skin, bone and liver models',
      'Stimulates blood vessel and nerve outgrowth in experimental studies',
      'Gene-expression data suggest anti-inflammatory and antioxidant activity',
    ],
    image: '/images/peptides/ghk-cu.svg',
  },
];

export const researchSources: Source[] = [
  {
    authors: 'Gwyer D, Wragg NM, Wilson SL',
    title: 'Gastric pentadecapeptide body protection compound BPC 157 and its role in accelerating musculoskeletal soft tissue healing',
    journal: 'Cell and Tissue Research',
    year: 2019,
    pmid: '30915550',
  },
  {
    authors: 'Xing Y, Ye Y, Zuo H, Li Y',
    title: 'Progress on the Function and Application of Thymosin β4',
    journal: 'Frontiers in Endocrinology',
    year: 2021,
    pmid: '34992578',
    doi: '10.3389/fendo.2021.767785',
  },
  {
    authors: 'Pickart L, Margolina A',
    title: 'Regenerative and Protective Actions of the GHK-Cu Peptide in the Light of the New Gene Data',
    journal: 'International Journal of Molecular Sciences',
    year: 2018,
    pmid: '29986520',
    doi: '10.3390/ijms19071987',
  },
  {
    authors: 'Philp D, Badamchian M, Scheremeta B, Nguyen M, Goldstein AL, Kleinman HK',
    title:
      'Thymosin beta 4 and a synthetic peptide containing its actin-binding domain promote dermal wound repair in db/db diabetic mice and in aged mice',
    journal: 'Wound Repair and Regeneration',
    year: 2003,
    doi: '10.1046/j.1524-475x.2003.11105.x',
  },
  {
    authors: 'Cerovecki T, Bojanic I, Brcic L, et al.',
    title: 'Pentadecapeptide BPC 157 (PL 14736) improves ligament healing in the rat',
    journal: 'Journal of Orthopaedic Research',
    year: 2010,
    pmid: '20225319',
    doi: '10.1002/jor.21107',
  },
];
