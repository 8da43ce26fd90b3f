import { formatHour, type HourSpan, type WeeklyHours } from '../../../core/hours.ts';
import { isLanguage } from '../../../core/languages.ts';
import { brand, contact, openingHours, placeNames, socialLinks } from '../../../content/site.ts';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** schema.org OpeningHoursSpecification for weekly hours; closed days are simply absent. */
function openingHoursSpecification(hours: WeeklyHours) {
  const spec = (days: string[], span: HourSpan) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.map((day) => `https://schema.org/${day}`),
    opens: formatHour(span.open),
    closes: formatHour(span.close),
  });
  return [spec(WEEKDAYS, hours.weekdays), spec(['Saturday'], hours.saturday), ...(hours.sunday ? [spec(['Sunday'], hours.sunday)] : [])];
}

/**
 * The business as search engines read it (schema.org JSON-LD): the house as a hair and beauty
 * salon, and its ristorante, sharing address, coordinates and opening hours from content/site.ts.
 */
export function businessJsonLd({ siteUrl, description, language }: { siteUrl: string; description: string; language: string }) {
  const address = {
    '@type': 'PostalAddress',
    streetAddress: contact.street,
    postalCode: contact.postalCode,
    addressLocality: placeNames[isLanguage(language) ? language : 'en'].city,
    addressCountry: contact.countryCode,
  };
  const geo = { '@type': 'GeoCoordinates', latitude: contact.geo.latitude, longitude: contact.geo.longitude };
  const hours = openingHoursSpecification(openingHours);
  const business = `${siteUrl}/#business`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': ['HairSalon', 'BeautySalon'],
        '@id': business,
        name: brand.name,
        description,
        url: `${siteUrl}/`,
        telephone: contact.phoneE164,
        email: contact.email,
        address,
        geo,
        openingHoursSpecification: hours,
        sameAs: socialLinks.map((link) => link.url),
        founder: { '@type': 'Person', name: brand.founder },
        foundingDate: String(brand.foundedYear),
        inLanguage: language,
      },
      {
        '@type': 'Restaurant',
        '@id': `${siteUrl}/#restaurant`,
        name: `${brand.name} Ristorante`,
        url: `${siteUrl}/restaurant`,
        servesCuisine: 'Italian',
        acceptsReservations: true,
        telephone: contact.phoneE164,
        address,
        geo,
        openingHoursSpecification: hours,
        parentOrganization: { '@id': business },
      },
    ],
  };
}
