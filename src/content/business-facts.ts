import { z } from 'zod';
import { TeamMemberSchema, TestimonialSchema } from './schema';

// Every client fact the spec does not give lives here. Each stays `placeholder: true` until the client confirms it;
// `npm run deploy` refuses while any placeholder remains (src/content/launch-guard.ts), and pages showing one carry a notice.

/** A path the fact is shown on, or '*' for every page (footer, structured data). */
const PagePath = z.union([z.literal('*'), z.string().regex(/^\/[a-z0-9\-/]*$/)]);

const fact = <T extends z.ZodType>(value: T) =>
  z.object({
    /** True until the client has confirmed the value. */
    placeholder: z.boolean(),
    /** What the client is asked to confirm, in the launch guard's report. */
    label: z.string().min(3),
    /** Where it appears; content.test.ts renders the site and checks this list. */
    pages: z.array(PagePath),
    /** False for claims kept off every page until confirmed (the pages above show them only then). */
    shownWhilePlaceholder: z.boolean().default(true),
    value,
  });

const ContactPhoneSchema = z.object({ display: z.string().min(6), e164: z.string().regex(/^\+[1-9]\d{6,14}$/) });
const StreetAddressSchema = z.object({ street: z.string().min(3), postalCode: z.string().min(3) });
const GeoSchema = z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) });
const TestingSchema = z.object({
  /** One sentence about how batches are tested, shown only once confirmed. */
  statement: z.string().min(20),
  /** Quality-list lines naming the methods and documents. */
  items: z.array(z.string().min(5)).min(1),
});

export const BusinessFactsSchema = z.object({
  email: fact(z.email()),
  privacyEmail: fact(z.email()),
  phone: fact(ContactPhoneSchema),
  address: fact(StreetAddressSchema),
  geo: fact(GeoSchema),
  /** Batch-testing claims beyond the spec's "99%+": hidden until confirmed. */
  testing: fact(TestingSchema),
  team: z.array(fact(TeamMemberSchema)).length(3),
  testimonials: z.array(fact(TestimonialSchema)).min(1),
});
export type BusinessFacts = z.infer<typeof BusinessFactsSchema>;

export const businessFacts: BusinessFacts = BusinessFactsSchema.parse({
  email: { placeholder: true, label: 'General contact email', pages: ['*'], value: 'hello@oasispeptidelab.com' },
  privacyEmail: { placeholder: true, label: 'Privacy contact email', pages: ['/privacy'], value: 'privacy@oasispeptidelab.com' },
  phone: {
    placeholder: true,
    label: 'Office phone number',
    pages: ['*'],
    value: { display: '+971 4 326 1500', e164: '+97143261500' },
  },
  address: {
    placeholder: true,
    label: 'Street address and office number in Dubai Silicon Oasis',
    pages: ['*'],
    value: { street: 'Office 304, Building A1, Dubai Digital Park', postalCode: '341041' },
  },
  geo: {
    placeholder: true,
    label: 'Map coordinates of the office',
    // Only in the full LocalBusiness JSON-LD (src/pages/structured-data.ts).
    pages: ['/', '/about', '/contact'],
    value: { latitude: 25.1185, longitude: 55.3846 },
  },
  testing: {
    placeholder: true,
    label: 'Batch testing claims: independent HPLC and mass-spectrometry testing, certificate of analysis',
    shownWhilePlaceholder: false,
    pages: ['/solutions/research-peptides', '/education/peptides', '/education/faq'],
    value: {
      statement:
        'Every batch we supply is tested by an independent third-party laboratory, using HPLC to confirm purity and mass spectrometry to confirm identity, and a certificate of analysis is available on request.',
      items: ['Independent HPLC and mass-spectrometry testing of every batch', 'Batch-specific certificate of analysis'],
    },
  },
  team: [
    {
      placeholder: true,
      label: 'Team member profile',
      pages: ['/', '/about'],
      value: {
        name: 'Layla Haddad',
        role: 'Head of Performance Coaching',
        specialization: 'Strength & conditioning, recovery programming',
        image: '/images/team/layla-haddad.svg',
        description:
          'Layla designs training and recovery programs that fit real schedules, for everyone from competitive athletes to busy professionals. She leads client assessments and follow-up sessions.',
      },
    },
    {
      placeholder: true,
      label: 'Team member profile',
      pages: ['/', '/about'],
      value: {
        name: 'Omar Rahman, PhD',
        role: 'Research Lead',
        specialization: 'Peptide biochemistry (PhD, Biochemistry)',
        image: '/images/team/omar-rahman.svg',
        description:
          'Omar reviews the published research behind every compound we offer and writes our education guides. He oversees our research-only standards.',
      },
    },
    {
      placeholder: true,
      label: 'Team member profile',
      pages: ['/', '/about'],
      value: {
        name: 'Sofia Marques',
        role: 'Nutrition Specialist',
        specialization: 'Sports and longevity nutrition',
        image: '/images/team/sofia-marques.svg',
        description:
          "Sofia builds practical nutrition plans around training, travel and Dubai's climate. She focuses on sustainable habits rather than rigid rules.",
      },
    },
  ],
  testimonials: [
    {
      placeholder: true,
      label: 'Client testimonial (real, consented)',
      pages: ['/solutions'],
      value: {
        name: 'Khalid A.',
        role: 'Amateur triathlete, Dubai',
        content:
          'The assessment showed that recovery, not training volume, was my weak spot. A structured sleep and cold-exposure routine made my weeks far more manageable.',
        results: 'More consistent training weeks over 3 months',
      },
    },
    {
      placeholder: true,
      label: 'Client testimonial (real, consented)',
      pages: ['/solutions'],
      value: {
        name: 'Emma R.',
        role: 'Product manager, London',
        content:
          'I wanted help staying focused through long workdays. The plan started with sleep and routine before anything else. Small changes, but they stuck.',
        results: 'Steadier energy through the workday',
      },
    },
    {
      placeholder: true,
      label: 'Client testimonial (real, consented)',
      pages: ['/solutions'],
      value: {
        name: 'Daniel M.',
        role: 'Masters weightlifter, Austin',
        content:
          "I'm 52 and train five days a week. The follow-ups kept me accountable, and the nutrition plan finally gave me a simple structure for protein and meal timing.",
        results: 'Better consistency with training and nutrition',
      },
    },
  ],
});

