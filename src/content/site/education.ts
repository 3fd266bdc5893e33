import { businessFacts } from '../business-facts';
import type { PageIntro, ProseSection, Source } from '../schema';

// ---- /education/peptides ----

export const educationPeptidesPage: PageIntro = {
  seo: {
    title: 'What Are Research Peptides? A Primer | Oasis Peptide Lab',
    description:
      'A plain-language primer on research peptides: what they are, how they differ from approved medicines, the main families, quality standards and legal status.',
    keywords: [
      'what are research peptides',
      'research peptides',
      'growth hormone secretagogues',
      'healing peptides',
      'nootropic peptides',
      'peptide purity',
      'peptide legal status',
    ],
  },
  eyebrow: 'Peptide Education',
  heading: 'What Are Research Peptides?',
  intro:
    'Peptides are widely studied in biology and medicine. This primer explains what they are, how research peptides differ from approved medicines, the families researchers study most, and what to look for in quality and regulation.',
};

export const educationPeptidesSections: ProseSection[] = [
  {
    id: 'what-are-peptides',
    heading: 'What Are Peptides?',
    paragraphs: [
      'Peptides are short chains of amino acids, the same building blocks that make up proteins. Where a protein may contain hundreds of amino acids, most peptides contain between two and fifty.',
      'The body relies on many naturally occurring peptides that act as hormones, neurotransmitters and growth factors. As medicines, peptides are recognized for being highly selective and efficacious [1].',
      'That selectivity is why peptides have become an important class of medicines. Since insulin was introduced about a century ago, more than 80 peptide drugs have reached the market [2].',
    ],
  },
  {
    id: 'research-vs-approved',
    heading: 'How Research Peptides Differ from Approved Medicines',
    paragraphs: [
      'An approved medicine has passed through phased human clinical trials, is manufactured under pharmaceutical quality standards and has been reviewed by a regulator such as the FDA, the EMA or the MHRA for a specific use, dose and patient group.',
      'Research peptides have not been through that process for human use. They are supplied for laboratory and scientific research, and much of what is known about them comes from cell and animal studies. Some compounds sit on both sides of the line: Tirzepatide is an approved medicine in several countries, while Retatrutide remains investigational.',
    ],
    bullets: [
      'Approved medicines: proven in human trials, prescribed by a clinician, with regulated labeling',
      'Research peptides: labeled for research use only and not for human consumption',
      'Evidence for many research peptides is preclinical and still emerging',
      'No research peptide sold by Oasis Peptide Lab is intended to diagnose, treat, cure or prevent any condition',
    ],
  },
  {
    id: 'growth-hormone-secretagogues',
    heading: 'Growth Hormone Secretagogues',
    paragraphs: [
      'Growth hormone secretagogues are peptides that signal the pituitary gland to release growth hormone in pulses. Researchers study them in the context of body composition, sleep and recovery.',
      'They fall into two main groups: analogs of growth hormone-releasing hormone (GHRH), and ghrelin mimetics that act on a separate receptor. The two are often studied together.',
    ],
    bullets: [
      'CJC-1295: a long-acting GHRH analog, studied with and without DAC',
      'Tesamorelin: a GHRH analog approved in the US for one specific medical indication',
      'Ipamorelin: a selective ghrelin mimetic noted for a narrow hormonal profile',
    ],
  },
  {
    id: 'healing-and-regeneration',
    heading: 'Healing and Regeneration',
    paragraphs: [
      'This family is studied for its role in tissue repair, including tendons, ligaments, muscle and skin. In rodent studies, BPC-157 has shown consistently positive effects on soft-tissue healing, but its efficacy has yet to be confirmed in humans [3].',
    ],
    bullets: [
      'BPC-157: a 15-amino-acid peptide studied in tendon, ligament and gut research',
      'TB-500: a synthetic peptide based on thymosin beta-4, studied for cell migration and repair',
      'GHK-Cu: a copper-binding peptide studied in skin and collagen research',
    ],
  },
  {
    id: 'cognitive-and-neuroprotective',
    heading: 'Cognitive and Neuroprotective',
    paragraphs: [
      'Several short peptides developed in Russia are studied for their effects on attention, stress response and neuroprotection. Most of the published research comes from a small number of research groups, so findings should be read with care.',
    ],
    bullets: [
      'Selank: a synthetic analog of the immune peptide tuftsin, studied for stress and anxiety',
      'Semax: derived from a fragment of ACTH, studied for focus and neuroprotection',
      'NAD+: not a peptide, but often studied alongside them for cellular energy and brain aging',
    ],
  },
  {
    id: 'quality-and-purity',
    heading: 'Quality and Purity',
    paragraphs: [
      'In research, results are only as reliable as the material. Impurities, incorrect sequences or degraded product can distort findings, so independent verification matters.',
      // The batch-testing sentence appears only once the client confirms it (business-facts.ts).
      businessFacts.testing.placeholder
        ? 'Our research compounds meet a purity standard of 99%+. Whoever supplies your material, look for the checks below.'
        : `Our research compounds meet a purity standard of 99%+. ${businessFacts.testing.value.statement}`,
    ],
    bullets: [
      'HPLC (high-performance liquid chromatography) data showing purity',
      'Mass spectrometry confirming identity and sequence',
      'A batch-specific certificate of analysis',
      'Correct storage: lyophilized powder kept cold, dry and away from light',
    ],
  },
  {
    id: 'legal-status',
    heading: 'Legal Status by Region',
    paragraphs: [
      'Peptide regulation differs from country to country and changes over time. The summary below is general information, not legal advice. Please check the rules that apply where you live before ordering.',
      'We only ship where we are permitted to, and we may decline orders to destinations where a product cannot be lawfully supplied.',
    ],
    bullets: [
      'UAE: medicines are regulated federally and by emirate health authorities such as the Dubai Health Authority; unapproved products cannot be marketed as medicines and imports may need permits',
      'United States: peptides not approved by the FDA cannot be sold for human use, and regulators have restricted pharmacy compounding of several popular peptides',
      'United Kingdom: the MHRA regulates medicines, and unlicensed products cannot be supplied for human use',
      'European Union: medicines need marketing authorization from the EMA or a national authority, and national rules on research chemicals vary',
      'Competitive sport: many of these compounds are on the World Anti-Doping Agency prohibited list',
    ],
  },
];

