// Services and prices, as the assistant answers them. Prices, durations and what is included are read from the site
// content (solutions.ts, solutions-subpages.ts, contact.ts), so changing a price there is the one edit; answers.test.ts
// checks that the assistant's answer follows it.
import { freeCall } from '../site/booking';
import { freeConsultation } from '../site/contact';
import { solutionCards } from '../site/solutions';
import { consultations, dosingTools, nutritionPlans, stacks, type StackKey } from '../site/solutions-subpages';

export type ServiceKey = 'free_consultation' | 'consultation' | 'stack' | 'nutrition' | 'dosing_system' | 'research_peptides';

export type ServiceEntry = {
  key: ServiceKey;
  /** A variant of the service ("initial", "follow-up", "performance"...). */
  variant?: string;
  name: string;
  /** Lower-case phrases that name it, matched as whole words after normalising ("initial consultation"). */
  words: string[];
  /** As the site writes it ("$297", "From $197/month"); null when the site gives none. */
  price: string | null;
  duration?: string;
  /** What is included, as the site lists it. */
  includes: string[];
  /** One sentence on what it is. */
  description: string;
  /** How it is delivered, when the site says. */
  delivery?: string;
  href: string;
  /** How to start, step by step, when its page lists the steps (the nutrition plans). */
  howToStart?: readonly string[];
  /** Adults only (every service is). */
  adultsOnly: true;
};

const card = (href: string) => solutionCards.find((c) => c.href === href)!;
const initial = consultations.find((c) => c.id === 'initial')!;
const followUp = consultations.find((c) => c.id === 'follow-up')!;
const REMOTE = 'held remotely worldwide, or in person in Dubai';

/** "90 min", "90-minute", "90 minute" for a session that lasts "90 minutes". */
const lengthWords = (duration: string): string[] => {
  const n = /^(\d+) minutes$/.exec(duration)?.[1];
  return n ? [`${n} min`, `${n} mins`, `${n}-minute`, `${n} minute`, `${n}min`] : [];
};

const stack = (key: StackKey): ServiceEntry => ({
  key: 'stack',
  variant: key,
  name: stacks[key].name,
  words: [`${key} stack`, `${key} stacks`, `${key}stack`, `${key} stak`, `${key} stakc`],
  price: card('/solutions/peptides').price,
  includes: stacks[key].compounds.map((c) => c.name),
  description: stacks[key].tagline,
  href: `/solutions/${key}-stack`,
  adultsOnly: true,
});

/** One of the nutrition plans ("Longevity Nutrition"), a version of the nutrition service like a stack of the stacks. */
const plan = (p: (typeof nutritionPlans)[number]): ServiceEntry => {
  const variant = p.id.replace(/-nutrition$/, '');
  return {
    key: 'nutrition',
    variant,
    name: p.title,
    words: [p.title.toLowerCase(), `${variant} nutrition plan`, `${variant} nutrition plans`, `${variant} diet plan`],
    price: p.price,
    includes: p.includes,
    description: p.description,
    href: `/solutions/nutrition#${p.id}`,
    howToStart: p.howToStart,
    adultsOnly: true,
  };
};

