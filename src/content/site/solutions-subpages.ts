import { businessFacts } from '../business-facts';
import type { SportNoteKey } from './anti-doping';
import type { CategoryCard, PageIntro, PlanDetail, ProtocolApproach, RecoveryMethod, StackCompound, Stat } from '../schema';

// ---- Page intros, one per /solutions/* sub-route ----

export const peptidesPage: PageIntro = {
  seo: {
    title: 'Research Peptide Stacks | Oasis Peptide Lab',
    description:
      'Explore Performance, Recovery and Longevity research peptide stacks from $297/month, or ask our team for a custom stack built around your goals.',
    keywords: ['peptide stacks', 'research peptides', 'performance stack', 'recovery stack', 'longevity stack'],
  },
  eyebrow: 'Peptide Stacks',
  heading: 'Research peptide stacks',
  intro:
    'Three curated stacks, each pairing compounds that are studied together, with protocol notes and research-only guidance. From $297/month.',
};

export const nutritionPage: PageIntro = {
  seo: {
    title: 'Performance & Longevity Nutrition Plans | Oasis Peptide Lab',
    description:
      'Personalized performance, recovery and longevity nutrition plans from $197/month, built around your training, schedule and food preferences.',
    keywords: ['nutrition plans', 'sports nutrition Dubai', 'recovery nutrition', 'longevity nutrition', 'meal planning'],
  },
  eyebrow: 'Nutrition Plans',
  heading: 'Nutrition plans that fit your training',
  intro:
    'Food is the foundation every protocol is built on. Choose a plan for performance, recovery or longevity, or ask us for a custom plan. From $197/month.',
};

export const dosingPage: PageIntro = {
  seo: {
    title: 'Peptide Dosing Systems & Tracking | Oasis Peptide Lab',
    description:
      'Precision calculations, cycling protocols and response tracking for research protocols, from $97/month. Research use only; not medical advice.',
    keywords: ['peptide dosing calculator', 'reconstitution calculator', 'peptide cycling', 'response tracking'],
  },
  eyebrow: 'Dosing Systems',
  heading: 'Dosing systems for precise, documented research',
  intro:
    'Accurate calculations, structured cycles and consistent tracking make research protocols easier to follow and assess. From $97/month. For research use only.',
};

export const consultationsPage: PageIntro = {
  seo: {
    title: 'Performance & Peptide Consultations | Oasis Peptide Lab',
    description:
      'Book a 90-minute initial consultation ($297) or a 45-minute follow-up ($147) with our performance and research team, in Dubai or remotely.',
    keywords: ['peptide consultation', 'performance coaching Dubai', 'recovery consultation', 'remote consultation'],
  },
  eyebrow: 'Consultations',
  heading: 'One-to-one consultations',
  intro:
    'Work directly with our coaches and researchers to assess your goals and design a protocol. Consultations are educational and are not medical advice.',
};

export const researchPeptidesPage: PageIntro = {
  seo: {
    title: 'Research Peptides: 99%+ Purity | Oasis Peptide Lab',
    description:
      'Growth factors and recovery compounds at 99%+ purity, plus what the research says about GLP-1 agonists. For research use only; not medical advice.',
    keywords: ['research peptides', 'GLP-1 agonists', 'growth factors', 'recovery peptides', 'peptide purity'],
  },
  eyebrow: 'Research Peptides',
  heading: 'Research peptides: three categories',
  intro:
    'Research on peptides falls into three categories: GLP-1 agonists, growth factors and recovery compounds. We supply growth factors and recovery compounds at 99%+ purity, labeled for research use only and not for human consumption. GLP-1 agonists are approved or investigational medicines, so we cover their research here and in our guides but do not sell them.',
};

