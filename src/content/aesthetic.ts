/** The aesthetics page as data. Texts are in aesthetic.json under the ids used here. */
import { Leaf, ShieldCheck, UserCheck } from '../ui/icons.ts';
import type { ServiceId } from '../../core/services.ts';
import type { ShowcaseFeature } from './showcase.ts';

export const aestheticFeatures: readonly ShowcaseFeature[] = [
  { id: 'medical', icon: ShieldCheck },
  { id: 'natural', icon: Leaf },
  { id: 'personal', icon: UserCheck },
];

/** The three treatments, each with its picture and a way to book it. */
export const aestheticServices: readonly { id: string; image: string; service: ServiceId }[] = [
  { id: 'prpFacial', image: 'aesthetic-prp-facial', service: 'prp-facial' },
  { id: 'hydroFacial', image: 'aesthetic-hydro-facial', service: 'hydro-facial' },
  { id: 'filler', image: 'aesthetic-filler', service: 'filler-treatment' },
];

export const aestheticImages = { cover: 'aesthetic-cover' } as const;
