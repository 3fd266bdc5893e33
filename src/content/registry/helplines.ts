// Emergency and crisis lines per region, each with the source it was confirmed from. The assistant's safety replies
// read these (src/server/assistant/safety/replies.ts); a changed number is one edit here. `checked` is the date the
// source was last read; `confirmed: false` marks a number kept from the previous release that no official source in
// reach confirmed (see docs/assistant-safety.md, "Numbers").
export type RegionCode = 'AE' | 'GB' | 'US' | 'EU';

export type Line = {
  /** What to dial, as written for people ("999", "116 123", "800 HOPE (800 4673)"). */
  number: string;
  /** Who answers. */
  label: string;
  source: string;
  checked: string;
  confirmed: boolean;
};

export type RegionLines = {
  region: RegionCode;
  name: string;
  nameAr: string;
  emergency: Line[];
  crisis: Line[];
  /** Eating-disorder support, where a national service exists. */
  eatingDisorder: Line[];
};

const CHECKED = '2026-11-26';

export const HELPLINES: readonly RegionLines[] = [
  {
    region: 'AE',
    name: 'UAE',
    nameAr: 'الإمارات',
    emergency: [
      {
        number: '998',
        label: 'ambulance',
        source:
          "UAE emergency numbers as published by the emirates' police and civil defence (998 ambulance, 999 police, 997 civil defence)",
        checked: CHECKED,
        confirmed: true,
      },
      {
        number: '999',
        label: 'police',
        source: 'Dubai Police statements on the 999 emergency line (reported by Khaleej Times, June 2024)',
        checked: CHECKED,
        confirmed: true,
      },
    ],
    crisis: [
      {
        number: '800 HOPE (800 4673)',
        label: 'the national mental-health support line',
        source:
          'National Programme for Happiness and Wellbeing / Ministry of Community Development (WAM, June 2021; The National): 800-4673, Arabic and English',
        checked: CHECKED,
        confirmed: true,
      },
    ],
    eatingDisorder: [],
  },
  {
    region: 'GB',
    name: 'UK',
    nameAr: 'المملكة المتحدة',
    emergency: [
      { number: '999', label: 'emergency services', source: 'UK emergency number (NHS, gov.uk)', checked: CHECKED, confirmed: false },
    ],
    crisis: [
      {
        number: '116 123',
        label: 'Samaritans, free, day or night',
        source: 'samaritans.org, "Contact a Samaritan": free to call on 116 123 from landlines and mobiles',
        checked: CHECKED,
        confirmed: true,
      },
    ],
    eatingDisorder: [
      {
        number: 'beateatingdisorders.org.uk',
        label: 'Beat, the UK eating disorder charity (helplines and web chat)',
        source:
          "beateatingdisorders.org.uk (the charity's own site); its current phone number was not confirmed, so only the site is given",
        checked: CHECKED,
        confirmed: true,
      },
    ],
  },
  {
    region: 'US',
    name: 'US',
    nameAr: 'الولايات المتحدة',
    emergency: [
      { number: '911', label: 'emergency services', source: 'US emergency number (911.gov)', checked: CHECKED, confirmed: false },
    ],
    crisis: [
      {
        number: '988',
        label: 'call or text, the 988 Suicide & Crisis Lifeline',
        source: 'SAMHSA / 988lifeline.org, as published by state health departments (e.g. health.wyo.gov): call or text 988, 24/7',
        checked: CHECKED,
        confirmed: true,
      },
    ],
    eatingDisorder: [],
  },
  {
    region: 'EU',
    name: 'EU',
    nameAr: 'الاتحاد الأوروبي',
    emergency: [
      {
        number: '112',
        label: 'the European emergency number',
        source: 'European Commission, Digital Agenda "Action 18" (EU emergency number 112)',
        checked: CHECKED,
        confirmed: true,
      },
    ],
    crisis: [
      {
        number: '116 123',
        label: 'emotional-support line where your country runs it, or your local crisis line',
        source:
          'Commission Decision 2007/116/EC (as amended by 2007/698/EC) reserves 116 123 for emotional support helplines across the EU',
        checked: CHECKED,
        confirmed: true,
      },
    ],
    eatingDisorder: [],
  },
];

// Countries (ISO 3166-1 alpha-2, as Cloudflare reports them) that read the EU lines.
const EU_COUNTRIES = new Set('AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS NO LI CH'.split(' '));

/** The region a request country belongs to, if the registry has lines for it. */
export function regionOf(country: string | null | undefined): RegionCode | null {
  const c = (country ?? '').toUpperCase();
  if (c === 'AE') return 'AE';
  if (c === 'GB' || c === 'UK' || c === 'IM' || c === 'JE' || c === 'GG') return 'GB';
  if (c === 'US' || c === 'PR') return 'US';
  if (EU_COUNTRIES.has(c)) return 'EU';
  return null;
}

/** Every region, the visitor's likely one first; the business is in Dubai, so the UAE leads when the country is unknown. */
export function regionsFor(country: string | null | undefined): RegionLines[] {
  const first = regionOf(country) ?? 'AE';
  return [...HELPLINES].sort((a, b) => Number(b.region === first) - Number(a.region === first));
}
