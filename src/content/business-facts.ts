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
const HHMM = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const OpeningSchema = z.object({
  days: z.enum(['Mon-Fri', 'Sat', 'Sun']),
  /** 24-hour local time (GST), or null when closed. */
  opens: HHMM.nullable(),
  closes: HHMM.nullable(),
  /** Short label, e.g. "Mon-Fri 9 AM-6 PM GST (UTC+4)". */
  label: z.string().min(5),
  /** Long form for tables: day names and times. */
  dayName: z.string().min(3),
  time: z.string().min(3),
});
const HoursSchema = z.object({
  /** When the office is open (the spec's "Business hours"). */
  office: z.tuple([OpeningSchema, OpeningSchema, OpeningSchema]),
  /** When the phone line is staffed (the spec's "Phone: Mon-Fri 9 AM-6 PM GST (UTC+4)"). */
  phone: z.string().min(5),
  /** What Saturday means for a caller, so the pages never contradict each other. */
  saturdayNote: z.string().min(10),
  /** The spec's compact form: "Mon-Fri 9-6, Sat 10-4, Sun closed". */
  compact: z.string().min(10),
});
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
  /** Map search link for the office (it names the street address, so it is a placeholder with it). */
  mapUrl: fact(z.url().startsWith('https://')),
  /** Opening and phone hours: the spec's figures, so confirmed. */
  hours: fact(HoursSchema),
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
    // Used only in the LocalBusiness JSON-LD (src/pages/structured-data.ts) on /, /about and /contact, which omits
    // them while they are placeholders: no page shows them until confirmed.
    pages: [],
    shownWhilePlaceholder: false,
    value: { latitude: 25.1185, longitude: 55.3846 },
  },
  mapUrl: {
    placeholder: true,
    label: 'Map link to the office (Headquarters card on /contact)',
    pages: ['/contact'],
    value: 'https://www.google.com/maps/search/?api=1&query=Dubai+Digital+Park+Dubai+Silicon+Oasis',
  },
  hours: {
    placeholder: false,
    label: 'Opening and phone hours (client spec: Mon-Fri 9-6, Sat 10-4, Sun closed; phone Mon-Fri 9 AM-6 PM GST)',
    pages: ['*'],
    value: {
      office: [
        {
          days: 'Mon-Fri',
          opens: '09:00',
          closes: '18:00',
          label: 'Mon-Fri 9 AM-6 PM GST (UTC+4)',
          dayName: 'Monday - Friday',
          time: '9:00 AM - 6:00 PM',
        },
        { days: 'Sat', opens: '10:00', closes: '16:00', label: 'Sat 10 AM-4 PM GST', dayName: 'Saturday', time: '10:00 AM - 4:00 PM' },
        { days: 'Sun', opens: null, closes: null, label: 'Sun closed', dayName: 'Sunday', time: 'Closed' },
      ],
      phone: 'Mon-Fri 9 AM-6 PM GST (UTC+4)',
      saturdayNote:
        'On Saturdays (10 AM-4 PM GST) the office is open and the team answers messages and chat handoffs; the phone line is staffed on weekdays only.',
      compact: 'Mon-Fri 9-6, Sat 10-4, Sun closed',
    },
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
      ? [f.email, f.privacyEmail, f.phone, f.address, f.mapUrl].some((x) => x.placeholder)
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
    ['mapUrl', f.mapUrl, f.mapUrl.value],
    ['hours', f.hours, f.hours.value.compact],
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

/**
 * The preview values this file shipped with before the client confirmed anything. They stay listed here after the
 * real values replace them, so the launch check can find any copy left behind in the built site (dist/) or in the
 * assistant's fixed replies (src/content/fact-scan.ts). Only this file and its test may contain them.
 */
export const preview = {
  phone: '+971 4 326 1500',
  phoneE164: '+97143261500',
  phoneDashed: '971-4-326-1500',
  street: 'Office 304, Building A1',
  park: 'Dubai Digital Park',
  email: 'hello@oasispeptidelab.com',
  privacyEmail: 'privacy@oasispeptidelab.com',
  latitude: '25.1185',
  longitude: '55.3846',
} as const;
export const previewValues: readonly string[] = Object.values(preview);
