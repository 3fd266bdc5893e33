import { z } from 'zod';

/** Search-engine block shared by every page and guide. */
export const SeoSchema = z.object({
  title: z.string().min(10).max(70),
  description: z.string().min(50).max(170),
  keywords: z.array(z.string().min(2)).min(3),
});
export type Seo = z.infer<typeof SeoSchema>;

/** A published paper; at least one of pmid or doi is required so every source can be checked. */
export const SourceSchema = z
  .object({
    authors: z.string().min(3),
    title: z.string().min(5),
    journal: z.string().min(2),
    // Relative to today, so the check never goes stale.
    year: z
      .number()
      .int()
      .min(1950)
      .refine((y) => y <= new Date().getUTCFullYear(), { message: 'A source year cannot be in the future' }),
    pmid: z
      .string()
      .regex(/^\d{5,9}$/)
      .optional(),
    doi: z
      .string()
      .regex(/^10\.\d{4,9}\/\S+$/)
      .optional(),
  })
  .refine((s) => s.pmid || s.doi, { message: 'A source needs a PMID or a DOI' });
export type Source = z.infer<typeof SourceSchema>;

/** The kind of evidence behind a finding, from the cited source's design (shown as "Evidence: human trial"). */
export const EvidenceKindSchema = z.enum(['human-trial', 'human-observational', 'animal', 'lab']);
export type EvidenceKind = z.infer<typeof EvidenceKindSchema>;

/**
 * What one paragraph of "What the research reports" rests on: the kinds of evidence its cited sources report, or
 * 'limits' for a paragraph that reports no finding but says what the evidence does not show.
 */
export const ParagraphEvidenceSchema = z.union([z.array(EvidenceKindSchema).min(1), z.literal('limits')]);
export type ParagraphEvidence = z.infer<typeof ParagraphEvidenceSchema>;

/** One block of a guide: paragraphs, then an optional bullet list. Citations are written inline as [1], [2]. */
export const GuideSectionSchema = z
  .object({
    id: z.enum(['definition', 'mechanisms', 'benefits', 'dosing', 'safety', 'extra']),
    heading: z.string().min(3),
    paragraphs: z.array(z.string().min(20)).min(1),
    bullets: z.array(z.string().min(3)).optional(),
    /** One entry per paragraph; required on the "What the research reports" (benefits) section. */
    evidence: z.array(ParagraphEvidenceSchema).optional(),
  })
  .refine((s) => s.id !== 'benefits' || s.evidence?.length === s.paragraphs.length, {
    message: 'Every paragraph of "What the research reports" needs an evidence label',
  })
  .refine((s) => !s.evidence || s.evidence.length === s.paragraphs.length, { message: 'One evidence entry per paragraph' });

export type GuideSection = z.infer<typeof GuideSectionSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const GuideSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  /** Short display name used in menus, e.g. "BPC-157". */
  name: z.string().min(2),
  /** The H1 of the page. */
  headline: z.string().min(5),
  /** One-sentence summary shown under the H1 and in cards. */
  summary: z.string().min(30),
  seo: SeoSchema,
  datePublished: isoDate,
  dateModified: isoDate,
  sections: z.array(GuideSectionSchema).min(5),
  sources: z.array(SourceSchema).min(1),
});
export type Guide = z.infer<typeof GuideSchema>;

// ---- Entity shapes of the client's spec, section 3 ----

