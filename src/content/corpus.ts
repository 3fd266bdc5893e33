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

/** One passage of site text: a page section small enough to quote, with the page it belongs to. */
export type Passage = {
  /** Page path, with an anchor when the section has one. */
  href: string;
  /** The page's path without anchor (for "current page" boosts). */
  path: string;
  pageTitle: string;
  heading: string;
  text: string;
  kind: 'guide' | 'page' | 'faq' | 'legal';
};

const clean = (s: string) => s.replace(/\s*\[\d+(?:[,–-]\s?\d+)*\]/g, '').trim();
const pageTitle = (intro: PageIntro) => intro.heading;

function prose(path: string, intro: PageIntro, sections: ProseSection[], kind: Passage['kind'] = 'page'): Passage[] {
  return sections.map((s) => ({
    href: `${path}#${s.id}`,
    path,
    pageTitle: pageTitle(intro),
    heading: s.heading,
    text: clean([...s.paragraphs, ...(s.bullets ?? [])].join(' ')),
    kind,
  }));
}
const introPassage = (path: string, intro: PageIntro): Passage => ({
  href: path,
  path,
  pageTitle: pageTitle(intro),
  heading: intro.heading,
  text: intro.intro,
  kind: 'page',
});
const cards = (path: string, intro: PageIntro, items: (SolutionCard | CategoryCard | RecoveryMethod | PlanDetail)[]): Passage[] =>
  items.map((c) => {
    const parts = [c.description];
    if ('features' in c) parts.push(...c.features, c.price);
    if ('items' in c) parts.push(`${c.itemsLabel}: ${c.items.join(', ')}.`, ...c.benefits);
    if ('duration' in c) parts.push(`Duration: ${c.duration}.`, ...c.benefits, c.protocol ?? '');
    if ('includes' in c) parts.push(c.price, ...c.includes, ...c.howToStart);
    return {
      href: path,
      path,
      pageTitle: pageTitle(intro),
      heading: c.title,
      text: parts.filter(Boolean).join(' '),
      kind: 'page' as const,
    };
  });
const stats = (path: string, intro: PageIntro, list: Stat[]): Passage => ({
  href: path,
  path,
  pageTitle: pageTitle(intro),
  heading: 'Key numbers',
  text: list.map((s) => `${s.number} ${s.label}: ${s.description}`).join(' '),
  kind: 'page',
});
const compounds = (path: string, intro: PageIntro, list: StackCompound[]): Passage[] =>
  list.map((c) => ({
    href: path,
    path,
    pageTitle: pageTitle(intro),
    heading: c.name,
    text: `${c.description} ${c.benefits.join('. ')}.`,
    kind: 'page',
  }));

