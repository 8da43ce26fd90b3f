/**
 * The figures the house publishes about itself, as data: pages render them, none repeats them.
 * How each figure reads ("500+", "95%+", "5/5") is a translated format in content.json
 * `claims.format.<format>`; what it is, `claims.<id>`, says in words.
 */
import { SERVICE_GROUPS } from '../../core/services.ts';
import { brand } from '../../content/site.ts';

type ClaimFormat = 'plus' | 'plain' | 'outOf' | 'percentPlus';

export interface Claim {
  value: number;
  format: ClaimFormat;
  /** The top of the scale a rating is given on, for the `outOf` format. */
  scale?: number;
}

export const claims = {
  happyClients: { value: 500, format: 'plus' },
  /** The houses a guest can book today, one per group the form books. */
  houses: { value: SERVICE_GROUPS.length, format: 'plain' },
  /** Guests' average rating of the house. */
  rating: { value: 5, scale: 5, format: 'outOf' },
  /** The founder's own years in the craft, older than the house itself. */
  founderExperienceYears: { value: 10, format: 'plus' },
  satisfiedClients: { value: 1000, format: 'plus' },
  satisfactionPercent: { value: 95, format: 'percentPlus' },
  /** The year the house opened. */
  founded: { value: brand.foundedYear, format: 'plain' },
} as const satisfies Record<string, Claim>;

export type ClaimId = keyof typeof claims;

/** Under the home page's headline. */
export const HERO_CLAIMS: readonly ClaimId[] = ['happyClients', 'houses', 'rating'];

/** Beside the founder's story. */
export const ABOUT_CLAIMS: readonly ClaimId[] = ['founderExperienceYears', 'satisfiedClients', 'founded'];