/** Small print shown next to a placeholder while it remains one (null once confirmed). */
export const placeholderNotices = {
  contact: 'Example contact details for this preview; they will be confirmed before launch.',
  team: 'These profiles are examples for this preview; our confirmed team will be shown at launch.',
  testimonials: 'These testimonials are examples for this preview, not statements from real clients.',
} as const;

/** The notice for a group of facts, or null when every one of them is confirmed. */
export function noticeFor(group: keyof typeof placeholderNotices): string | null {
  const f = businessFacts;
  const pending =
    group === 'contact'
      ? [f.email, f.privacyEmail, f.phone, f.address].some((x) => x.placeholder)
      : group === 'team'
        ? f.team.some((x) => x.placeholder)
        : f.testimonials.some((x) => x.placeholder);
  return pending ? placeholderNotices[group] : null;
}

/** One unconfirmed fact, as the launch guard reports it. */
export type PendingFact = { key: string; label: string; value: string; pages: string[]; shown: boolean };

type Entry = { placeholder: boolean; label: string; pages: string[]; shownWhilePlaceholder: boolean };

/** Every fact still marked as a placeholder, with the pages it appears on. */
export function pendingFacts(f: BusinessFacts = businessFacts): PendingFact[] {
  const rows: [string, Entry, string][] = [
    ['email', f.email, f.email.value],
    ['privacyEmail', f.privacyEmail, f.privacyEmail.value],
    ['phone', f.phone, f.phone.value.display],
    ['address', f.address, `${f.address.value.street}, ${f.address.value.postalCode}`],
    ['geo', f.geo, `${f.geo.value.latitude}, ${f.geo.value.longitude}`],
    ['testing', f.testing, f.testing.value.items.join('; ')],
    ...f.team.map((t, i): [string, Entry, string] => [`team[${i}]`, t, t.value.name]),
    ...f.testimonials.map((t, i): [string, Entry, string] => [`testimonials[${i}]`, t, t.value.name]),
  ];
  return rows
    .filter(([, e]) => e.placeholder)
    .map(([key, e, value]) => ({ key, label: e.label, value, pages: e.pages, shown: e.shownWhilePlaceholder }));
}

/** Only the confirmed entries of a list (what the assistant may present as real). */
export const confirmedOnly = <T>(list: { placeholder: boolean; value: T }[]): T[] => list.filter((f) => !f.placeholder).map((f) => f.value);
