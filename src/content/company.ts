import { businessFacts as facts } from './business-facts';

/** The business itself: the spec's facts, plus the client's contact details from business-facts.ts. */
export const company = {
  name: 'Oasis Peptide Lab',
  shortName: 'Oasis',
  tagline: 'Research peptides, recovery and performance optimization',
  description:
    'Dubai-based research peptide, recovery and performance-optimization consultancy serving clients in the UAE, USA, UK and EU. Research use only; not medical advice.',
  /** Who the business serves (the spec's audience). */
  audience:
    'driven individuals, athletes, biohackers and people interested in peptides, recovery, nutrition, cognitive and performance optimisation',
  /** The same audience in Arabic, for the assistant's Arabic replies. */
  audienceArabic:
    'الأشخاص الطموحين والرياضيين ومحبي تحسين الأداء (biohackers) والمهتمين بالببتيدات والتعافي والتغذية والأداء الذهني والبدني',
  foundingYear: 2023,
  employees: { min: 10, max: 50 },
  email: facts.email.value,
  privacyEmail: facts.privacyEmail.value,
  phone: facts.phone.value,
  address: {
    street: facts.address.value.street,
    locality: 'Dubai Silicon Oasis',
    city: 'Dubai',
    country: 'United Arab Emirates',
    countryCode: 'AE',
    postalCode: facts.address.value.postalCode,
  },
  geo: facts.geo.value,
  serviceAreas: ['United Arab Emirates', 'United States', 'United Kingdom', 'European Union'],
  serviceRadiusMeters: 50000,
  currencies: ['USD', 'EUR', 'AED'],
  paymentMethods: ['Credit Card', 'Bank Transfer', 'Cryptocurrency'],
  /** Office hours (weekdays, Saturday, Sunday), from business-facts.ts. */
  hours: facts.hours.value.office,
  /** When the phone line is staffed. */
  phoneHours: facts.hours.value.phone,
  mapUrl: facts.mapUrl.value,
  freeShippingThreshold: 150,
} as const;

export const disclaimers = {
  researchOnly:
    'All products are sold for research use only and are not intended for human consumption, diagnosis, treatment, cure or prevention of any disease.',
  notMedicalAdvice:
    'Information on this site is educational and is not medical advice. We make no medical claims, and our staff are not doctors. Consult a licensed physician before making any health decision.',
  adultsOnly: 'Our services are for adults aged 18 and over.',
} as const;
