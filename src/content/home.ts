/** The home page's own content. */
import { BOOKING_HOURS } from '../../core/hours.ts';

/** Pictures (names of images in media/). */
export const homeImages = {
  /** The emblem that opens the first screen, above the headline on phones and beside it on large screens. */
  hero: 'home-hero',
  founderPortrait: 'home-founder',
} as const;

/** The first bookable hour on a weekday, in any house: the house itself opens earlier. */
export const firstAppointmentHour = Math.min(...Object.values(BOOKING_HOURS).map((hours) => hours.weekdays.open));
