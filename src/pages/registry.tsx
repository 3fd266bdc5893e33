import type { ReactElement } from 'react';
import type { PageIntro } from '../content/schema';
import type { CssGroup } from '../lib/css-groups';
import { contactPage } from '../content/site/contact';
import {
  coldTherapyPage,
  coldTherapySections,
  educationPeptidesPage,
  educationPeptidesSections,
  educationSources,
  redLightPage,
  redLightSections,
} from '../content/site/education';
import { faqPage } from '../content/site/faq';
import { homePage } from '../content/site/home';
import { privacyPage, privacySections, privacyUpdated, termsPage, termsSections, termsUpdated } from '../content/site/legal';
import { recoveryPage } from '../content/site/recovery';
import { researchPage } from '../content/site/research';
import { solutionsPage } from '../content/site/solutions';
import * as sub from '../content/site/solutions-subpages';
import { aboutPage } from '../content/site/team';
import { AboutPage } from './AboutPage';
import { ContactPage } from './ContactPage';
import { ArticlePage } from './education/ArticlePage';
import { FaqPage, faqJsonLd } from './education/FaqPage';
import { HomePage } from './HomePage';
import { LegalPage } from './LegalPage';
import { RecoveryPage } from './RecoveryPage';
import { ResearchPage } from './ResearchPage';
import { SolutionsPage } from './solutions/SolutionsPage';
import { StackPage } from './solutions/StackPage';
import type { PageMeta } from './page-meta';
import * as S from './solutions/SubPages';

/**
 * A server-rendered content page: its path, its head and opening, the page CSS groups its first screen draws (inlined
 * in its head: src/lib/css-groups.ts; reading pages draw no form, so they leave out `forms`), and its body. Adding a
 * page is one entry here: its route, sitemap line, CSS and CSP follow from it.
 */
export type StaticPage = {
  path: string;
  intro: PageIntro;
  css: readonly CssGroup[];
  render: () => ReactElement;
  jsonLd?: () => object[];
};

/** What a content page's route renders: its SEO block, path and CSS groups, and its JSON-LD. */
export const staticPageMeta = (page: StaticPage): PageMeta => ({
  ...page.intro.seo,
  path: page.path,
  css: page.css,
  jsonLd: page.jsonLd?.(),
});

/** Solutions pages show plans, protocols and the contact form. */
const SOLUTIONS = ['forms', 'plans', 'protocols', 'contactForm'] as const satisfies readonly CssGroup[];

/** Every content route of the spec except the guides (see content/guides) and the app pages (/auth, /chat). */
export const staticPages: StaticPage[] = [
  { path: '/', css: ['forms', 'home', 'team', 'contactForm'], intro: homePage, render: () => <HomePage /> },
  { path: '/solutions', css: SOLUTIONS, intro: solutionsPage, render: () => <SolutionsPage /> },
  { path: '/solutions/peptides', css: SOLUTIONS, intro: sub.peptidesPage, render: () => <S.PeptidesPage /> },
  { path: '/solutions/nutrition', css: SOLUTIONS, intro: sub.nutritionPage, render: () => <S.NutritionPage /> },
  { path: '/solutions/dosing', css: SOLUTIONS, intro: sub.dosingPage, render: () => <S.DosingPage /> },
  { path: '/solutions/consultations', css: SOLUTIONS, intro: sub.consultationsPage, render: () => <S.ConsultationsPage /> },
  { path: '/solutions/research-peptides', css: SOLUTIONS, intro: sub.researchPeptidesPage, render: () => <S.ResearchPeptidesPage /> },
  {
    path: '/solutions/cognitive-enhancement',
    css: SOLUTIONS,
    intro: sub.cognitiveEnhancementPage,
    render: () => <S.CognitiveEnhancementPage />,
  },
  {
    path: '/solutions/performance-optimization',
    css: SOLUTIONS,
    intro: sub.performanceOptimizationPage,
    render: () => <S.PerformanceOptimizationPage />,
  },
  {
    path: '/solutions/performance-stack',
    css: SOLUTIONS,
    intro: sub.performanceStackPage,
    render: () => <StackPage intro={sub.performanceStackPage} stack={sub.stacks.performance} />,
  },
  {
    path: '/solutions/recovery-stack',
    css: SOLUTIONS,
    intro: sub.recoveryStackPage,
    render: () => <StackPage intro={sub.recoveryStackPage} stack={sub.stacks.recovery} />,
  },
  {
    path: '/solutions/longevity-stack',
    css: SOLUTIONS,
    intro: sub.longevityStackPage,
    render: () => <StackPage intro={sub.longevityStackPage} stack={sub.stacks.longevity} />,
  },
  { path: '/solutions/recovery-protocol', css: SOLUTIONS, intro: sub.recoveryProtocolPage, render: () => <S.RecoveryProtocolPage /> },
  { path: '/recovery', css: ['forms', 'protocols', 'contactForm'], intro: recoveryPage, render: () => <RecoveryPage /> },
  { path: '/research', css: [], intro: researchPage, render: () => <ResearchPage /> },
  { path: '/about', css: ['forms', 'team', 'contactForm'], intro: aboutPage, render: () => <AboutPage /> },
  { path: '/contact', css: ['forms', 'contactPage', 'contactForm', 'contactResult'], intro: contactPage, render: () => <ContactPage /> },
  {
    path: '/education/peptides',
    css: [],
    intro: educationPeptidesPage,
    render: () => <ArticlePage intro={educationPeptidesPage} sections={educationPeptidesSections} sources={educationSources.peptides} />,
  },
  {
    path: '/education/cold-therapy',
    css: [],
    intro: coldTherapyPage,
    render: () => <ArticlePage intro={coldTherapyPage} sections={coldTherapySections} sources={educationSources['cold-therapy']} />,
  },
  {
    path: '/education/red-light',
    css: [],
    intro: redLightPage,
    render: () => <ArticlePage intro={redLightPage} sections={redLightSections} sources={educationSources['red-light']} />,
  },
  { path: '/education/faq', css: ['faq'], intro: faqPage, render: () => <FaqPage />, jsonLd: () => [faqJsonLd()] },
  {
    path: '/terms',
    css: ['legal'],
    intro: termsPage,
    render: () => <LegalPage intro={termsPage} updated={termsUpdated} sections={termsSections} />,
  },
  {
    path: '/privacy',
    css: ['legal'],
    intro: privacyPage,
    render: () => <LegalPage intro={privacyPage} updated={privacyUpdated} sections={privacySections} withContact />,
  },
];