export const cognitiveEnhancementPage: PageIntro = {
  seo: {
    title: 'Cognitive Enhancement Protocols | Oasis Peptide Lab',
    description:
      'Focus, memory and stress-resilience protocols that combine nootropic peptide research such as Semax and Selank with sleep and lifestyle foundations.',
    keywords: ['cognitive enhancement', 'nootropic peptides', 'Semax', 'Selank', 'focus and memory'],
  },
  eyebrow: 'Cognitive Enhancement',
  heading: 'Sharper focus, steadier under pressure',
  intro:
    'Cognitive performance rests on sleep, stress management and routine. Our protocols build those foundations first, then add research on nootropic peptides where it fits.',
};

export const performanceOptimizationPage: PageIntro = {
  seo: {
    title: 'Athletic Performance Optimization | Oasis Peptide Lab',
    description:
      'Strength, endurance and body-composition programs that bring together peptide research, nutrition, recovery systems and data-driven training.',
    keywords: ['performance optimization', 'athletic performance', 'strength and conditioning', 'body composition'],
  },
  eyebrow: 'Performance Optimization',
  heading: 'Optimize every part of your performance',
  intro:
    'Training, nutrition, recovery and research-informed protocols work best together. We help you find the limiting factor and build a plan around it.',
};

export const performanceStackPage: PageIntro = {
  seo: {
    title: 'Performance Stack: BPC-157, TB-500, GH Peptides | Oasis Peptide Lab',
    description:
      'The Performance Stack combines BPC-157, TB-500 and GH peptides, compounds studied for tissue repair and growth hormone signaling. Research use only.',
    keywords: ['performance stack', 'BPC-157', 'TB-500', 'GH peptides', 'research peptides'],
  },
  eyebrow: 'Performance Stack',
  heading: 'Performance Stack',
  intro:
    'BPC-157, TB-500 and growth hormone peptides: compounds studied for tissue repair, training recovery and growth hormone signaling. For research use only.',
};

export const recoveryStackPage: PageIntro = {
  seo: {
    title: 'Recovery Stack: BPC-157, TB-500, GHRP-6 | Oasis Peptide Lab',
    description:
      'The Recovery Stack combines BPC-157, TB-500 and GHRP-6, compounds studied in soft-tissue and growth hormone research. For research use only.',
    keywords: ['recovery stack', 'BPC-157', 'TB-500', 'GHRP-6', 'recovery peptides'],
  },
  eyebrow: 'Recovery Stack',
  heading: 'Recovery Stack',
  intro:
    'BPC-157, TB-500 and GHRP-6: compounds studied in soft-tissue repair and growth hormone research, paired with recovery fundamentals. For research use only.',
};

export const longevityStackPage: PageIntro = {
  seo: {
    title: 'Longevity Stack: Epitalon, GHK-Cu, NAD+ | Oasis Peptide Lab',
    description:
      'The Longevity Stack combines Epitalon, GHK-Cu and NAD+ precursors, compounds studied in cellular aging and energy metabolism. Research use only.',
    keywords: ['longevity stack', 'Epitalon', 'GHK-Cu', 'NAD+ precursors', 'healthy aging research'],
  },
  eyebrow: 'Longevity Stack',
  heading: 'Longevity Stack',
  intro:
    'Epitalon, GHK-Cu and NAD+ precursors: compounds studied in cellular aging, tissue remodeling and energy metabolism. For research use only.',
};

export const recoveryProtocolPage: PageIntro = {
  seo: {
    title: 'Recovery Protocol: Cold, Light & Sleep | Oasis Peptide Lab',
    description:
      'A structured recovery protocol: cold exposure, red light, 7-9 hours of sleep, compression and mobility, timed around 24-48 hours of recovery.',
    keywords: ['recovery protocol', 'cold exposure', 'red light therapy', 'sleep optimization', 'athlete recovery'],
  },
  eyebrow: 'Recovery Protocol',
  heading: 'A recovery protocol you can follow',
  intro:
    'Simple, well-studied recovery methods with clear durations, so you know exactly what to do between hard sessions and how often to do it.',
};

// ---- /solutions/peptides ----