export const SERVICES: readonly ServiceEntry[] = [
  {
    key: 'free_consultation',
    name: 'Free consultation',
    words: [
      'free consultation',
      'free consult',
      'free call',
      'free one',
      'free session one',
      'introductory call',
      'intro call',
      'discovery call',
      'free session',
    ],
    price: 'Free',
    duration: `${freeCall.duration}, a short introductory call`,
    includes: ['Tell us your goals', 'Ask about our services', 'We suggest where to start', 'No cost and no obligation'],
    description: freeConsultation.paragraphs[0]!,
    delivery:
      'a call, held remotely; book it on our booking page, or request it with the contact form and we reply within 24 hours to find a time',
    href: '/contact',
    adultsOnly: true,
  },
  {
    key: 'consultation',
    variant: 'initial',
    name: initial.title,
    words: [
      'initial consultation',
      'initial consult',
      'first consultation',
      'first session',
      'first appointment',
      'initial session',
      'initial appointment',
      // "The 90 min one": its length names it.
      ...lengthWords(initial.duration),
    ],
    price: initial.price,
    duration: initial.duration,
    includes: initial.includes,
    description: initial.description,
    delivery: REMOTE,
    href: '/solutions/consultations#initial',
    adultsOnly: true,
  },
  {
    key: 'consultation',
    variant: 'follow-up',
    name: followUp.title,
    words: [
      'follow up',
      'follow-up',
      'followup',
      'follow ups',
      'follow-ups',
      'followups',
      'follow up session',
      'follow-up session',
      'check in session',
      // "Do I need to keep coming back?": the sessions after the first.
      'coming back',
      'come back',
      'keep coming',
      'return visit',
      'return visits',
      'repeat session',
      'repeat sessions',
      'further session',
      'further sessions',
      'ongoing sessions',
      ...lengthWords(followUp.duration),
    ],
    price: followUp.price,
    duration: followUp.duration,
    includes: followUp.includes,
    description: followUp.description,
    delivery: REMOTE,
    href: '/solutions/consultations#follow-up',
    adultsOnly: true,
  },
  {
    key: 'consultation',
    name: 'Consultations',
    words: ['consultation', 'consultations', 'consult', 'consults', 'appointment', 'appointments', 'session', 'sessions', 'coaching'],
    price: card('/solutions/consultations').price,
    includes: [`${initial.title}: ${initial.duration}, ${initial.price}`, `${followUp.title}: ${followUp.duration}, ${followUp.price}`],
    description: card('/solutions/consultations').description,
    delivery: REMOTE,
    href: '/solutions/consultations',
    adultsOnly: true,
  },
  stack('performance'),
  stack('recovery'),
  stack('longevity'),
  {
    key: 'stack',
    name: 'Peptide stacks',
    words: ['stack', 'stacks', 'peptide stack', 'peptide stacks', 'stak'],
    price: card('/solutions/peptides').price,
    includes: card('/solutions/peptides').features,
    description: card('/solutions/peptides').description,
    href: '/solutions/peptides',
    adultsOnly: true,
  },
  ...nutritionPlans.map(plan),
  {
    key: 'nutrition',
    name: 'Nutrition plans',
    words: ['nutrition', 'nutrition plan', 'nutrition plans', 'meal plan', 'meal plans', 'diet plan', 'diet plans'],
    price: card('/solutions/nutrition').price,
    includes: [...card('/solutions/nutrition').features, `Plans: ${nutritionPlans.map((p) => p.title).join(', ')}`],
    description: card('/solutions/nutrition').description,
    href: '/solutions/nutrition',
    howToStart: nutritionPlans[0]!.howToStart,
    adultsOnly: true,
  },
  {
    key: 'dosing_system',
    name: 'Dosing systems',
    words: [
      'dosing system',
      'dosing systems',
      'dosing tool',
      'dosing tools',
      'dosing calculator',
      'dosing thing',
      'dosing app',
      'dosing service',
      'dosing plan',
      'dosing subscription',
      'calculator',
      'calculators',
      'response tracking',
      'cycling protocols',
      'precision calculations',
    ],
    price: card('/solutions/dosing').price,
    includes: [...card('/solutions/dosing').features, `Tools: ${dosingTools.map((p) => p.title).join(', ')}`],
    description: card('/solutions/dosing').description,
    href: '/solutions/dosing',
    adultsOnly: true,
  },
  {
    key: 'research_peptides',
    name: 'Research peptides',
    words: ['research peptides', 'your peptides', 'your products', 'individual peptides', 'single peptides'],
    price: null,
    includes: ['Growth factors and recovery compounds at 99%+ purity', 'Labeled for research use only'],
    description: 'Growth factors and recovery compounds supplied at 99%+ purity, for research use only.',
    href: '/solutions/research-peptides',
    adultsOnly: true,
  },
];

/** The entry for a service (and variant); the general entry when the variant has none. */
export function serviceEntry(key: ServiceKey, variant?: string): ServiceEntry | undefined {
  return SERVICES.find((s) => s.key === key && s.variant === variant) ?? SERVICES.find((s) => s.key === key && !s.variant);
}
