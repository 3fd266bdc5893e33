import { businessFacts, confirmedOnly, noticeFor } from './business-facts';
import { company, disclaimers } from './company';
import { guides } from './guides';
import type { CategoryCard, PageIntro, PlanDetail, ProseSection, RecoveryMethod, SolutionCard, StackCompound, Stat } from './schema';
import * as contact from './site/contact';
import * as edu from './site/education';
import * as faq from './site/faq';
import * as home from './site/home';
import * as legal from './site/legal';
import * as recovery from './site/recovery';
import * as research from './site/research';
import * as solutions from './site/solutions';
import * as sub from './site/solutions-subpages';
import * as team from './site/team';
import { splitSentences } from '../lib/sentences';

/** One quotable unit of a passage: a whole sentence as written, or one item of a list. */
export type Unit = { text: string; list?: true };

/** One passage of site text: a page section, card or list, kept as whole sentences and list items. */
export type Passage = {
  /** Page path, with an anchor when the section has one on the page. */
  href: string;
  /** The page's path without anchor (for "current page" boosts). */
  path: string;
  pageTitle: string;
  heading: string;
  /** Sentences and list items in reading order; answers quote these, never fragments of flattened text. */
  units: Unit[];
  /** The units joined, for search snippets. */
  text: string;
  kind: 'guide' | 'page' | 'faq' | 'legal';
};

const clean = (s: string) => s.replace(/\s*\[\d+(?:[,–-]\s?\d+)*\]/g, '').trim();
const pageTitle = (intro: PageIntro) => intro.heading;
const asSentence = (s: string) => (/[.!?:)]$/.test(s) ? s : `${s}.`);

/** Sentences of some paragraphs, then list items (each its own unit). */
function unitsOf(paragraphs: string[], list: string[] = []): Unit[] {
  return [
    ...paragraphs.flatMap((p) => splitSentences(clean(p)).map((text) => ({ text }))),
    ...list.filter(Boolean).map((item) => ({ text: clean(item), list: true as const })),
  ];
}

function passage(p: Omit<Passage, 'text' | 'units'> & { units: Unit[] }): Passage {
  return { ...p, text: p.units.map((u) => asSentence(u.text)).join(' ') };
}

function prose(path: string, intro: PageIntro, sections: ProseSection[], kind: Passage['kind'] = 'page'): Passage[] {
  return sections.map((s) =>
    passage({
      href: `${path}#${s.id}`,
      path,
      pageTitle: pageTitle(intro),
      heading: s.heading,
      units: unitsOf(s.paragraphs, s.bullets),
      kind,
    }),
  );
}
const introPassage = (path: string, intro: PageIntro, extra: Unit[] = []): Passage =>
  passage({
    href: path,
    path,
    pageTitle: pageTitle(intro),
    heading: intro.heading,
    units: [...unitsOf([intro.intro]), ...extra],
    kind: 'page',
  });

type AnyCard = SolutionCard | CategoryCard | RecoveryMethod | PlanDetail;
const cards = (path: string, intro: PageIntro, items: AnyCard[]): Passage[] =>
  items.map((c) => {
    const units: Unit[] = [];
    if ('duration' in c) units.push({ text: `Duration: ${c.duration}.` });
    if ('price' in c && c.price) units.push({ text: `Price: ${c.price}.` });
    units.push(...unitsOf([c.description]));
    if ('features' in c) units.push(...unitsOf([], c.features));
    if ('items' in c) units.push({ text: `${c.itemsLabel}: ${c.items.join(', ')}.` }, ...unitsOf([], c.benefits));
    if ('duration' in c) units.push(...unitsOf(c.protocol ? [c.protocol] : [], c.benefits));
    if ('includes' in c) units.push(...unitsOf([], c.includes), ...unitsOf(c.howToStart));
    const id = 'id' in c && typeof c.id === 'string' ? c.id : null;
    return passage({ href: id ? `${path}#${id}` : path, path, pageTitle: pageTitle(intro), heading: c.title, units, kind: 'page' });
  });
const stats = (path: string, intro: PageIntro, list: Stat[]): Passage =>
  passage({
    href: path,
    path,
    pageTitle: pageTitle(intro),
    heading: 'Key numbers',
    units: list.map((s) => ({ text: `${s.number} ${s.label}: ${s.description}`, list: true as const })),
    kind: 'page',
  });