export const stackCards: {
  title: string;
  description: string;
  href: string;
  compounds: string[];
}[] = [
  {
    title: 'Performance Stack',
    description: 'Compounds studied for tissue repair, training recovery and growth hormone signaling.',
    href: '/solutions/performance-stack',
    compounds: ['BPC-157', 'TB-500', 'GH Peptides'],
  },
  {
    title: 'Recovery Stack',
    description: 'Compounds studied in soft-tissue repair and growth hormone research, paired with recovery fundamentals.',
    href: '/solutions/recovery-stack',
    compounds: ['BPC-157', 'TB-500', 'GHRP-6'],
  },
  {
    title: 'Longevity Stack',
    description: 'Compounds studied in cellular aging, tissue remodeling and energy metabolism.',
    href: '/solutions/longevity-stack',
    compounds: ['Epitalon', 'GHK-Cu', 'NAD+ Precursors'],
  },
];

export const customStack: { heading: string; text: string } = {
  heading: 'Need a custom stack?',
  text: 'Tell us about your goals, training and timeline, and our team will design a research stack around them in consultation.',
};

// ---- /solutions/nutrition ----

const nutritionSteps = [
  'Send us a message with your goals and training schedule.',
  'Complete a short intake on your current diet, training and food preferences.',
  'Receive your plan and book your first check-in.',
];

export const nutritionPlans: PlanDetail[] = [
  {
    id: 'performance-nutrition',
    icon: 'dumbbell',
    title: 'Performance Nutrition',
    description: 'Fuel training and competition with calorie, macronutrient and meal-timing targets matched to your sessions.',
    price: 'From $197/month',
    includes: [
      'Personalized calorie and macronutrient targets',
      'Pre-, intra- and post-training fueling plan',
      'Hydration and electrolyte guidance for hot climates',
      'Regular reviews and adjustments',
    ],
    howToStart: nutritionSteps,
    contactSubject: 'Nutrition plan: Performance Nutrition',
  },
  {
    id: 'recovery-nutrition',
    icon: 'heart',
    title: 'Recovery Nutrition',
    description:
      'Support recovery between hard sessions with protein distribution, carbohydrate refueling and sleep-friendly evening meals.',
    price: 'From $197/month',
    includes: [
      'Protein targets spread across the day',
      'Post-training refueling guidance',
      'Evening meal structure that supports sleep',
      'Regular reviews and adjustments',
    ],
    howToStart: nutritionSteps,
    contactSubject: 'Nutrition plan: Recovery Nutrition',
  },
  {
    id: 'longevity-nutrition',
    icon: 'leaf',
    title: 'Longevity Nutrition',
    description: 'A sustainable, whole-food approach to eating well for the long term, built around habits you can keep.',
    price: 'From $197/month',
    includes: [
      'Whole-food meal framework',
      'Fiber, protein and micronutrient targets',
      'Practical guidance for eating out and travel',
      'Regular reviews and adjustments',
    ],
    howToStart: nutritionSteps,
    contactSubject: 'Nutrition plan: Longevity Nutrition',
  },
];

export const nutritionCustomPlan: PlanDetail = {
  id: 'custom-nutrition-plan',
  icon: 'target',
  title: 'Custom Nutrition Plan',
  description: "Not sure which plan fits? We'll build one around your goals, schedule and food preferences.",
  price: 'From $197/month',
  includes: [
    'Intake review of goals, training and current diet',
    'A plan combining performance, recovery and longevity priorities',
    'Regular reviews and adjustments',
  ],
  howToStart: nutritionSteps,
  contactSubject: 'Nutrition plan: Custom Nutrition Plan',
};

// ---- /solutions/dosing ----

