import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { staticPages } from '../pages/registry';
import { publicPaths } from '../routes/seo';
import { request, visibleText } from '../test/http';
import { guideIndex } from './guide-index';
import { guides } from './guides';
import * as schema from './schema';
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

const html = async (path: string) => {
  const res = await request(path);
  expect(res.status, path).toBe(200);
  return res.text();
};
describe('content modules validate against their schemas', () => {
  it('every guide is complete, with its sections in order and real sources', () => {
    expect(guides.map((g) => g.slug)).toEqual(guideIndex.map((g) => g.slug));
    for (const guide of guides) {
      const parsed = schema.GuideSchema.parse(guide);
      const ids = parsed.sections.map((s) => s.id);
      expect(ids.slice(0, 5), guide.slug).toEqual(['definition', 'mechanisms', 'benefits', 'dosing', 'safety']);
      expect(guide.name).toBe(guideIndex.find((g) => g.slug === guide.slug)!.name);
      expect(guide.sources.every((s) => s.pmid || s.doi)).toBe(true);
      expect(guide.dateModified >= guide.datePublished).toBe(true);
      const dosing = parsed.sections.find((s) => s.id === 'dosing')!;
      expect(dosing.paragraphs.at(-1), guide.slug).toMatch(/^Research use only\./);
      // Every inline citation points at a listed source.
      const cited = [...JSON.stringify(parsed.sections).matchAll(/\[(\d+)(?:[,–-]\s?(\d+))*\]/g)].flatMap((m) =>
        m.slice(1).filter(Boolean).map(Number),
      );
      for (const n of cited) expect(n, `${guide.slug} cites [${n}]`).toBeLessThanOrEqual(guide.sources.length);
    }
  });

  it('page intros, cards and lists match the spec entity shapes', () => {
    const intros = staticPages.map((p) => p.intro);
    for (const intro of intros) schema.PageIntroSchema.parse(intro);
    z.array(schema.SolutionCardSchema).length(4).parse(solutions.solutionCards);
    z.array(schema.SolutionCardSchema).length(3).parse(home.offerings);
    z.array(schema.TeamMemberSchema).length(3).parse(team.team);
    z.array(schema.TestimonialSchema).min(1).parse(solutions.testimonials);
    z.array(schema.PeptideCardSchema).length(3).parse(research.researchPeptides);
    z.array(schema.RecoveryMethodSchema).length(6).parse(recovery.recoveryModalities);
    z.array(schema.StatSchema).length(3).parse(recovery.recoveryStats);
    z.array(schema.CategoryCardSchema).length(3).parse(sub.researchCategories);
    z.array(schema.CategoryCardSchema).length(3).parse(sub.cognitiveCategories);
    z.array(schema.ProtocolApproachSchema).length(3).parse(sub.cognitiveApproaches);
    z.array(schema.CategoryCardSchema).length(3).parse(sub.performanceAreas);
    z.array(schema.CategoryCardSchema).length(4).parse(sub.optimizationCategories);
    z.array(schema.PlanDetailSchema).length(3).parse(sub.nutritionPlans);
    z.array(schema.PlanDetailSchema).length(3).parse(sub.dosingTools);
    z.array(schema.RecoveryMethodSchema).min(3).parse(sub.recoveryProtocolMethods);
    z.array(schema.StatSchema).length(3).parse(sub.recoveryProtocolStats);
    for (const s of Object.values(sub.stacks)) z.array(schema.StackCompoundSchema).length(3).parse(s.compounds);
    for (const g of faq.faqGroups) z.array(schema.FaqItemSchema).length(3).parse(g.items);
    expect(faq.faqGroups.map((g) => g.title)).toEqual(['General Questions', 'Products & Quality']);
    z.array(schema.ProseSectionSchema).length(8).parse(legal.termsSections);
    z.array(schema.ProseSectionSchema).length(12).parse(legal.privacySections);
    for (const list of Object.values(edu.educationSources)) z.array(schema.SourceSchema).parse(list);
    z.array(schema.SourceSchema).min(1).parse(research.researchSources);
    expect(contact.whyChoose.map((w) => w.title)).toEqual(['Science-Based', 'Expert Team', 'Personalized']);
    expect(solutions.howItWorks.map((s) => s.title)).toEqual(['Assessment', 'Protocol Design', 'Optimization']);
  });

  it('has no duplicate slugs, paths or titles', () => {
    const paths = publicPaths();
    expect(new Set(paths).size).toBe(paths.length);
    const titles = [...staticPages.map((p) => p.intro.seo.title), ...guides.map((g) => g.seo.title)];
    expect(new Set(titles).size).toBe(titles.length);
    const ids = research.researchPeptides.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

// Spec section 9: each figure must appear verbatim on its page.
const figures: Record<string, string[]> = {
  '/solutions': [
    'From $297/month',
    'From $197/month',
    'From $97/month',
    'From $297/session',
    'Assessment',
    'Protocol Design',
    'Optimization',
  ],
  '/solutions/consultations': ['90 minutes', '$297', '45 minutes', '$147'],
  '/solutions/research-peptides': ['99%+', 'GLP-1'],
  '/recovery': [
    '24/7',
    '15+',
    '100%',
    '2-15 minutes',
    '10-15°C',
    '1-2 minutes',
    '6-12 inches',
    '10-20 minutes',
    '3-5 sessions a week',
    '7-9 hours',
  ],
  '/solutions/recovery-protocol': ['24-48 hours', '7-9 hours'],
  '/education/cold-therapy': ['2-15 minutes', '10-15°C', '1-2 minutes'],
  '/education/red-light': ['6-12 inches', '5-20 minutes', '3-5 sessions a week'],
  '/education/retatrutide': [
    '2mg weekly for 4 weeks',
    '4, 8, up to 12mg weekly',
    'subcutaneous',
    'abdomen or thigh',
    'over 20%',
    'up to 24%',
    'not approved',
  ],
  '/education/tirzepatide': [
    'FDA-approved',
    '2.5mg weekly for 4 weeks',
    '5, 7.5, 10, 12.5 or 15mg weekly',
    'abdomen, thigh or upper arm',
    '15-22%',
    'over 15,000 trial participants',
  ],
  '/education/tesamorelin': ['2mg daily', 'subcutaneous', 'in the evening', '3-6 months', '15-20%'],
  '/education/nad': [
    'IV 250-750mg over 2-4 hours, 1-3 times weekly',
    'subcutaneous 50-100mg daily or several times a week',
    'oral precursors 250-1000mg daily',
  ],
  '/education/cjc-1295': ['with DAC 1-2mg once or twice weekly', 'half-life 6-8 days', 'without DAC 100-200mcg 1-3 times a day'],
  '/terms': ['June 3, 2025', 'United States', 'damaged or defective'],
  '/privacy': ['December 3, 2024', 'privacy@oasispeptidelab.com', 'Dubai'],
  '/contact': [
    'within 24 hours',
    'Mon-Fri 9 AM-6 PM GST (UTC+4)',
    'Sat',
    'Sun',
    'closed',
    'Dubai Silicon Oasis',
    'What to Expect',
    'Send Us a Message',
    'Why Choose',
    'within 48 hours',
  ],
  '/education/faq': [
    'General Questions',
    'Products & Quality',
    'Still Have Questions?',
    'Live Chat',
    'Phone Support',
    'Email Support',
    'Book Free Consultation',
  ],
  '/research': ['BPC-157', 'TB-500', 'GHK-Cu'],
  '/solutions/performance-stack': ['BPC-157', 'TB-500', 'GH Peptides'],
  '/solutions/recovery-stack': ['BPC-157', 'TB-500', 'GHRP-6'],
  '/solutions/longevity-stack': ['Epitalon', 'GHK-Cu', 'NAD+ Precursors'],
};

describe('pages show the spec figures verbatim', () => {
  it.each(Object.entries(figures))('%s', async (path, expected) => {
    const text = visibleText(await html(path));
    for (const figure of expected) expect(text, `${path} should show "${figure}"`).toContain(figure);
  });

  it('every page carries the promo bar and the research-only disclaimer; guides and research pages the not-medical-advice notice', async () => {
    for (const path of publicPaths()) {
      const text = visibleText(await html(path));
      expect(text, path).toContain('Free shipping on orders $150+');
      expect(text, path).toContain('Book Your FREE Consultation Today');
      expect(text, path).toContain('research use only');
      if (guides.some((g) => path === `/education/${g.slug}`) || path === '/research') {
        expect(text, path).toContain('Not medical advice.');
        expect(text, path).toContain('18');
      }
    }
  });
});

describe('internal links', () => {
  it('every internal link on every page answers 200 (after a sign-in redirect)', async () => {
    const links = new Set<string>();
    for (const path of publicPaths()) {
      for (const m of (await html(path)).matchAll(/href="(\/[^"#]*)(?:#[^"]*)?"/g)) {
        const href = m[1]!.replace(/&amp;/g, '&');
        // Static files (images, icons) are served by Workers Static Assets, not the worker under test.
        if (!href.startsWith('/api/') && !/\.(svg|png|ico|webm|mp4|css|js)$/.test(href)) links.add(href);
      }
    }
    expect(links.size).toBeGreaterThan(40);
    for (const href of links) {
      let res = await request(href);
      // A sign-in gate (e.g. /chat for visitors) may redirect: the page it leads to must answer 200.
      if (res.status === 302 || res.status === 303) res = await request(new URL(res.headers.get('Location')!, 'http://localhost').pathname);
      expect(res.status, `${href} should answer 200`).toBe(200);
      await res.arrayBuffer();
    }
  });
});
