import { guideIndex } from './guide-index';

export type NavLink = { label: string; href: string };

/** Main navigation; the Peptide Therapy dropdown sits between Recovery and Research. */
export const mainNav = {
  before: [
    { label: 'Solutions', href: '/solutions' },
    { label: 'Recovery', href: '/recovery' },
  ],
  peptideTherapy: {
    label: 'Peptide Therapy',
    items: guideIndex.map((g) => ({ label: g.name, href: `/education/${g.slug}` })),
  },
  after: [
    { label: 'Research', href: '/research' },
    { label: 'FAQ', href: '/education/faq' },
    { label: 'About', href: '/about' },
  ],
} satisfies {
  before: NavLink[];
  peptideTherapy: { label: string; items: NavLink[] };
  after: NavLink[];
};

export const footerColumns: { title: string; links: NavLink[] }[] = [
  {
    title: 'Solutions',
    links: [
      { label: 'Peptide Stacks', href: '/solutions/peptides' },
      { label: 'Nutrition Plans', href: '/solutions/nutrition' },
      { label: 'Dosing Systems', href: '/solutions/dosing' },
      { label: 'Consultations', href: '/solutions/consultations' },
      { label: 'Research Peptides', href: '/solutions/research-peptides' },
      { label: 'Recovery Protocol', href: '/solutions/recovery-protocol' },
    ],
  },
  {
    title: 'Learn',
    links: [
      { label: 'What Are Research Peptides', href: '/education/peptides' },
      { label: 'Cold Therapy', href: '/education/cold-therapy' },
      { label: 'Red Light Therapy', href: '/education/red-light' },
      { label: 'Research', href: '/research' },
      { label: 'FAQ', href: '/education/faq' },
      { label: 'Search', href: '/search' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Contact', href: '/contact' },
      { label: 'Terms & Conditions', href: '/terms' },
      { label: 'Privacy Policy', href: '/privacy' },
    ],
  },
];