/** Internal site path or absolute https URL. */
const href = z.string().regex(/^(\/[a-z0-9\-/]*(\?[^\s]*)?(#[a-z0-9-]+)?|https:\/\/\S+|mailto:\S+|tel:\+?[0-9]+)$/);

export const SolutionCardSchema = z.object({
  title: z.string(),
  description: z.string(),
  features: z.array(z.string()).min(2),
  price: z.string(),
  href,
});
export type SolutionCard = z.infer<typeof SolutionCardSchema>;

export const TeamMemberSchema = z.object({
  name: z.string(),
  role: z.string(),
  specialization: z.string(),
  /** Path under /images, e.g. "/images/team/sarah.svg" (an illustrated avatar). */
  image: z.string().startsWith('/images/'),
  description: z.string(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TestimonialSchema = z.object({
  name: z.string(),
  role: z.string(),
  content: z.string(),
  results: z.string(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

export const PeptideCardSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string(),
  description: z.string(),
  benefits: z.array(z.string()).min(2),
  image: z.string().startsWith('/images/'),
  /** Guide or page with more detail, when one exists. */
  href: href.optional(),
});
export type PeptideCard = z.infer<typeof PeptideCardSchema>;

export const FaqItemSchema = z.object({ question: z.string(), answer: z.string() });
export type FaqItem = z.infer<typeof FaqItemSchema>;

/** Icon names the UI can draw (inline SVG icons). */
export const IconSchema = z.enum([
  'flask',
  'heart',
  'brain',
  'bolt',
  'shield',
  'leaf',
  'snowflake',
  'sun',
  'moon',
  'activity',
  'dumbbell',
  'clock',
  'target',
  'chart',
  'users',
  'droplet',
  'flame',
  'sparkles',
  'mail',
  'phone',
  'map',
]);
export type Icon = z.infer<typeof IconSchema>;

export const CategoryCardSchema = z.object({
  icon: IconSchema,
  title: z.string(),
  description: z.string(),
  /** "compounds or methods list" of the spec. */
  items: z.array(z.string()).min(1),
  itemsLabel: z.enum(['Compounds', 'Methods', 'Focus areas']).default('Compounds'),
  benefits: z.array(z.string()).min(1),
});
export type CategoryCard = z.infer<typeof CategoryCardSchema>;

export const ProtocolApproachSchema = z.object({
  title: z.string(),
  description: z.string(),
  includes: z.array(z.string()).min(2),
});
export type ProtocolApproach = z.infer<typeof ProtocolApproachSchema>;

export const StackCompoundSchema = z.object({
  name: z.string(),
  description: z.string(),
  benefits: z.array(z.string()).min(2),
  /** Guide slug when the compound has a guide. */
  guide: z.string().optional(),
});
export type StackCompound = z.infer<typeof StackCompoundSchema>;

export const RecoveryMethodSchema = z.object({
  icon: IconSchema,
  title: z.string(),
  duration: z.string(),
  description: z.string(),
  benefits: z.array(z.string()).min(2),
  /** "protocols" of the /recovery modality cards. */
  protocol: z.string().optional(),
});
export type RecoveryMethod = z.infer<typeof RecoveryMethodSchema>;

export const StatSchema = z.object({ number: z.string(), label: z.string(), description: z.string() });
export type Stat = z.infer<typeof StatSchema>;

/** A titled block of prose for education and legal pages. */
export const ProseSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  heading: z.string(),
  paragraphs: z.array(z.string()).min(1),
  bullets: z.array(z.string()).optional(),
});
export type ProseSection = z.infer<typeof ProseSectionSchema>;

/** Details behind a nutrition plan or dosing tool card (the buttons that used to do nothing). */
export const PlanDetailSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  icon: IconSchema,
  title: z.string(),
  description: z.string(),
  price: z.string(),
  includes: z.array(z.string()).min(3),
  howToStart: z.array(z.string()).min(2),
  /** Subject prefilled on /contact when the visitor asks about it. */
  contactSubject: z.string(),
});
export type PlanDetail = z.infer<typeof PlanDetailSchema>;

/** The head and opening of a page: every route has one. */
export const PageIntroSchema = z.object({
  seo: SeoSchema,
  /** Small label above the H1. */
  eyebrow: z.string().optional(),
  heading: z.string(),
  intro: z.string().min(40),
});
export type PageIntro = z.infer<typeof PageIntroSchema>;