export const dosingTools: PlanDetail[] = [
  {
    id: 'precision-calculations',
    icon: 'target',
    title: 'Precision Calculations',
    description: 'Accurate reconstitution and dose calculations for research protocols, with units converted and double-checked.',
    price: 'From $97/month',
    includes: ['Reconstitution volume and concentration calculator', 'mg, mcg and unit conversions', 'Printable protocol sheet'],
    howToStart: [
      'Send us a message naming the compounds you are researching.',
      'We set up your calculation sheet and walk you through it.',
    ],
    contactSubject: 'Dosing system: Precision Calculations',
  },
  {
    id: 'cycling-protocols',
    icon: 'clock',
    title: 'Cycling Protocols',
    description: 'Plan on and off periods for each compound so research protocols stay structured and documented.',
    price: 'From $97/month',
    includes: ['Cycle calendar for each compound', 'Reminders for on and off periods', 'Notes from the published research'],
    howToStart: ['Send us a message describing your current protocol.', 'We build your cycle calendar and review it with you.'],
    contactSubject: 'Dosing system: Cycling Protocols',
  },
  {
    id: 'response-tracking',
    icon: 'chart',
    title: 'Response Tracking',
    description: 'Log sleep, recovery, training and subjective markers to see clearly how a protocol is going.',
    price: 'From $97/month',
    includes: ['Daily log for sleep, training and recovery', 'Weekly trend summary', 'Review during follow-up sessions'],
    howToStart: ['Send us a message with the markers you want to track.', 'We set up your log and agree a review schedule.'],
    contactSubject: 'Dosing system: Response Tracking',
  },
];

// ---- /solutions/consultations ----

export const consultations: {
  id: string;
  title: string;
  duration: string;
  price: string;
  description: string;
  includes: string[];
}[] = [
  {
    id: 'initial',
    title: 'Initial Consultation',
    duration: '90 minutes',
    price: '$297',
    description: 'A comprehensive session to assess your goals, training, recovery, sleep and nutrition and design your first protocol.',
    includes: [
      'Goal and lifestyle assessment',
      'Review of training, recovery, sleep and nutrition',
      'Personalized protocol recommendations',
      'Written summary after the session',
    ],
  },
  {
    id: 'follow-up',
    title: 'Follow-up Session',
    duration: '45 minutes',
    price: '$147',
    description: 'A focused check-in to review your progress and tracking data and adjust your protocol.',
    includes: ['Progress and tracking review', 'Protocol adjustments', 'Answers to your research questions'],
  },
];

// ---- /solutions/research-peptides ----

export const researchCategories: CategoryCard[] = [
  {
    icon: 'flask',
    title: 'GLP-1 Agonists',
    description:
      'Incretin-based medicines studied in large clinical trials of appetite, glucose regulation and body weight. Semaglutide and tirzepatide are approved prescription medicines and retatrutide is investigational, so we do not sell them: we explain the research in our guides and in consultation.',
    items: ['Appetite and satiety signaling', 'Glucose regulation', 'Body-weight trials'],
    itemsLabel: 'Focus areas',
    benefits: [
      'Tirzepatide phase 3 results in our guide',
      'Retatrutide phase 2 results in our guide',
      'Education only, not offered for sale',
    ],
  },
  {
    icon: 'chart',
    title: 'Growth Factors',
    description: 'Growth hormone secretagogues and releasing-hormone analogs studied for their effects on natural growth hormone release.',
    items: ['CJC-1295', 'Ipamorelin', 'GHRP-6'],
    itemsLabel: 'Compounds',
    benefits: ['Growth hormone and IGF-1 research', 'Body-composition studies', 'Sleep and recovery research'],
  },
  {
    icon: 'shield',
    title: 'Recovery Compounds',
    description: 'Peptides studied mainly in animal and cell models for soft-tissue repair and tissue remodeling.',
    items: ['BPC-157', 'TB-500', 'GHK-Cu'],
    itemsLabel: 'Compounds',
    benefits: ['Tendon and ligament research', 'Cell-migration studies', 'Collagen and skin research'],
  },
];

// Batch-testing claims join the list only once the client confirms them (business-facts.ts).
export const qualityList: string[] = [
  '99%+ purity',
  ...(businessFacts.testing.placeholder ? [] : businessFacts.testing.value.items),
  'Lyophilized, sealed and stored under controlled conditions',
  'Discreet, tracked shipping, free on orders $150+',
  'Labeled for research use only',
];

