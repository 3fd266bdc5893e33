import type { ReactElement } from 'react';
import type { PageIntro } from '../content/schema';
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
import * as S from './solutions/SubPages';

/** A server-rendered content page: its path, its head and opening, and its body. */
export type StaticPage = {
  path: string;
  intro: PageIntro;
  render: () => ReactElement;
  jsonLd?: () => object[];
};

/** Every content route of the spec except the guides (see content/guides) and the app pages (/auth, /chat). */
export const staticPages: StaticPage[] = [
  { path: '/', intro: homePage, render: () => <HomePage /> },
  { path: '/solutions', intro: solutionsPage, render: () => <SolutionsPage /> },
  { path: '/solutions/peptides', intro: sub.peptidesPage, render: () => <S.PeptidesPage /> },
  { path: '/solutions/nutrition', intro: sub.nutritionPage, render: () => <S.NutritionPage /> },
  { path: '/solutions/dosing', intro: sub.dosingPage, render: () => <S.DosingPage /> },
  { path: '/solutions/consultations', intro: sub.consultationsPage, render: () => <S.ConsultationsPage /> },
  { path: '/solutions/research-peptides', intro: sub.researchPeptidesPage, render: () => <S.ResearchPeptidesPage /> },
  { path: '/solutions/cognitive-enhancement', intro: sub.cognitiveEnhancementPage, render: () => <S.CognitiveEnhancementPage /> },
  { path: '/solutions/performance-optimization', intro: sub.performanceOptimizationPage, render: () => <S.PerformanceOptimizationPage /> },
  {
    path: '/solutions/performance-stack',
    intro: sub.performanceStackPage,
    render: () => <StackPage intro={sub.performanceStackPage} stack={sub.stacks.performance} />,
  },
  {
    path: '/solutions/recovery-stack',
    intro: sub.recoveryStackPage,
    render: () => <StackPage intro={sub.recoveryStackPage} stack={sub.stacks.recovery} />,
  },
  {
    path: '/solutions/longevity-stack',
    intro: sub.longevityStackPage,
    render: () => <StackPage intro={sub.longevityStackPage} stack={sub.stacks.longevity} />,
  },
  { path: '/solutions/recovery-protocol', intro: sub.recoveryProtocolPage, render: () => <S.RecoveryProtocolPage /> },
  { path: '/recovery', intro: recoveryPage, render: () => <RecoveryPage /> },
  { path: '/research', intro: researchPage, render: () => <ResearchPage /> },
  { path: '/about', intro: aboutPage, render: () => <AboutPage /> },
  { path: '/contact', intro: contactPage, render: () => <ContactPage /> },
  {
    path: '/education/peptides',
    intro: educationPeptidesPage,
    render: () => <ArticlePage intro={educationPeptidesPage} sections={educationPeptidesSections} sources={educationSources.peptides} />,
  },
  {
    path: '/education/cold-therapy',
    intro: coldTherapyPage,
    render: () => <ArticlePage intro={coldTherapyPage} sections={coldTherapySections} sources={educationSources['cold-therapy']} />,
  },
  {
    path: '/education/red-light',
    intro: redLightPage,
    render: () => <ArticlePage intro={redLightPage} sections={redLightSections} sources={educationSources['red-light']} />,
  },
  { path: '/education/faq', intro: faqPage, render: () => <FaqPage />, jsonLd: () => [faqJsonLd()] },
  { path: '/terms', intro: termsPage, render: () => <LegalPage intro={termsPage} updated={termsUpdated} sections={termsSections} /> },
  {
    path: '/privacy',
    intro: privacyPage,
    render: () => <LegalPage intro={privacyPage} updated={privacyUpdated} sections={privacySections} withContact />,
  },
];
