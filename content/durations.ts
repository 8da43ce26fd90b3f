/**
 * How long the bookable treatments take, as the house publishes them (docs/booking-form.md): the pages
 * show them, and a calendar file holds the longest figure, whether the site or the service writes it.
 */
import type { ServiceId } from '../core/services.ts';

/** How long a treatment takes: a single figure or a range, in minutes or hours. */
export interface Duration {
  unit: 'minute' | 'hour';
  min: number;
  /** Upper end of a range; absent for a single figure. */
  max?: number;
}

export const SERVICE_DURATIONS = {
  'classic-cut': { unit: 'minute', min: 30, max: 45 },
  'hot-towel-shave': { unit: 'minute', min: 45 },
  'beard-styling': { unit: 'minute', min: 20, max: 30 },
  consultation: { unit: 'minute', min: 30 },
  'hair-transplant': { unit: 'hour', min: 4, max: 8 },
  'scalp-treatment': { unit: 'hour', min: 1, max: 2 },
  'prp-therapy': { unit: 'hour', min: 1 },
  'complete-grooming': { unit: 'minute', min: 90 },
  'beard-transplant': { unit: 'hour', min: 4, max: 8 },
  'eyebrow-transplant': { unit: 'hour', min: 4, max: 8 },
  'prp-facial': { unit: 'minute', min: 60 },
  'hydro-facial': { unit: 'minute', min: 60 },
  'filler-treatment': { unit: 'minute', min: 60 },
  'table-reservation': { unit: 'hour', min: 2 },
} as const satisfies Partial<Record<ServiceId, Duration>>;

/** When the house publishes no duration for a service, a calendar holds an hour for it. */
export const DEFAULT_APPOINTMENT_MINUTES = 60;

/** Minutes a calendar should hold for `service`: the longest published time, or an hour. */
export function appointmentMinutes(service: ServiceId): number {
  const duration: Duration | undefined = (SERVICE_DURATIONS as Partial<Record<ServiceId, Duration>>)[service];
  if (!duration) return DEFAULT_APPOINTMENT_MINUTES;
  const longest = duration.max ?? duration.min;
  return duration.unit === 'hour' ? longest * 60 : longest;
}