// ---- /solutions/cognitive-enhancement ----

export const cognitiveCategories: CategoryCard[] = [
  {
    icon: 'target',
    title: 'Focus & Attention',
    description: 'Research into attention and mental energy, built on consistent sleep and daily routine.',
    items: ['Semax', 'NAD+ Precursors'],
    itemsLabel: 'Compounds',
    benefits: ['Attention research in animal and human studies', 'Cellular energy metabolism research', 'Structured deep-work routines'],
  },
  {
    icon: 'brain',
    title: 'Memory & Learning',
    description: 'Nootropic peptides studied for learning, memory and neuroplasticity, mainly in animal models.',
    items: ['Semax', 'Selank'],
    itemsLabel: 'Compounds',
    benefits: ['Learning and memory research', 'Neuroplasticity (BDNF) studies', 'Sleep habits that support memory'],
  },
  {
    icon: 'leaf',
    title: 'Stress & Resilience',
    description: 'Research into the stress response, paired with practical routines for staying calm under pressure.',
    items: ['Selank', 'Semax'],
    itemsLabel: 'Compounds',
    benefits: ['Stress-response research', 'Calm, clear thinking under pressure', 'Better wind-down before sleep'],
  },
];

export const cognitiveApproaches: ProtocolApproach[] = [
  {
    title: 'Foundations First',
    description: 'Sleep, light exposure, training and caffeine timing shape cognition more than any compound, so we start there.',
    includes: ['Sleep schedule review', 'Morning light and caffeine timing', 'Exercise and recovery balance'],
  },
  {
    title: 'Targeted Research Protocols',
    description: 'Where it fits your goals, we review the research on nootropic peptides such as Semax and Selank with you.',
    includes: ['Summary of the published research', 'Research-only protocol notes', 'Links to our Semax and Selank guides'],
  },
  {
    title: 'Track and Adjust',
    description: 'Simple daily ratings of focus, mood and sleep show what is working and what to change.',
    includes: ['Daily focus and sleep log', 'Weekly trend review', 'Adjustments in follow-up sessions'],
  },
];

// ---- /solutions/performance-optimization ----

export const performanceAreas: CategoryCard[] = [
  {
    icon: 'dumbbell',
    title: 'Strength & Power',
    description: 'Build maximal strength and power with progressive training and enough recovery to adapt.',
    items: ['Maximal strength', 'Power output', 'Training tolerance'],
    itemsLabel: 'Focus areas',
    benefits: ['Structured progression', 'Recovery matched to training load', 'Fewer stalled training blocks'],
  },
  {
    icon: 'activity',
    title: 'Endurance & Conditioning',
    description: 'Improve aerobic capacity and pacing while managing fatigue across long training weeks.',
    items: ['Aerobic base', 'Threshold work', 'Heat and hydration'],
    itemsLabel: 'Focus areas',
    benefits: ['Smarter weekly load', 'Fueling for long sessions', 'Hydration guidance for hot climates'],
  },
  {
    icon: 'flame',
    title: 'Body Composition',
    description: 'Change body composition steadily with nutrition, training and sleep working together.',
    items: ['Lean mass', 'Fat loss', 'Sustainable habits'],
    itemsLabel: 'Focus areas',
    benefits: ['Clear protein and calorie targets', 'Progress tracked beyond the scale', 'Habits you can keep'],
  },
];

