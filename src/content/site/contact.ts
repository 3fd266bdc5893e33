import { businessFacts } from '../business-facts';
import { company } from '../company';
import type { Icon, PageIntro } from '../schema';

/** Business contact details (from business-facts.ts), shared by the contact channels below. */
export const contactInfo = {
  email: company.email,
  phone: company.phone.display,
  phoneHref: `tel:${company.phone.e164}`,
  address: `${company.address.street}, ${company.address.locality}, ${company.address.city}, ${company.address.country}`,
} as const;

export const contactPage: PageIntro = {
  seo: {
    title: 'Contact Us & Book a Consultation | Oasis Peptide Lab',
    description: 'Email, call or message our Dubai Silicon Oasis team. We reply within 24 hours and offer remote consultations worldwide.',
    keywords: [
      'contact Oasis Peptide Lab',
      'book consultation',
      'peptide consultation Dubai',
      'Dubai Silicon Oasis',
      'remote consultation',
    ],
  },
  eyebrow: 'Contact',
  heading: 'Get in touch',
  intro: 'Questions about a protocol, a product or a consultation? Send us a message and we will reply within 24 hours.',
};

export const contactChannels: {
  icon: Icon;
  title: string;
  value: string;
  detail: string;
  href?: string;
}[] = [
  {
    icon: 'mail',
    title: 'Email',
    value: contactInfo.email,
    detail: 'We reply within 24 hours',
    href: `mailto:${contactInfo.email}`,
  },
  {
    icon: 'phone',
    title: 'Phone',
    value: contactInfo.phone,
    detail: company.phoneHours,
    href: contactInfo.phoneHref,
  },
  {
    icon: 'clock',
    title: 'Business hours',
    value: businessFacts.hours.value.compact,
    detail: 'Gulf Standard Time (GST, UTC+4). Phone line weekdays only.',
  },
  {
    icon: 'map',
    title: 'Headquarters',
    value: 'Dubai Silicon Oasis',
    detail: `${contactInfo.address}. Remote consultations worldwide.`,
    href: company.mapUrl,
  },
];

export const serviceAreas: string[] = [
  'United Arab Emirates',
  'United States',
  'United Kingdom',
  'European Union',
  'Remote consultations worldwide',
];

export const whatToExpect: string[] = [
  'Initial consultation within 48 hours',
  'A thorough assessment of your goals',
  'Personalized protocol recommendations',
  'Ongoing support as your plan evolves',
];

export const whyChoose: { title: string; description: string }[] = [
  {
    title: 'Science-Based',
    description: 'Every recommendation starts from published research, and we are clear about where the evidence is limited.',
  },
  {
    title: 'Expert Team',
    description: 'Coaches, researchers and nutrition specialists work together on every plan.',
  },
  {
    title: 'Personalized',
    description: 'Protocols are built around your goals, schedule and response, never a one-size-fits-all template.',
  },
];

/** What "Book Your FREE Consultation Today" (promo bar, home, FAQ) leads to: a free call, not the paid sessions. */
export const freeConsultation: { heading: string; paragraphs: string[] } = {
  heading: 'Your free consultation',
  paragraphs: [
    'The free consultation is a short introductory call at no cost and with no obligation. Tell us your goals, ask about our services, and we will suggest where to start. Book it online at a time that suits you, or request it with the form below and we reply within 24 hours to find a time.',
    'It is separate from our paid sessions: the initial consultation (90 minutes, $297), where we assess your goals in depth and design your protocol, and follow-up sessions (45 minutes, $147). You only book those if you decide to go ahead.',
  ],
};

/** One honest line on what the promo bar's "24/7 expert support" means (the promo bar links here: #support). */
export const supportLine = `24/7 expert support: the AI assistant and the message form are available at any hour; people answer during business hours (${company.hours[0].label}; ${company.hours[1].label}; the phone line on weekdays only) and we reply within 24 hours.`;