// ---- /education/cold-therapy ----

export const coldTherapyPage: PageIntro = {
  seo: {
    title: 'Cold Therapy: Science, Protocols & Safety | Oasis Peptide Lab',
    description:
      'How cold water immersion affects the body, what research shows for recovery, and a practical protocol: 2-15 minutes at 10-15°C, starting with 1-2 minutes.',
    keywords: ['cold therapy', 'cold plunge', 'cold water immersion', 'ice bath protocol', 'cold exposure benefits', 'recovery'],
  },
  eyebrow: 'Recovery Education',
  heading: 'Cold Therapy',
  intro:
    'Deliberate cold exposure is a long-established recovery tool that has been widely researched. Here is what happens in the body, what studies report, and how to build a sensible routine.',
};

export const coldTherapySections: ProseSection[] = [
  {
    id: 'what-is-cold-therapy',
    heading: 'What Is Cold Therapy?',
    paragraphs: [
      'Cold therapy means deliberately exposing the body to cold for a short, controlled period. The most common forms are cold plunges and ice baths, cold showers, and whole-body cryotherapy chambers.',
      'Most routines keep cold exposure between 2 and 15 minutes. Water is far more effective at drawing heat from the body than air, so a few minutes in a plunge is a strong stimulus.',
    ],
  },
  {
    id: 'physiological-responses',
    heading: 'Physiological Responses',
    paragraphs: [
      'The first seconds bring the cold shock response: a sharp inhale, faster breathing and a rising heart rate. Blood vessels in the skin and limbs narrow to protect core temperature, and the body increases heat production.',
      'Cold also triggers a strong hormonal response. In one laboratory study, an hour of head-out immersion in 14°C water raised plasma noradrenaline by 530% and dopamine by 250% [1]. Typical plunges are much shorter, so responses are smaller.',
    ],
    bullets: [
      'Cold shock: gasp reflex, faster breathing, higher heart rate',
      'Vasoconstriction in the skin and limbs',
      'Release of noradrenaline and dopamine',
      'Higher energy expenditure to generate heat',
    ],
  },
  {
    id: 'research-findings',
    heading: 'Research Findings',
    paragraphs: [
      'A meta-analysis of randomized trials found that cold water immersion modestly reduced muscle soreness compared with passive recovery. The best results came from water at 10-15°C and immersion of 10-15 minutes [2].',
      'Timing matters. In a 12-week study, men who used 10 minutes of cold water immersion after each strength session gained less muscle mass and strength than those who used active recovery [3]. Cold may blunt some of the signals that drive muscle growth.',
    ],
  },
  {
    id: 'protocol',
    heading: 'Protocol',
    paragraphs: [
      'Treat the following as general, informational guidance rather than a prescription. Build up gradually and let your own response guide you.',
    ],
    bullets: [
      'Duration: 2-15 minutes of cold exposure in total',
      'Cold plunge temperature: 10-15°C',
      'First sessions: start with 1-2 minutes and add time over several weeks',
      'Breathing: slow, controlled exhales; never hold your breath or hyperventilate in water',
      'After strength or muscle-building sessions: regular cold immersion straight afterwards may blunt gains [3], so many people keep plunges to other times or days',
      'After endurance work, competition or on rest days: cold exposure is commonly used for recovery',
      'Rewarm naturally with light movement rather than a hot shower straight away',
    ],
  },
  {
    id: 'safety',
    heading: 'Safety: Who Should Avoid It',
    paragraphs: [
      'Cold exposure places real stress on the heart and circulation. Speak with a licensed healthcare professional first if any of the points below apply to you. Never plunge alone, and get out at once if you feel numbness, confusion, chest pain or shivering you cannot control.',
    ],
    bullets: [
      'Heart disease, arrhythmia or high blood pressure',
      "Raynaud's phenomenon, cold urticaria or poor circulation",
      'Pregnancy',
      'Epilepsy or a history of fainting',
      'After alcohol, or when unwell or exhausted',
      'Anyone under 18',
    ],
  },
];