export const optimizationCategories: CategoryCard[] = [
  {
    icon: 'flask',
    title: 'Peptide Research',
    description: 'Research compounds studied for tissue repair and growth hormone signaling.',
    items: ['BPC-157', 'TB-500', 'CJC-1295', 'Ipamorelin'],
    itemsLabel: 'Compounds',
    benefits: ['Research-only protocol notes', '99%+ purity compounds', 'Reviewed in consultation'],
  },
  {
    icon: 'droplet',
    title: 'Nutrition Strategy',
    description: 'Fueling and hydration matched to your training and climate.',
    items: ['Macronutrient targets', 'Meal timing', 'Electrolytes and hydration'],
    itemsLabel: 'Methods',
    benefits: ['Energy for key sessions', 'Better recovery between sessions', 'Simple, repeatable meals'],
  },
  {
    icon: 'snowflake',
    title: 'Recovery Systems',
    description: 'Well-studied recovery methods with clear durations.',
    items: ['Cold exposure', 'Red light', 'Sleep optimization', 'Compression'],
    itemsLabel: 'Methods',
    benefits: ['Less perceived soreness', 'Better sleep quality', 'More consistent training'],
  },
  {
    icon: 'chart',
    title: 'Training & Tracking',
    description: 'Data that shows how you respond, so the plan changes when it should.',
    items: ['Periodized programming', 'Heart rate variability', 'Training logs'],
    itemsLabel: 'Methods',
    benefits: ['Objective progress markers', 'Earlier signs of overreaching', 'Informed adjustments'],
  },
];

// ---- /solutions/{performance,recovery,longevity}-stack ----

export type StackKey = 'performance' | 'recovery' | 'longevity';
export type StackDetail = {
  name: string;
  /** Prohibited-in-sport note shown on the stack page (anti-doping.ts). */
  sportNote: SportNoteKey;
  tagline: string;
  compounds: StackCompound[];
  protocolNotes: string[];
};

const bpc157: StackCompound = {
  name: 'BPC-157',
  description:
    'A 15-amino-acid peptide derived from a protein found in gastric juice, studied mainly in animal models of tendon, ligament and muscle repair.',
  benefits: ['Tendon and ligament research in animal models', 'Muscle repair studies', 'Blood-vessel formation (angiogenesis) research'],
  guide: 'bpc-157',
};

const tb500: StackCompound = {
  name: 'TB-500',
  description: 'A synthetic fragment of thymosin beta-4, a protein involved in cell migration and actin regulation.',
  benefits: ['Cell migration and actin research', 'Soft-tissue repair studies in animal models'],
  guide: 'tb-500',
};

const researchOnlyNote = 'Research use only: these notes are educational and are not dosing instructions or medical advice.';

export const stacks: Record<StackKey, StackDetail> = {
  performance: {
    name: 'Performance Stack',
    sportNote: 'performanceStack',
    tagline: 'Compounds studied for tissue repair, training recovery and growth hormone signaling.',
    compounds: [
      bpc157,
      tb500,
      {
        name: 'GH Peptides',
        description:
          'Growth hormone-releasing peptides such as CJC-1295 (a GHRH analog) and Ipamorelin (a ghrelin-receptor agonist), studied for increasing the body’s own pulsatile growth hormone release.',
        benefits: ['Growth hormone and IGF-1 research', 'Sleep and body-composition studies', 'Pulsatile release research'],
      },
    ],
    protocolNotes: [
      researchOnlyNote,
      'Stacks are reviewed in consultation against your training load and goals.',
      'Log training, sleep and recovery markers so any changes can be assessed objectively.',
      'No compound replaces the fundamentals: 7-9 hours of sleep, adequate protein and planned rest.',
    ],
  },
  recovery: {
    name: 'Recovery Stack',
    sportNote: 'recoveryStack',
    tagline: 'Compounds studied in soft-tissue repair and growth hormone research.',
    compounds: [
      bpc157,
      tb500,
      {
        name: 'GHRP-6',
        description:
          'A growth hormone–releasing hexapeptide that acts on the ghrelin receptor, studied for growth hormone release and its marked effect on appetite.',
        benefits: ['Ghrelin-receptor research', 'Growth hormone release studies', 'Appetite-signaling research'],
      },
    ],
    protocolNotes: [
      researchOnlyNote,
      'Plan hard sessions around a recovery window of 24-48 hours.',
      'Combine with cold exposure, red light and 7-9 hours of sleep; see our recovery protocol.',
      'Stacks are reviewed in consultation against your training load and goals.',
    ],
  },
  longevity: {
    name: 'Longevity Stack',
    sportNote: 'longevityStack',
    tagline: 'Compounds studied in cellular aging, tissue remodeling and energy metabolism.',
    compounds: [
      {
        name: 'Epitalon',
        description:
          'A synthetic tetrapeptide (Ala-Glu-Asp-Gly) modeled on a pineal gland extract, studied mainly in cell and animal models.',
        benefits: ['Telomerase activity research in cell models', 'Circadian and melatonin-rhythm studies'],
      },
      {
        name: 'GHK-Cu',
        description: 'A naturally occurring copper-binding tripeptide studied for collagen, skin and tissue-remodeling signaling.',
        benefits: ['Collagen and skin research', 'Gene-expression studies in cell models', 'Tissue-remodeling research'],
      },
      {
        name: 'NAD+ Precursors',
        description:
          'Compounds such as nicotinamide riboside (NR) and nicotinamide mononucleotide (NMN) that the body uses to make NAD+, a coenzyme central to energy metabolism.',
        benefits: ['Cellular energy metabolism research', 'Studies on age-related decline in NAD+ levels'],
        guide: 'nad',
      },
    ],
    protocolNotes: [
      researchOnlyNote,
      'Oral NAD+ precursors are studied at 250-1000mg daily; see our NAD+ guide for the research context.',
      'Longevity work is long-term: sleep, training and nutrition habits come first.',
      'Stacks are reviewed in consultation against your goals.',
    ],
  },
};

