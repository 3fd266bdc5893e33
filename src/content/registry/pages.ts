// Pages the assistant knows: path, title, what they are about (a compound, service or modality of the registry) and
// who they are for. Page topics ("how much is it?" on a stack page), page summaries and the chat panel's suggested
// questions are all read from here.
import { COMPOUND_REGISTRY } from './compounds';
import { MODALITIES, type ModalityKey } from './modalities';
import type { ServiceKey } from './services';

export type PageTopic =
  | { kind: 'compound'; key: string }
  | { kind: 'service'; key: ServiceKey; variant?: string }
  | { kind: 'modality'; key: ModalityKey }
  | { kind: 'general'; subject: string };

export type PageEntry = {
  path: string;
  title: string;
  topic: PageTopic;
  audience: string;
  /** Free guidance: the page lists no price and sells nothing ("how much is it?" there gets what does cost). */
  free?: true;
};

const ADULTS = 'adults (18+) interested in';

const guidePages: PageEntry[] = COMPOUND_REGISTRY.filter((c) => c.guide).map((c) => ({
  path: `/education/${c.guide}`,
  title: `${c.name} research guide`,
  topic: { kind: 'compound', key: c.key },
  audience: `${ADULTS} what published research reports on ${c.name}; research use only, not medical advice`,
}));

export const PAGES: readonly PageEntry[] = [
  {
    path: '/',
    title: 'Home',
    topic: { kind: 'general', subject: 'the business' },
    audience: `${ADULTS} recovery, performance and peptide research`,
  },
  {
    path: '/about',
    title: 'About us',
    topic: { kind: 'general', subject: 'the company and team' },
    audience: 'anyone who wants to know who we are',
  },
  {
    path: '/contact',
    title: 'Contact',
    topic: { kind: 'general', subject: 'contact details and the free consultation' },
    audience: 'anyone who wants to reach our team or request the free consultation',
  },
  {
    path: '/solutions',
    title: 'Solutions and prices',
    topic: { kind: 'general', subject: 'services and prices' },
    audience: `${ADULTS} our services`,
  },
  {
    path: '/solutions/peptides',
    title: 'Research peptide stacks',
    topic: { kind: 'service', key: 'stack' },
    audience: `${ADULTS} research peptide stacks`,
  },
  {
    path: '/solutions/performance-stack',
    title: 'Performance Stack',
    topic: { kind: 'service', key: 'stack', variant: 'performance' },
    audience: `${ADULTS} performance research; not for athletes under anti-doping rules`,
  },
  {
    path: '/solutions/recovery-stack',
    title: 'Recovery Stack',
    topic: { kind: 'service', key: 'stack', variant: 'recovery' },
    audience: `${ADULTS} recovery research; not for athletes under anti-doping rules`,
  },
  {
    path: '/solutions/longevity-stack',
    title: 'Longevity Stack',
    topic: { kind: 'service', key: 'stack', variant: 'longevity' },
    audience: `${ADULTS} longevity research`,
  },
  {
    path: '/solutions/nutrition',
    title: 'Nutrition plans',
    topic: { kind: 'service', key: 'nutrition' },
    audience: `${ADULTS} performance, recovery or longevity nutrition`,
  },
  {
    path: '/solutions/dosing',
    title: 'Dosing systems',
    topic: { kind: 'service', key: 'dosing_system' },
    audience: `${ADULTS} documenting research protocols`,
  },
  {
    path: '/solutions/consultations',
    title: 'Consultations',
    topic: { kind: 'service', key: 'consultation' },
    audience: `${ADULTS} a one-to-one assessment and protocol`,
  },
  {
    path: '/solutions/research-peptides',
    title: 'Research peptides',
    topic: { kind: 'service', key: 'research_peptides' },
    audience: 'researchers; research use only, not for human consumption',
  },
  {
    path: '/solutions/cognitive-enhancement',
    title: 'Cognitive enhancement',
    topic: { kind: 'general', subject: 'focus, memory and stress resilience' },
    audience: `${ADULTS} focus and stress resilience`,
  },
  {
    path: '/solutions/performance-optimization',
    title: 'Performance optimization',
    topic: { kind: 'general', subject: 'performance optimization' },
    audience: `${ADULTS} training performance`,
  },
  {
    path: '/solutions/recovery-protocol',
    title: 'Recovery protocol',
    topic: { kind: 'general', subject: 'recovery methods and their durations' },
    audience: `${ADULTS} recovering better between sessions`,
    free: true,
  },
  {
    path: '/recovery',
    title: 'Recovery modalities',
    topic: { kind: 'general', subject: 'recovery modalities' },
    audience: `${ADULTS} recovering better between sessions`,
    free: true,
  },
  {
    path: '/research',
    title: 'Research',
    topic: { kind: 'general', subject: 'peptide research' },
    audience: `${ADULTS} what the studies report`,
  },
  {
    path: '/education/peptides',
    title: 'Peptides explained',
    topic: { kind: 'general', subject: 'research peptides' },
    audience: 'anyone new to peptide research',
  },
  {
    path: '/education/cold-therapy',
    title: 'Cold therapy guide',
    topic: { kind: 'modality', key: 'cold' },
    audience: `${ADULTS} cold plunges and ice baths`,
    free: true,
  },
  {
    path: '/education/red-light',
    title: 'Red light therapy guide',
    topic: { kind: 'modality', key: 'red_light' },
    audience: `${ADULTS} red light therapy`,
    free: true,
  },
  { path: '/education/faq', title: 'FAQ', topic: { kind: 'general', subject: 'common questions' }, audience: 'anyone with a question' },
  ...guidePages,
];

export function pageEntry(path: string): PageEntry | undefined {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  return PAGES.find((p) => p.path === clean);
}

/** Three questions to start with on a page, drawn from what the registry knows about its topic. */
export function suggestedQuestions(path: string): string[] {
  const page = pageEntry(path);
  const topic = page?.topic;
  if (topic?.kind === 'compound') {
    const c = COMPOUND_REGISTRY.find((x) => x.key === topic.key);
    if (c) return [`What does the research report on ${c.name}?`, `Is ${c.name} approved in the UK?`, `Summarise this page`];
  }
  if (topic?.kind === 'modality') {
    const m = MODALITIES.find((x) => x.key === topic.key)!;
    const first = m.temperature
      ? `How cold should a cold plunge be?`
      : m.distance
        ? 'How far away do I sit from the panel?'
        : `How long should ${m.name.toLowerCase()} take?`;
    return [first, 'How often should I do it?', 'Who should avoid it?'];
  }
  if (topic?.kind === 'service') {
    if (topic.key === 'stack') return ['What is in this stack?', 'How much is it?', 'Is it allowed for tested athletes?'];
    if (topic.key === 'free_consultation')
      return ['What do I get in the free consultation?', 'What are your opening hours?', 'Can I book a call?'];
    return ['How much is it?', 'What is included?', 'Can I book a call?'];
  }
  if (path.startsWith('/recovery'))
    return ['How cold should a cold plunge be?', 'How often should I do red light?', 'How much sleep do I need for recovery?'];
  return ['What is BPC-157?', 'How much is the initial consultation?', 'Can I book a call?'];
}
