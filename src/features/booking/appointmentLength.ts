import type { ServiceId } from '../../../core/services.ts';
import { barbershopServices } from '../../content/barbershop.ts';
import type { Duration } from '../../content/durations.ts';
import { hairClinicDurations } from '../../content/hairClinic.ts';

/** When the house publishes no duration for a service, a calendar holds an hour for it. */
export const DEFAULT_APPOINTMENT_MINUTES = 60;

const PUBLISHED: ReadonlyMap<ServiceId, Duration> = new Map([
  ...barbershopServices.flatMap((item) => (item.service ? [[item.service, item.duration] as const] : [])),
  ...hairClinicDurations.map((item) => [item.service, item.duration] as const),
]);

/** Minutes a visitor's calendar should hold for `service`: the longest published time, or an hour. */
export function appointmentMinutes(service: ServiceId): number {
  const duration = PUBLISHED.get(service);
  if (!duration) return DEFAULT_APPOINTMENT_MINUTES;
  const longest = duration.max ?? duration.min;
  return duration.unit === 'hour' ? longest * 60 : longest;
}