// ---- /solutions/recovery-protocol ----

export const recoveryProtocolMethods: RecoveryMethod[] = [
  {
    icon: 'snowflake',
    title: 'Cold Exposure',
    duration: '2-15 minutes',
    description: 'Cold plunges or cold showers after training. Research suggests cold exposure may reduce perceived muscle soreness.',
    benefits: ['May reduce perceived soreness', 'Boosts alertness', 'Builds tolerance to discomfort'],
    protocol: 'Cold plunge at 10-15°C. Start with 1-2 minutes and build up gradually.',
  },
  {
    icon: 'sun',
    title: 'Red Light',
    duration: '10-20 minutes',
    description: 'Red and near-infrared light, studied for muscle recovery and skin health.',
    benefits: ['Studied for muscle recovery', 'Skin and collagen research', 'Easy to fit into a routine'],
    protocol: 'Sit 6-12 inches from the panel, 3-5 sessions a week.',
  },
  {
    icon: 'moon',
    title: 'Sleep',
    duration: '7-9 hours',
    description: 'The most powerful recovery tool there is. Consistent timing matters as much as total hours.',
    benefits: ['Supports muscle repair and adaptation', 'Sharper focus and mood', 'Steadier appetite'],
    protocol: 'Keep a consistent bedtime and a cool, dark bedroom.',
  },
  {
    icon: 'activity',
    title: 'Compression',
    duration: '20-30 minutes',
    description: 'Pneumatic compression boots or compression garments after long or intense sessions.',
    benefits: ['May ease perceived leg fatigue', 'Simple to use while resting'],
  },
  {
    icon: 'dumbbell',
    title: 'Mobility & Active Recovery',
    duration: '10-30 minutes',
    description: 'Light movement, mobility drills and easy cardio on rest days to keep you moving without adding fatigue.',
    benefits: ['Maintains range of motion', 'Light movement on rest days', 'Helps you feel ready for the next session'],
  },
];

export const recoveryProtocolStats: Stat[] = [
  {
    number: '24-48 hours',
    label: 'Recovery window',
    description: 'Allow 24-48 hours before training the same muscle groups hard again.',
  },
  {
    number: '7-9 hours',
    label: 'Nightly sleep',
    description: 'Aim for 7-9 hours of sleep a night, at consistent times.',
  },
  {
    number: '3-5',
    label: 'Red light sessions a week',
    description: 'Red light works best as a routine: 3-5 sessions a week of 10-20 minutes.',
  },
];
