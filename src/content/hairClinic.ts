/**
 * The hair clinic page as data. Every text is translated in hairClinic.json under the ids used here.
 */
import { Award, ShieldCheck, Users } from '../ui/icons.ts';
import type { ServiceId } from '../../core/services.ts';
import { SERVICE_DURATIONS, type Duration } from '../../content/durations.ts';
import type { ShowcaseFeature } from './showcase.ts';

export const hairClinicFeatures: readonly ShowcaseFeature[] = [
  { id: 'specialists', icon: Award },
  { id: 'satisfaction', icon: ShieldCheck, claim: 'satisfactionPercent' },
  { id: 'clients', icon: Users, claim: 'satisfiedClients' },
];

/** The five treatments, each with its picture. */
export const hairClinicServices: readonly { id: string; image: string }[] = [
  { id: 'dhi', image: 'hair-clinic-dhi' },
  { id: 'eyebrow', image: 'hair-clinic-eyebrow' },
  { id: 'beard', image: 'hair-clinic-beard' },
  { id: 'laser', image: 'hair-clinic-laser' },
  { id: 'facial', image: 'hair-clinic-facial' },
];

/** How long each bookable clinic service takes (content/durations.ts); names come from services.json. */
export const hairClinicDurations: readonly { service: ServiceId; duration: Duration }[] = [
  { service: 'consultation', duration: SERVICE_DURATIONS['consultation'] },
  { service: 'hair-transplant', duration: SERVICE_DURATIONS['hair-transplant'] },
  { service: 'scalp-treatment', duration: SERVICE_DURATIONS['scalp-treatment'] },
  { service: 'prp-therapy', duration: SERVICE_DURATIONS['prp-therapy'] },
];

export const hairClinicImages = {
  cover: 'hair-clinic-cover',
  clinic: ['hair-clinic-space-1', 'hair-clinic-space-2', 'hair-clinic-space-3'],
  /** Each picture shows before and after side by side (`beside`) or one above the other (`above`). */
  results: [
    { image: 'hair-clinic-result-1', layout: 'beside' },
    { image: 'hair-clinic-result-2', layout: 'beside' },
    { image: 'hair-clinic-result-3', layout: 'beside' },
    { image: 'hair-clinic-result-4', layout: 'beside' },
  ],
} as const;