const compounds = (path: string, intro: PageIntro, list: StackCompound[]): Passage[] =>
  list.map((c) =>
    passage({
      href: `${path}#compounds`,
      path,
      pageTitle: pageTitle(intro),
      heading: c.name,
      units: unitsOf([c.description], c.benefits),
      kind: 'page',
    }),
  );

/** Every passage of the site's own content, built once per isolate. Illustrative team members and testimonials are left out. */
export const sitePassages: Passage[] = [
  ...guides.flatMap((g) =>
    g.sections.map((s) =>
      passage({
        href: `/education/${g.slug}#${s.id}`,
        path: `/education/${g.slug}`,
        pageTitle: g.headline,
        heading: `${g.name}: ${s.heading}`,
        units: unitsOf(s.paragraphs, s.bullets),
        kind: 'guide',
      }),
    ),
  ),
  ...guides.map((g) =>
    passage({
      href: `/education/${g.slug}`,
      path: `/education/${g.slug}`,
      pageTitle: g.headline,
      heading: g.name,
      units: unitsOf([g.summary]),
      kind: 'guide',
    }),
  ),
  introPassage('/', home.homePage),
  ...cards('/', home.homePage, home.offerings),
  passage({
    href: '/',
    path: '/',
    pageTitle: home.homePage.heading,
    heading: home.homeRecovery.heading,
    units: unitsOf([home.homeRecovery.intro], home.homeRecovery.points),
    kind: 'page',
  }),
  introPassage('/solutions', solutions.solutionsPage),
  ...cards('/solutions', solutions.solutionsPage, solutions.solutionCards),
  passage({
    href: '/solutions#how-it-works',
    path: '/solutions',
    pageTitle: pageTitle(solutions.solutionsPage),
    heading: 'How It Works',
    units: solutions.howItWorks.map((s, i) => ({ text: `${i + 1}. ${s.title}: ${s.description}`, list: true as const })),
    kind: 'page',
  }),
  introPassage('/solutions/peptides', sub.peptidesPage),
  ...sub.stackCards.map((c) =>
    passage({
      href: c.href,
      path: c.href,
      pageTitle: c.title,
      heading: c.title,
      units: [...unitsOf([c.description]), { text: `Compounds: ${c.compounds.join(', ')}.` }],
      kind: 'page',
    }),
  ),
  introPassage('/solutions/nutrition', sub.nutritionPage),
  ...cards('/solutions/nutrition', sub.nutritionPage, [...sub.nutritionPlans, sub.nutritionCustomPlan]),
  introPassage('/solutions/dosing', sub.dosingPage),
  ...cards('/solutions/dosing', sub.dosingPage, sub.dosingTools),
  introPassage('/solutions/consultations', sub.consultationsPage),
  ...sub.consultations.map((c) =>
    passage({
      href: `/solutions/consultations#${c.id}`,
      path: '/solutions/consultations',
      pageTitle: pageTitle(sub.consultationsPage),
      heading: c.title,
      units: [
        { text: `${c.title}: ${c.duration}, ${c.price}.` },
        ...unitsOf([c.description], c.includes),
        { text: 'Book via the contact page.' },
      ],
      kind: 'page',
    }),
  ),
  introPassage('/solutions/research-peptides', sub.researchPeptidesPage),
  ...cards('/solutions/research-peptides', sub.researchPeptidesPage, sub.researchCategories),
  passage({
    href: '/solutions/research-peptides#quality',
    path: '/solutions/research-peptides',
    pageTitle: pageTitle(sub.researchPeptidesPage),
    heading: 'Quality',
    units: unitsOf([], sub.qualityList),
    kind: 'page',
  }),
  introPassage('/solutions/cognitive-enhancement', sub.cognitiveEnhancementPage),
  ...cards('/solutions/cognitive-enhancement', sub.cognitiveEnhancementPage, sub.cognitiveCategories),
  ...sub.cognitiveApproaches.map((a) =>
    passage({
      href: '/solutions/cognitive-enhancement#approaches',
      path: '/solutions/cognitive-enhancement',
      pageTitle: pageTitle(sub.cognitiveEnhancementPage),
      heading: a.title,
      units: unitsOf([a.description], a.includes),
      kind: 'page',
    }),
  ),
  introPassage('/solutions/performance-optimization', sub.performanceOptimizationPage),
  ...cards('/solutions/performance-optimization', sub.performanceOptimizationPage, [
    ...sub.performanceAreas,
    ...sub.optimizationCategories,
  ]),
  ...(['performance', 'recovery', 'longevity'] as const).flatMap((k) => {
    const path = `/solutions/${k}-stack`;
    const intro = { performance: sub.performanceStackPage, recovery: sub.recoveryStackPage, longevity: sub.longevityStackPage }[k];
    const stack = sub.stacks[k];
    return [
      introPassage(path, intro, [...unitsOf([stack.tagline]), { text: `Compounds: ${stack.compounds.map((c) => c.name).join(', ')}.` }]),
      ...compounds(path, intro, stack.compounds),
      passage({
        href: `${path}#protocol-notes`,
        path,
        pageTitle: pageTitle(intro),
        heading: `${stack.name} protocol notes`,
        units: unitsOf([], stack.protocolNotes),
        kind: 'page',
      }),
    ];
  }),
  introPassage('/solutions/recovery-protocol', sub.recoveryProtocolPage),
  ...cards('/solutions/recovery-protocol', sub.recoveryProtocolPage, sub.recoveryProtocolMethods),
  stats('/solutions/recovery-protocol', sub.recoveryProtocolPage, sub.recoveryProtocolStats),
  introPassage('/recovery', recovery.recoveryPage),
  ...cards('/recovery', recovery.recoveryPage, recovery.recoveryModalities),
  stats('/recovery', recovery.recoveryPage, recovery.recoveryStats),
  introPassage('/research', research.researchPage),
  ...research.researchPeptides.map((p) =>
    passage({
      href: `/research#${p.id}`,
      path: '/research',
      pageTitle: pageTitle(research.researchPage),
      heading: p.name,
      units: [...unitsOf([p.description]), { text: 'Potential benefits reported in research:' }, ...unitsOf([], p.benefits)],
      kind: 'page',
    }),
  ),
  introPassage('/about', team.aboutPage),
  passage({
    href: '/about#story',
    path: '/about',
    pageTitle: pageTitle(team.aboutPage),
    heading: 'Our story',
    units: unitsOf(team.aboutStory),
    kind: 'page',
  }),
  // Only confirmed people: placeholder profiles are never presented as real (business-facts.ts).
  ...confirmedOnly(businessFacts.team).map((m) =>
    passage({
      href: '/about#team',
      path: '/about',
      pageTitle: pageTitle(team.aboutPage),
      heading: `${m.name}, ${m.role}`,
      units: unitsOf([`${m.specialization}.`, m.description]),
      kind: 'page',
    }),
  ),
  introPassage('/contact', contact.contactPage),
  passage({
    href: '/contact',
    path: '/contact',
    pageTitle: pageTitle(contact.contactPage),
    heading: 'Contact details and hours',
    units: [
      ...contact.contactChannels.map((c) => ({ text: `${c.title}: ${c.value} (${c.detail}).`, list: true as const })),
      ...unitsOf([noticeFor('contact') ?? '']),
      { text: `Service areas: ${contact.serviceAreas.join(', ')}.` },
      { text: `What to expect: ${contact.whatToExpect.join('; ')}.` },
      {
        text: `Free shipping on orders $${company.freeShippingThreshold}+. We accept ${company.currencies.join(', ')}; payment by ${company.paymentMethods.join(', ').toLowerCase()}.`,
      },
    ],
    kind: 'page',
  }),
  ...prose('/education/peptides', edu.educationPeptidesPage, edu.educationPeptidesSections),
  ...prose('/education/cold-therapy', edu.coldTherapyPage, edu.coldTherapySections),
  ...prose('/education/red-light', edu.redLightPage, edu.redLightSections),
  ...faq.faqGroups.flatMap((g) =>
    g.items.map((i) =>
      passage({
        href: '/education/faq',
        path: '/education/faq',
        pageTitle: 'Frequently Asked Questions',
        heading: i.question,
        units: unitsOf([i.answer]),
        kind: 'faq',
      }),
    ),
  ),
  ...prose('/terms', legal.termsPage, legal.termsSections, 'legal'),
  ...prose('/privacy', legal.privacyPage, legal.privacySections, 'legal'),
  passage({
    href: '/terms',
    path: '/terms',
    pageTitle: 'Terms & Conditions',
    heading: 'Research use only',
    units: unitsOf([disclaimers.researchOnly, disclaimers.notMedicalAdvice, disclaimers.adultsOnly]),
    kind: 'legal',
  }),
];
