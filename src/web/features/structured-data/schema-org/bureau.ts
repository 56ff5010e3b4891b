/** The bureau and its branches as schema.org describes a business: for the home page. */
import type { Branch } from '#shared/schemas/branch.ts';
import { WEEKDAYS } from '#shared/weekdays.ts';
import type { BusinessProfile } from '#shared/schemas/business.ts';

const capitalised = (day: string) => `${day.charAt(0).toUpperCase()}${day.slice(1)}`;

function openingHours(branch: Branch) {
  return WEEKDAYS.flatMap((day) => {
    const hours = branch.openingHours[day];
    return hours
      ? [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: `https://schema.org/${capitalised(day)}`,
            opens: hours.opens,
            closes: hours.closes,
          },
        ]
      : [];
  });
}

const address = (text: string) => ({
  '@type': 'PostalAddress',
  streetAddress: text,
  addressCountry: 'GB',
});

/** A FinancialService (a local business) with each branch as a location of its own. */
export function bureauStructuredData(business: BusinessProfile, branches: Branch[], site: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FinancialService',
    '@id': `${site}/#business`,
    name: business.tradingName,
    legalName: business.legalName,
    url: `${site}/`,
    telephone: business.phone,
    email: business.supportEmail,
    address: address(business.postalAddress),
    currenciesAccepted: 'GBP',
    location: branches.map((branch) => ({
      '@type': 'FinancialService',
      name: `${business.tradingName} ${branch.name}`,
      address: address(branch.address),
      telephone: branch.phone,
      geo: { '@type': 'GeoCoordinates', latitude: branch.latitude, longitude: branch.longitude },
      openingHoursSpecification: openingHours(branch),
    })),
  };
}
