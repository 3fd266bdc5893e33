import { businessFacts } from '../business-facts';
import type { PageIntro, SolutionCard, Testimonial } from '../schema';

export const solutionsPage: PageIntro = {
  seo: {
    title: 'Peptide Stacks, Nutrition & Consultations | Oasis Peptide Lab',
    description:
      'Peptide stacks from $297/month, nutrition plans from $197/month, dosing systems from $97/month and consultations from $297/session.',
    keywords: ['peptide stacks', 'nutrition plans', 'peptide dosing systems', 'performance consultation', 'Oasis Peptide Lab solutions'],
  },
  eyebrow: 'Solutions',
  heading: 'Solutions built around your goals',
  intro:
    'Choose a research peptide stack, a nutrition plan, a dosing system or a one-to-one consultation. Every option starts with your goals and is refined as you go.',
};

export const solutionCards: SolutionCard[] = [
  {
    title: 'Peptide Stacks',
    description: 'Curated research peptide stacks for performance, recovery and longevity, with protocol notes for each compound.',
    features: ['Performance, Recovery and Longevity stacks', '99%+ purity research compounds', 'Free shipping on orders $150+'],
    price: 'From $297/month',
    href: '/solutions/peptides',
  },
  {
    title: 'Nutrition Plans',
    description: 'Performance, recovery and longevity nutrition plans built around your training, schedule and food preferences.',
    features: ['Calorie and macronutrient targets for your goals', 'Meal timing around training', 'Regular check-ins and adjustments'],
    price: 'From $197/month',
    href: '/solutions/nutrition',
  },
  {
    title: 'Dosing Systems',
    description:
      'Tools for precise research calculations, cycle planning and response tracking, so every protocol is documented and consistent.',
    features: ['Reconstitution and dose calculations', 'Cycling schedules', 'Response tracking log'],
    price: 'From $97/month',
    href: '/solutions/dosing',
  },
  {
    title: 'Consultations',
    description: 'One-to-one sessions with our performance and research team to assess your goals and design a personalized protocol.',
    features: ['Initial consultation: 90 minutes, $297', 'Follow-up session: 45 minutes, $147', 'Remote consultations worldwide'],
    price: 'From $297/session',
    href: '/solutions/consultations',
  },
];

export const howItWorks: { title: string; description: string }[] = [
  {
    title: 'Assessment',
    description: 'In a 90-minute initial consultation we review your goals, training, recovery, sleep and nutrition.',
  },
  {
    title: 'Protocol Design',
    description:
      'Your coach and our research team put together a written protocol covering recovery, nutrition and, where relevant, research peptide options.',
  },
  {
    title: 'Optimization',
    description: 'Follow-up sessions track how you respond and refine the plan as your goals and training change.',
  },
];

/** Client statements (from business-facts.ts); while they are placeholders the page adds noticeFor('testimonials'). */
export const testimonials: Testimonial[] = businessFacts.testimonials.map((f) => f.value);

export const testimonialsNote =
  'Individual results vary. These are personal experiences, not typical or guaranteed outcomes, and nothing here is medical advice. Research peptides are for research use only.';

export const solutionsCta: { heading: string; text: string } = {
  heading: 'Ready to build your protocol?',
  text: 'Tell us about your goals and book a free introductory call. We reply within 24 hours and can schedule your initial consultation within 48 hours.',
};
