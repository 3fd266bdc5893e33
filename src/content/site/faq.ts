import { businessFacts } from '../business-facts';
import { company } from '../company';
import type { FaqItem, PageIntro } from '../schema';

export interface FaqGroup {
  title: 'General Questions' | 'Products & Quality';
  items: FaqItem[];
}

export interface StillHaveQuestions {
  heading: 'Still Have Questions?';
  text: string;
}

export const faqPage: PageIntro = {
  seo: {
    title: 'Frequently Asked Questions | Oasis Peptide Lab',
    description:
      'Answers about Oasis Peptide Lab: what we do, how consultations work, peptide purity and testing, research-use-only rules, shipping and storage.',
    keywords: [
      'peptide FAQ',
      'research peptides questions',
      'peptide consultation',
      'peptide purity',
      'peptide shipping',
      'peptide storage',
    ],
  },
  eyebrow: 'FAQ',
  heading: 'Frequently Asked Questions',
  intro:
    'Quick answers about who we are, how our consultations work, and how we supply and ship research peptides. If your question is not here, our team is happy to help.',
};

export const faqGroups: FaqGroup[] = [
  {
    title: 'General Questions',
    items: [
      {
        question: 'What does Oasis Peptide Lab do?',
        answer:
          'We are a Dubai-based research peptide, recovery and performance-optimization company. We supply research-grade peptides, publish education guides, and offer consultations that help driven individuals, athletes and biohackers understand the research behind peptides, recovery, nutrition and cognitive performance. We work with clients worldwide, mainly in the UAE, US, UK and EU.',
      },
      {
        question: 'Is the information on this site medical advice?',
        answer:
          'No. Everything on this site, in our consultations and from our AI assistant is educational and informational only. Our team members are not doctors, we make no medical claims, and all of our products are sold for research use only. Our services are for adults 18 and over. For any health decision, please speak with a licensed healthcare professional.',
      },
      {
        question: 'How do consultations work?',
        answer:
          'Start with a free introductory call: request it through our contact page and we reply within 24 hours. If you decide to go ahead, we schedule your paid initial consultation within 48 hours. The initial consultation lasts 90 minutes ($297) and covers your goals, lifestyle and current routine, followed by personalized protocol recommendations. Follow-up sessions last 45 minutes ($147) and review your progress and adjust the plan. Consultations are held at our Dubai office or remotely, so you can join from anywhere.',
      },
    ],
  },
  {
    title: 'Products & Quality',
    items: [
      {
        question: 'How do you ensure purity and quality?',
        // The batch-testing claim appears only once the client confirms it (business-facts.ts).
        answer: businessFacts.testing.placeholder
          ? 'Our research compounds meet a 99%+ purity standard and are labeled for research use only. If you have a question about a specific product or batch, contact us before you order.'
          : `${businessFacts.testing.value.statement} We only supply compounds that meet our 99%+ purity standard.`,
      },
      {
        question: 'Are your products approved for human use?',
        answer:
          'No. Our peptides are sold strictly for research use only and are not intended for human consumption or to diagnose, treat, cure or prevent any condition. Regulations differ between the UAE, US, UK, EU and other regions, and you are responsible for making sure a purchase is lawful where you live. We may decline orders to destinations where a product cannot be supplied.',
      },
      {
        question: 'How does shipping work, and how should peptides be stored?',
        answer:
          'Shipping is free on orders $150+. Orders are packed discreetly and protected from heat during transit. Store lyophilized (freeze-dried) peptides in a refrigerator at 2-8°C, or a freezer for longer periods, away from light and moisture, and follow the storage notes supplied with each product.',
      },
    ],
  },
];

export const stillHaveQuestions: StillHaveQuestions = {
  heading: 'Still Have Questions?',
  text: `Our team is here to help. Chat with us, call during phone hours (${company.phoneHours}), or email us and we will reply within 24 hours. ${businessFacts.hours.value.saturdayNote}`,
};