// ---- /education/red-light ----

export const redLightPage: PageIntro = {
  seo: {
    title: 'Red Light Therapy Guide: Photobiomodulation | Oasis Peptide Lab',
    description:
      'How red and near-infrared light therapy works, what research reports, and a practical protocol: 6-12 inches, 5-20 minutes, 3-5 sessions a week, with eye safety.',
    keywords: ['red light therapy', 'photobiomodulation', 'near-infrared light', 'red light protocol', 'muscle recovery', 'mitochondria'],
  },
  eyebrow: 'Recovery Education',
  heading: 'Red Light Therapy',
  intro:
    'Red and near-infrared light therapy, known in research as photobiomodulation, is studied for recovery, performance and tissue repair. Here is how it is thought to work and how to use it sensibly.',
};

export const redLightSections: ProseSection[] = [
  {
    id: 'what-is-photobiomodulation',
    heading: 'What Is Photobiomodulation?',
    paragraphs: [
      'Photobiomodulation (PBM) is the use of red or near-infrared light at low power to produce a biological effect in cells and tissues [1]. Unlike surgical lasers, it does not heat or damage tissue.',
      'It was once called low-level laser therapy. Today most home and clinic devices use LED panels, which cover large areas at once.',
    ],
    bullets: [
      'Red light: roughly 620-700 nm, absorbed mainly near the surface',
      'Near-infrared light: roughly 780-1000 nm, reaching deeper tissue',
    ],
  },
  {
    id: 'mechanisms',
    heading: 'Mechanisms',
    paragraphs: [
      'The main site where this light is absorbed appears to be the mitochondria, specifically an enzyme called cytochrome c oxidase. One leading hypothesis is that light frees this enzyme from inhibitory nitric oxide, restoring electron transport and cellular energy production [1].',
      'The brief burst of signaling molecules that follows, including reactive oxygen species, is thought to switch on repair and protective pathways. The response is dose-dependent: too little light does nothing, and far more is not better [1].',
    ],
  },
  {
    id: 'research',
    heading: 'What the Research Shows',
    paragraphs: [
      'PBM is studied for pain, inflammation and the repair of wounds, bones and tendons [1]. In sport, a review of 46 studies with more than 1,000 participants found that light applied before or after exercise can improve muscle performance and markers of recovery in some trials [2].',
      'Results vary with wavelength, dose and device, and many trials are small. The evidence is promising but not settled.',
    ],
  },
  {
    id: 'protocol',
    heading: 'Protocol',
    paragraphs: ['General, informational guidance for a typical LED panel. Always follow the instructions for your device.'],
    bullets: [
      'Distance: 6-12 inches from the panel',
      'Duration: 5-20 minutes per area',
      'Frequency: 3-5 sessions a week',
      'Skin: clean and free of lotions or sunscreen',
      'Timing: before training for performance, or after training for recovery [2]',
      'Consistency: regular sessions matter more than long ones',
    ],
  },
  {
    id: 'safety',
    heading: 'Safety and Eye Protection',
    paragraphs: [
      'Red light therapy is generally well tolerated, but bright panels deserve respect. Near-infrared light is largely invisible, so your eyes will not blink or look away as they would from bright visible light.',
    ],
    bullets: [
      'Wear the protective goggles supplied with your device and never stare into the LEDs',
      'Check with a clinician first if you take photosensitizing medication or have a light-sensitive condition',
      'Seek advice before use during pregnancy or over any area with a history of cancer',
      'Stop if your skin becomes hot, red or irritated',
    ],
  },
];