/** Every passage of the site's own content, built once per isolate. */
export const sitePassages: Passage[] = [
  ...guides.flatMap((g) =>
    g.sections.map((s) => ({
      href: `/education/${g.slug}#${s.id}`,
      path: `/education/${g.slug}`,
      pageTitle: g.headline,
      heading: `${g.name}: ${s.heading}`,
      text: clean([...s.paragraphs, ...(s.bullets ?? [])].join(' ')),
      kind: 'guide' as const,
    })),
  ),
  ...guides.map((g) => ({
    href: `/education/${g.slug}`,
    path: `/education/${g.slug}`,
    pageTitle: g.headline,
    heading: g.name,
    text: g.summary,
    kind: 'guide' as const,
  })),
  introPassage('/', home.homePage),
  ...cards('/', home.homePage, home.offerings),
  {
    href: '/',
    path: '/',
    pageTitle: home.homePage.heading,
    heading: home.homeRecovery.heading,
    text: [home.homeRecovery.intro, ...home.homeRecovery.points].join(' '),
    kind: 'page',
  },
  introPassage('/solutions', solutions.solutionsPage),
  ...cards('/solutions', solutions.solutionsPage, solutions.solutionCards),
  {
    href: '/solutions#how-it-works',
    path: '/solutions',
    pageTitle: pageTitle(solutions.solutionsPage),
    heading: 'How It Works',
    text: solutions.howItWorks.map((s, i) => `${i + 1}. ${s.title}: ${s.description}`).join(' '),
    kind: 'page',
  },
  introPassage('/solutions/peptides', sub.peptidesPage),
  ...sub.stackCards.map((c) => ({
    href: c.href,
    path: c.href,
    pageTitle: c.title,
    heading: c.title,
    text: `${c.description} Compounds: ${c.compounds.join(', ')}.`,
    kind: 'page' as const,
  })),
  introPassage('/solutions/nutrition', sub.nutritionPage),
  ...cards('/solutions/nutrition', sub.nutritionPage, [...sub.nutritionPlans, sub.nutritionCustomPlan]),
  introPassage('/solutions/dosing', sub.dosingPage),
  ...cards('/solutions/dosing', sub.dosingPage, sub.dosingTools),
  introPassage('/solutions/consultations', sub.consultationsPage),
  ...sub.consultations.map((c) => ({
    href: `/solutions/consultations#${c.id}`,
    path: '/solutions/consultations',
    pageTitle: pageTitle(sub.consultationsPage),
    heading: c.title,
    text: `${c.title}: ${c.duration}, ${c.price}. ${c.description} Includes: ${c.includes.join(', ')}. Book via the contact page.`,
    kind: 'page' as const,
  })),
  introPassage('/solutions/research-peptides', sub.researchPeptidesPage),
  ...cards('/solutions/research-peptides', sub.researchPeptidesPage, sub.researchCategories),
  {
    href: '/solutions/research-peptides#quality',
    path: '/solutions/research-peptides',
    pageTitle: pageTitle(sub.researchPeptidesPage),
    heading: 'Quality',
    text: sub.qualityList.join('. ') + '.',
    kind: 'page',
  },
  introPassage('/solutions/cognitive-enhancement', sub.cognitiveEnhancementPage),
  ...cards('/solutions/cognitive-enhancement', sub.cognitiveEnhancementPage, sub.cognitiveCategories),
  ...sub.cognitiveApproaches.map((a) => ({
    href: '/solutions/cognitive-enhancement#approaches',
    path: '/solutions/cognitive-enhancement',
    pageTitle: pageTitle(sub.cognitiveEnhancementPage),
    heading: a.title,
    text: `${a.description} Includes: ${a.includes.join(', ')}.`,
    kind: 'page' as const,
  })),
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
      {
        ...introPassage(path, intro),
        text: `${intro.intro} ${stack.tagline} Compounds: ${stack.compounds.map((c) => c.name).join(', ')}.`,
      },
      ...compounds(path, intro, stack.compounds),
      {
        href: path,
        path,
        pageTitle: pageTitle(intro),
        heading: `${stack.name} protocol notes`,
        text: stack.protocolNotes.join(' '),
        kind: 'page' as const,
      },
    ];
  }),
  introPassage('/solutions/recovery-protocol', sub.recoveryProtocolPage),
  ...cards('/solutions/recovery-protocol', sub.recoveryProtocolPage, sub.recoveryProtocolMethods),
  stats('/solutions/recovery-protocol', sub.recoveryProtocolPage, sub.recoveryProtocolStats),
  introPassage('/recovery', recovery.recoveryPage),
  ...cards('/recovery', recovery.recoveryPage, recovery.recoveryModalities),
  stats('/recovery', recovery.recoveryPage, recovery.recoveryStats),
  introPassage('/research', research.researchPage),
  ...research.researchPeptides.map((p) => ({
    href: `/research#${p.id}`,
    path: '/research',
    pageTitle: pageTitle(research.researchPage),
    heading: p.name,
    text: `${p.description} Potential benefits reported in research: ${p.benefits.join('; ')}.`,
    kind: 'page' as const,
  })),
  introPassage('/about', team.aboutPage),
  {
    href: '/about#story',
    path: '/about',
    pageTitle: pageTitle(team.aboutPage),
    heading: 'Our story',
    text: team.aboutStory.join(' '),
    kind: 'page',
  },
  // Only confirmed people: placeholder profiles are never presented as real (business-facts.ts).
  ...confirmedOnly(businessFacts.team).map((m) => ({
    href: '/about#team',
    path: '/about',
    pageTitle: pageTitle(team.aboutPage),
    heading: `${m.name}, ${m.role}`,
    text: `${m.specialization}. ${m.description}`,
    kind: 'page' as const,
  })),
  introPassage('/contact', contact.contactPage),
  {
    href: '/contact',
    path: '/contact',
    pageTitle: pageTitle(contact.contactPage),
    heading: 'Contact details and hours',
    text: [
      ...contact.contactChannels.map((c) => `${c.title}: ${c.value} (${c.detail}).`),
      noticeFor('contact') ?? '',
      `Service areas: ${contact.serviceAreas.join(', ')}.`,
      `What to expect: ${contact.whatToExpect.join('; ')}.`,
      `Free shipping on orders $${company.freeShippingThreshold}+. We accept ${company.currencies.join(', ')}; payment by ${company.paymentMethods.join(', ').toLowerCase()}.`,
    ].join(' '),
    kind: 'page',
  },
  ...prose('/education/peptides', edu.educationPeptidesPage, edu.educationPeptidesSections),
  ...prose('/education/cold-therapy', edu.coldTherapyPage, edu.coldTherapySections),
  ...prose('/education/red-light', edu.redLightPage, edu.redLightSections),
  ...faq.faqGroups.flatMap((g) =>
    g.items.map((i) => ({
      href: '/education/faq',
      path: '/education/faq',
      pageTitle: 'Frequently Asked Questions',
      heading: i.question,
      text: i.answer,
      kind: 'faq' as const,
    })),
  ),
  ...prose('/terms', legal.termsPage, legal.termsSections, 'legal'),
  ...prose('/privacy', legal.privacyPage, legal.privacySections, 'legal'),
  {
    href: '/terms',
    path: '/terms',
    pageTitle: 'Terms & Conditions',
    heading: 'Research use only',
    text: `${disclaimers.researchOnly} ${disclaimers.notMedicalAdvice} ${disclaimers.adultsOnly}`,
    kind: 'legal',
  },
];
