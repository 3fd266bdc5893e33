import { businessFacts } from '../business-facts';
import type { PageIntro, TeamMember } from '../schema';

export const aboutPage: PageIntro = {
  seo: {
    title: 'About Us: Our Team & Mission | Oasis Peptide Lab',
    description:
      'Founded in Dubai in 2023, Oasis Peptide Lab brings together performance coaches, researchers and nutrition specialists. Research use only.',
    keywords: ['about Oasis Peptide Lab', 'peptide research team', 'Dubai Silicon Oasis', 'performance coaching', 'nutrition specialist'],
  },
  eyebrow: 'About Us',
  heading: 'The people behind Oasis Peptide Lab',
  intro:
    'We are coaches, researchers and nutrition specialists who believe performance and recovery science should be clear, honest and personal.',
};

/** Team cards (from business-facts.ts); while they are placeholders the pages add noticeFor('team'). */
export const team: TeamMember[] = businessFacts.team.map((f) => f.value);

export const aboutStory: string[] = [
  'Our mission is to make peptide research and recovery science clear, accessible and responsibly presented for people who take their performance seriously.',
  'Oasis Peptide Lab was founded in 2023 in Dubai. Today our team of 10-50 coaches, researchers and support specialists works from Dubai Silicon Oasis, serving clients in the UAE, the US, the UK and the EU, with remote consultations worldwide.',
  'Our products are sold for research use only. We make no medical claims, nothing on this site is medical advice, and our staff are not doctors. Please speak with a licensed healthcare professional before making health decisions. Our services are for adults 18 and over.',
];

export const aboutValues: { title: string; description: string }[] = [
  {
    title: 'Evidence First',
    description: 'We start from published research and say plainly where the evidence is limited or comes only from animal studies.',
  },
  {
    title: 'Transparency',
    description: 'Clear prices, a 99%+ purity standard and honest, research-only labeling on everything we sell.',
  },
  {
    title: 'Personal Attention',
    description: 'Every plan is built around one person: your goals, your schedule and how you respond.',
  },
];

export const consultationCta: { heading: string; text: string } = {
  heading: 'Book Your FREE Consultation',
  text: "Start with a free introductory call. Tell us what you want to achieve and we'll reply within 24 hours to find a time that suits you.",
};
