import type { PageIntro, SolutionCard } from '../schema';

export const homePage: PageIntro = {
  seo: {
    title: 'Research Peptides, Recovery & Performance | Oasis Peptide Lab',
    description:
      'Research-grade peptides, recovery protocols and performance consultations from Dubai Silicon Oasis, for clients in the UAE, US, UK and EU.',
    keywords: ['research peptides', 'peptides Dubai', 'recovery optimization', 'performance optimization', 'longevity', 'biohacking'],
  },
  eyebrow: 'Research peptides · Recovery · Performance',
  heading: 'Science-led performance, recovery and longevity',
  intro:
    'Oasis Peptide Lab pairs 99%+ purity research peptides with evidence-informed recovery and nutrition protocols, shaped around your goals by our coaches and researchers in Dubai.',
};

/** Three short proof points shown under the hero heading. */
export const heroHighlights: string[] = [
  '99%+ purity research compounds',
  'Free shipping on orders $150+',
  'Initial consultation within 48 hours',
];

export const offerings: SolutionCard[] = [
  {
    title: 'Peptide Protocols',
    description:
      'Curated research peptide stacks for performance, recovery and longevity, each with clear protocol notes and research-only guidance.',
    features: ['Performance, Recovery and Longevity stacks', '99%+ purity research compounds', 'Custom stacks on request'],
    price: 'From $297/month',
    href: '/solutions/peptides',
  },
  {
    title: 'Recovery Optimization',
    description: 'Pair peptide research with cold exposure, red light and sleep protocols to structure recovery between hard sessions.',
    features: [
      'Recovery stack: BPC-157, TB-500, GHRP-6 (all prohibited in sport by WADA)',
      'Cold, red light and sleep protocols',
      'Plans built around a 24-48 hours recovery window',
    ],
    price: 'From $297/month',
    href: '/solutions/recovery-stack',
  },
  {
    title: 'Cognitive Performance',
    description:
      'Focus, memory and stress-resilience protocols that combine research on peptides such as Semax and Selank with sleep and daily-routine foundations.',
    features: ['Focus, memory and stress categories', 'Semax and Selank research guides', 'Starts with a 90-minute consultation'],
    price: 'From $297/session',
    href: '/solutions/cognitive-enhancement',
  },
];

/** Home recovery section; the page links it to /recovery. */
export const homeRecovery: { heading: string; intro: string; points: string[] } = {
  heading: 'Recovery is where progress happens',
  intro:
    'Adaptation happens between sessions. Our recovery protocols combine simple, well-studied habits with optional peptide research support.',
  points: [
    'Cold exposure of 2-15 minutes, starting with 1-2 minutes at 10-15°C',
    'Red light sessions of 10-20 minutes, 3-5 sessions a week',
    '7-9 hours of sleep as the foundation of every plan',
    'Allow 24-48 hours of recovery before training the same muscle groups hard again',
  ],
};

/** Home AI assistant preview; examples are questions a visitor might ask. */
export const homeAssistant: { heading: string; intro: string; examples: string[] } = {
  heading: 'Ask our AI assistant',
  intro:
    'Get clear, educational answers about peptides, neuroscience and recovery protocols at any hour. The assistant shares research information, not medical advice.',
  examples: [
    'What does research say about BPC-157 and tendon repair?',
    'How do Semax and Selank differ?',
    'How long should a cold plunge session be?',
    'What is the difference between CJC-1295 with and without DAC?',
  ],
};
