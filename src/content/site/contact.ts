import type { Icon, PageIntro } from '../schema';

/** Business contact details, shared by the contact channels below. */
export const contactInfo = {
  email: 'hello@oasispeptidelab.com',
  phone: '+971 4 326 1500',
  phoneHref: 'tel:+97143261500',
  address: 'Office 304, Building A1, Dubai Digital Park, Dubai Silicon Oasis, Dubai, United Arab Emirates',
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
    detail: 'Mon-Fri 9 AM-6 PM GST (UTC+4)',
    href: contactInfo.phoneHref,
  },
  {
    icon: 'clock',
    title: 'Business hours',
    value: 'Mon-Fri 9-6, Sat 10-4, Sun closed',
    detail: 'Gulf Standard Time (GST, UTC+4)',
  },
  {
    icon: 'map',
    title: 'Headquarters',
    value: 'Dubai Silicon Oasis',
    detail: `${contactInfo.address}. Remote consultations worldwide.`,
    href: 'https://www.google.com/maps/search/?api=1&query=Dubai+Digital+Park+Dubai+Silicon+Oasis',
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
    description: 'Performance coaches, a biochemistry research lead and a nutrition specialist work together on every plan.',
  },
  {
    title: 'Personalized',
    description: 'Protocols are built around your goals, schedule and response, never a one-size-fits-all template.',
  },
];
