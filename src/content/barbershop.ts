/** The barbershop page as data. Texts are in barbershop.json under the ids used here. */
import { Crown, Gem, Users } from '../ui/icons.ts';
import type { ServiceId } from '../../core/services.ts';
import { SERVICE_DURATIONS, type Duration } from '../../content/durations.ts';
import type { ShowcaseFeature } from './showcase.ts';

export const barbershopFeatures: readonly ShowcaseFeature[] = [
  { id: 'masters', icon: Crown },
  { id: 'clients', icon: Users, claim: 'happyClients' },
  { id: 'products', icon: Gem },
];

/** The menu of the chair, with how long each takes (content/durations.ts) and the service it is booked as. */
export const barbershopServices: readonly { id: string; duration: Duration; service?: ServiceId }[] = [
  { id: 'classicCut', duration: SERVICE_DURATIONS['classic-cut'], service: 'classic-cut' },
  { id: 'hotTowelShave', duration: SERVICE_DURATIONS['hot-towel-shave'], service: 'hot-towel-shave' },
  { id: 'beardTrim', duration: SERVICE_DURATIONS['beard-styling'], service: 'beard-styling' },
  { id: 'completeGrooming', duration: SERVICE_DURATIONS['complete-grooming'], service: 'complete-grooming' },
  { id: 'styling', duration: { unit: 'minute', min: 30 } },
];

export const barbershopImages = {
  cover: 'barbershop-cover',
  space: 'barbershop-space',
  work: ['barbershop-work-1', 'barbershop-work-2', 'barbershop-work-3', 'barbershop-work-4', 'barbershop-work-5', 'barbershop-work-6'],
} as const;