// ---- Sources, numbered per page: [1] is the first entry of that page's list ----

export const educationSources: Record<'cold-therapy' | 'red-light' | 'peptides', Source[]> = {
  'cold-therapy': [
    {
      authors: 'Šrámek P, Šimečková M, Janský L, Šavlíková J, Vybíral S',
      title: 'Human physiological responses to immersion into water of different temperatures',
      journal: 'European Journal of Applied Physiology',
      year: 2000,
      doi: '10.1007/s004210050065',
    },
    {
      authors: 'Machado AF, Ferreira PH, Micheletti JK, de Almeida AC, Lemes ÍR, Vanderlei FM, Netto Junior J, Pastre CM',
      title:
        'Can Water Temperature and Immersion Time Influence the Effect of Cold Water Immersion on Muscle Soreness? A Systematic Review and Meta-Analysis',
      journal: 'Sports Medicine',
      year: 2016,
      pmid: '26581833',
      doi: '10.1007/s40279-015-0431-7',
    },
    {
      authors: 'Roberts LA, Raastad T, Markworth JF, Figueiredo VC, Egner IM, Shield A, Cameron-Smith D, Coombes JS, Peake JM',
      title:
        'Post-exercise cold water immersion attenuates acute anabolic signalling and long-term adaptations in muscle to strength training',
      journal: 'The Journal of Physiology',
      year: 2015,
      doi: '10.1113/JP270570',
    },
  ],
  'red-light': [
    {
      authors: 'Hamblin MR',
      title: 'Mechanisms and Mitochondrial Redox Signaling in Photobiomodulation',
      journal: 'Photochemistry and Photobiology',
      year: 2018,
      pmid: '29164625',
      doi: '10.1111/php.12864',
    },
    {
      authors: 'Ferraresi C, Huang YY, Hamblin MR',
      title: 'Photobiomodulation in human muscle tissue: an advantage in sports performance?',
      journal: 'Journal of Biophotonics',
      year: 2016,
      pmid: '27874264',
      doi: '10.1002/jbio.201600176',
    },
  ],
  peptides: [
    {
      authors: 'Fosgerau K, Hoffmann T',
      title: 'Peptide therapeutics: current status and future directions',
      journal: 'Drug Discovery Today',
      year: 2015,
      pmid: '25450771',
      doi: '10.1016/j.drudis.2014.10.003',
    },
    {
      authors: 'Muttenthaler M, King GF, Adams DJ, Alewood PF',
      title: 'Trends in peptide drug discovery',
      journal: 'Nature Reviews Drug Discovery',
      year: 2021,
      doi: '10.1038/s41573-020-00135-8',
    },
    {
      authors: 'Gwyer D, Wragg NM, Wilson SL',
      title: 'Gastric pentadecapeptide body protection compound BPC 157 and its role in accelerating musculoskeletal soft tissue healing',
      journal: 'Cell and Tissue Research',
      year: 2019,
      pmid: '30915550',
    },
  ],
};
