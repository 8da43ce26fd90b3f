/**
 * Who the business is and how to reach it: the one place to change the brand, address, phone,
 * email, social links and opening hours. Pages and the footer read these; none repeats them.
 */
import { GENERAL_HOURS, type WeeklyHours } from '../core/hours.ts';
import type { Language } from '../core/languages.ts';

export const brand = {
  name: 'Aurum Atelier',
  /** Short mark used in the monogram logo. */
  monogram: 'AA',
  founder: 'Arben Hoxha',
  foundedYear: 2020,
} as const;

/** The house's name as it stands in a running sentence: one unit that a line never splits. */
export const brandNameInText = brand.name.replaceAll(' ', '\u00a0');

export const contact = {
  street: 'Rruga Ismail Qemali 27',
  postalCode: '1001',
  countryCode: 'AL',
  /** Shown to visitors. */
  phoneDisplay: '+355 69 200 4500',
  /** Used in tel: links. */
  phoneE164: '+355692004500',
  email: 'hello@aurum-atelier.al',
  geo: { latitude: 41.3199, longitude: 19.8172 },
} as const;

/** The country's calling code: a visitor's number written the local way (a leading 0) is in this country. */
export const callingCode = '355';

/** The city and the country as each language writes them; the street keeps its Albanian name. */
export const placeNames: Record<Language, { city: string; country: string }> = {
  en: { city: 'Tirana', country: 'Albania' },
  sq: { city: 'Tiranë', country: 'Shqipëri' },
  tr: { city: 'Tiran', country: 'Arnavutluk' },
  de: { city: 'Tirana', country: 'Albanien' },
};

/** A chat with the house on WhatsApp: wa.me takes the number as digits alone, country code first. */
export const whatsappUrl = `https://wa.me/${contact.phoneE164.replace(/\D/g, '')}`;

/** The house on a map service: a plain link rather than an embedded map, so no third party's script runs on a page or in a message. */
export const mapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${brand.name}, ${contact.street}, ${contact.postalCode} ${placeNames.sq.city}`)}`;

/** The second line of the address in `language`: "1001 Tiranë, Shqipëri". */
export function cityLine(language: Language): string {
  const { city, country } = placeNames[language];
  return `${contact.postalCode} ${city}, ${country}`;
}

export type SocialNetwork = 'instagram' | 'facebook' | 'tiktok';

export const socialLinks: readonly { network: SocialNetwork; label: string; url: string }[] = [
  { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/aurumatelier.tirana' },
  { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/aurumatelier.tirana' },
  { network: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@aurumatelier.tirana' },
];

/** The house's general opening hours (footer). Bookings follow core/hours.ts BOOKING_HOURS. */
export const openingHours: WeeklyHours = GENERAL_HOURS;
