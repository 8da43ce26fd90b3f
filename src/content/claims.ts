/**
 * The figures the house publishes about itself, as data: pages render them, none repeats them.
 * How each figure reads ("500+", "95%+", "Since 2020") is a translated format in content.json
 * `claims.format.<format>`; what it counts is `claims.<id>.label`.
 */
import { brand } from '../../content/site.ts';

type ClaimFormat = 'plus' | 'plain' | 'stars' | 'percentPlus' | 'since';

export interface Claim {
  value: number;
  format: ClaimFormat;
}

export const claims = {
  happyClients: { value: 500, format: 'plus' },
  premiumServices: { value: 4, format: 'plain' },
  rating: { value: 5, format: 'stars' },
  /** The founder's own years in the craft, older than the house itself. */
  founderExperienceYears: { value: 10, format: 'plus' },
  satisfiedClients: { value: 1000, format: 'plus' },
  satisfactionPercent: { value: 95, format: 'percentPlus' },
  /** The year the house opened. */
  premiumSince: { value: brand.foundedYear, format: 'since' },
} as const satisfies Record<string, Claim>;

export type ClaimId = keyof typeof claims;

/** Under the home page's headline. */
export const HERO_CLAIMS: readonly ClaimId[] = ['happyClients', 'premiumServices', 'rating'];

/** Beside the founder's story. */
export const ABOUT_CLAIMS: readonly ClaimId[] = ['founderExperienceYears', 'satisfiedClients', 'premiumSince'];
