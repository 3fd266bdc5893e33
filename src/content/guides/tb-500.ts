import type { Guide } from '../schema';

const guide: Guide = {
  slug: 'tb-500',
  name: 'TB-500',
  headline: 'TB-500: A Research Guide to the Thymosin Beta-4 Fragment',
  summary:
    'TB-500 is a synthetic peptide based on the actin-binding region of thymosin beta-4. Most of the research often quoted for it was done with the full-length protein, not with TB-500 itself.',
  seo: {
    title: 'TB-500 Research Guide | Thymosin Beta-4, Research & Safety',
    description:
      'What TB-500 is, how it relates to thymosin beta-4, what animal and clinical research reports, its anti-doping status and the key safety notes.',
    keywords: [
      'TB-500',
      'thymosin beta-4',
      'TB-500 research',
      'LKKTETQ peptide',
      'thymosin beta-4 wound healing',
      'TB-500 safety',
      'TB-500 WADA',
    ],
  },
  datePublished: '2025-02-17',
  dateModified: '2026-11-26',
  sections: [
    {
      id: 'definition',
      heading: 'What Is TB-500?',
      paragraphs: [
        'TB-500 is the name used for a synthetic peptide derived from thymosin beta-4 (Tβ4), a 43-amino-acid protein found in most human tissues and the most abundant member of the beta-thymosin family [3]. Products sold as TB-500 usually claim to contain a synthetic, acetylated fragment of Tβ4 built around its actin-binding sequence, LKKTETQ, although some claim to contain the full protein [1][5].',
        'This distinction matters. Most published research, including every human trial, used full-length Tβ4 rather than TB-500. Evidence for the short fragment on its own is limited to a small amount of animal work [1], and TB-500 is not approved as a medicine in the United States, the United Kingdom or the European Union.',
      ],
    },
    {
      id: 'mechanisms',
      heading: 'Proposed Mechanisms of Action',
      paragraphs: [
        'Tβ4 binds actin, the protein that forms the internal scaffolding of cells and lets them change shape and move [1]. Cell migration is central to wound repair, so this actin-binding role is the starting point for most research interest, and it is the region that the TB-500 fragment is designed to reproduce.',
        'Reviews describe a wider set of activities seen in cell and animal studies: more new blood vessel formation (angiogenesis) and cell proliferation, and less apoptosis (programmed cell death) and inflammation [3]. Tβ4 is also concentrated in platelets, which gather at wound sites, and has been reported to have anti-inflammatory activity [2].',
      ],
      bullets: [
        'Actin binding, which underpins cell migration [1]',
        'Promotion of angiogenesis and cell proliferation in experimental models [3]',
        'Reduced inflammation and apoptosis in experimental models [3]',
        'High concentrations in platelets at wound sites [2]',
      ],
    },
    {
      id: 'benefits',
      heading: 'What the Research Reports',
      paragraphs: [
        'In animal wound studies, Tβ4 promoted dermal repair in normal rats and accelerated healing in diabetic and aged mice, with greater wound contraction and collagen deposition [1]. In the same work, the seven-amino-acid peptide LKKTETQ, which duplicates the actin-binding domain of Tβ4, also promoted repair [1]. This is the main published evidence directly relevant to the fragment used in TB-500.',
        'For full-length Tβ4, reviews report faster dermal healing in several animal models, including diabetic and aged animals and burns, and phase 2 trials in patients with pressure ulcers, venous stasis ulcers and epidermolysis bullosa wounds in which Tβ4 accelerated the rate of repair [2]. Other studies have explored Tβ4 in heart, eye, liver, kidney and gut models [3].',
        'None of this shows that TB-500 speeds recovery from sports or training injuries in people. That question has not been tested in controlled human trials, and results with full-length Tβ4 in skin wounds cannot simply be assumed to apply to a short synthetic fragment injected elsewhere in the body.',
      ],
      // From each paragraph's cited sources: see the source list below.
      evidence: [['animal'], ['animal', 'human-trial'], 'limits'],
    },
    {
      id: 'dosing',
      heading: 'Dosing and Administration in Research',
      paragraphs: [
        'No human dose-finding study of TB-500 has been published. The best human dosing data concern full-length Tβ4. In a first-in-human phase 1 trial of recombinant human Tβ4 in healthy volunteers, single intravenous doses ranged from 0.05 to 25 micrograms per kilogram, and a multiple-dose arm gave 0.5, 2.0 or 5.0 micrograms per kilogram once daily for 10 days [4].',
        'In the animal wound studies, Tβ4 was applied to wounds in a saline solution or a hydrogel [1]. Doses, formulations and routes from these studies cannot be transferred to TB-500, which is a different and much smaller molecule, and no controlled study supports the injection schedules that circulate online.',
        'Research use only. The figures above summarise what published studies and protocols report; they are not a recommendation or medical advice, and our staff are not doctors. Consult a licensed physician before making any health decision.',
      ],
    },
    {
      id: 'safety',
      heading: 'Safety, Side Effects and Regulatory Status',
      paragraphs: [
        'In the phase 1 trial of recombinant Tβ4, adverse events were mild to moderate, with no dose-limiting toxicities or serious adverse events [4], and reviewers describe Tβ4 as safe and well tolerated in wound trials [2]. These findings apply to pharmaceutical-grade, full-length Tβ4 given under trial conditions. They do not apply to TB-500 products bought online, whose identity, purity and sterility cannot be verified.',
        'Because Tβ4 is linked to angiogenesis and cell migration, caution is warranted for anyone with active or past cancer; the protein has itself been studied in relation to colon cancer [3]. TB-500 is not approved by the FDA, the EMA or the UK MHRA. Thymosin beta-4 and products based on it are prohibited at all times by the World Anti-Doping Agency under S2 (peptide hormones, growth factors and related substances), and Tβ4 is also banned in horse racing and equestrian sport [5].',
      ],
      bullets: [
        'Anyone under 18: our services are for adults 18+ only',
        'People who are pregnant, trying to conceive or breastfeeding',
        'People with active cancer or a history of cancer',
        'Competitive athletes subject to anti-doping testing',
      ],
    },
    {
      id: 'extra',
      heading: 'Research Limitations',
      paragraphs: [
        'The central limitation is the gap between the molecule and the evidence: most data come from full-length Tβ4, while TB-500 is a fragment with very little dedicated research [1][3]. Human trials of Tβ4 were small and focused on specific skin wounds, and none studied muscle, tendon or ligament injuries. Until controlled trials of TB-500 itself are published, claims about faster recovery remain extrapolation.',
      ],
    },
  ],
  sources: [
    {
      authors: 'Philp D, Badamchian M, Scheremeta B, et al.',
      title:
        'Thymosin β4 and a synthetic peptide containing its actin-binding domain promote dermal wound repair in db/db diabetic mice and in aged mice',
      journal: 'Wound Repair and Regeneration',
      year: 2003,
      doi: '10.1046/j.1524-475x.2003.11105.x',
    },
    {
      authors: 'Kleinman HK, Sosne G.',
      title: 'Thymosin β4 Promotes Dermal Healing',
      journal: 'Vitamins and Hormones',
      year: 2016,
      pmid: '27450738',
      doi: '10.1016/bs.vh.2016.04.005',
    },
    {
      authors: 'Xing Y, Ye Y, Zuo H, Li Y.',
      title: 'Progress on the Function and Application of Thymosin β4',
      journal: 'Frontiers in Endocrinology',
      year: 2021,
      pmid: '34992578',
      doi: '10.3389/fendo.2021.767785',
    },
    {
      authors: 'Wang X, Liu L, Qi L, et al.',
      title:
        'A first-in-human, randomized, double-blind, single- and multiple-dose, phase I study of recombinant human thymosin β4 in healthy Chinese volunteers',
      journal: 'Journal of Cellular and Molecular Medicine',
      year: 2021,
      pmid: '34346165',
      doi: '10.1111/jcmm.16693',
    },
    {
      authors: 'Delcourt V, Garcia P, Chabot B, et al.',
      title: 'Equine Doping Controls of Thymosin β4: A Population Study and Strategy for Misuse Detection',
      journal: 'Drug Testing and Analysis',
      year: 2024,
      doi: '10.1002/dta.3806',
    },
  ],
};

export default guide;
