import { businessFacts } from '../content/business-facts';
import { company } from '../content/company';

/** A client fact for structured data: its value once confirmed, otherwise nothing (search engines never index a placeholder). */
const confirmed = <T>(fact: { placeholder: boolean }, value: T): T | undefined => (fact.placeholder ? undefined : value);

/** Pages that describe the business itself carry its full record; every other page names it and links to it by @id. */
const FULL_ORGANIZATION_PATHS = new Set(['/', '/about', '/contact']);

/**
 * Organization and WebSite JSON-LD shared by every page. The full LocalBusiness record (address, hours, area served,
 * payments) is on the pages about the business; elsewhere a short node with the same @id keeps the spec's facts
 * (founded, team size, adults only) and keeps each guide's HTML within one round trip.
 */
export function organizationJsonLd(siteUrl: string, path = '/') {
  const org = `${siteUrl}/#organization`;
  const identity = {
    '@type': ['Organization', 'LocalBusiness'],
    '@id': org,
    name: company.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/images/logo.svg`,
  };
  const facts = {
    foundingDate: String(company.foundingYear),
    numberOfEmployees: { '@type': 'QuantitativeValue', minValue: company.employees.min, maxValue: company.employees.max },
    audience: { '@type': 'PeopleAudience', suggestedMinAge: 18 },
  };
  return {
    '@context': 'https://schema.org',
    '@graph': [
      !FULL_ORGANIZATION_PATHS.has(path)
        ? { ...identity, ...facts }
        : {
            ...identity,
            image: `${siteUrl}/images/og-default.png`,
            description: company.description,
            ...facts,
            // Unconfirmed values (business-facts.ts) are left out until the client confirms them; undefined keys
            // disappear from the JSON.
            email: confirmed(businessFacts.email, company.email),
            telephone: confirmed(businessFacts.phone, company.phone.e164),
            address: {
              '@type': 'PostalAddress',
              streetAddress: confirmed(businessFacts.address, company.address.street),
              addressLocality: company.address.city,
              addressRegion: company.address.locality,
              postalCode: confirmed(businessFacts.address, company.address.postalCode),
              addressCountry: company.address.countryCode,
            },
            geo: confirmed(businessFacts.geo, { '@type': 'GeoCoordinates', ...company.geo }),
            areaServed: [
              { '@type': 'Country', name: 'United Arab Emirates' },
              { '@type': 'Country', name: 'United States' },
              { '@type': 'Country', name: 'United Kingdom' },
              { '@type': 'Place', name: 'European Union' },
            ],
            serviceArea: confirmed(businessFacts.geo, {
              '@type': 'GeoCircle',
              geoMidpoint: { '@type': 'GeoCoordinates', ...company.geo },
              geoRadius: company.serviceRadiusMeters,
            }),
            currenciesAccepted: company.currencies.join(', '),
            paymentAccepted: company.paymentMethods.join(', '),
            openingHoursSpecification: company.hours
              .filter((h) => h.opens)
              .map((h) => ({
                '@type': 'OpeningHoursSpecification',
                dayOfWeek: h.days === 'Sat' ? ['Saturday'] : ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
                opens: h.opens,
                closes: h.closes,
              })),
          },
      {
        '@type': 'WebSite',
        '@id': `${siteUrl}/#website`,
        url: `${siteUrl}/`,
        name: company.name,
        publisher: { '@id': org },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/search?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}
