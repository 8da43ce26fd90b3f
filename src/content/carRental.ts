/** The car rental page as data (coming soon: nothing here is bookable yet). Texts are in carRental.json. */
import { Plane, ShieldCheck, Sparkles, UserRound } from '../ui/icons.ts';
import type { ShowcaseFeature } from './showcase.ts';

export const carRentalServices: readonly ShowcaseFeature[] = [
  { id: 'insured', icon: ShieldCheck },
  { id: 'drivers', icon: UserRound },
  { id: 'airport', icon: Plane },
  { id: 'premium', icon: Sparkles },
];

export type VehicleCategory = 'executive' | 'sports' | 'compact';

export const vehicles: readonly { id: string; category: VehicleCategory; image: string }[] = [
  { id: 'sedan', category: 'executive', image: 'car-rental-executive' },
  { id: 'coupe', category: 'sports', image: 'car-rental-sports' },
  { id: 'city', category: 'compact', image: 'car-rental-compact' },
];

export const carRentalImages = {
  cover: 'car-rental-cover',
  gallery: ['car-rental-gallery-1', 'car-rental-gallery-2', 'car-rental-gallery-3'],
} as const;
