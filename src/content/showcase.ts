/** A feature card on a house's page: icon, translated title and text, and optionally a published figure. */
import type { IconComponent } from '../ui/icon.ts';
import type { ClaimId } from './claims.ts';

export interface ShowcaseFeature {
  /** Key of the card's title and text in the page's locale file. */
  id: string;
  icon: IconComponent;
  /** A figure from claims.ts shown large on the card. */
  claim?: ClaimId;
}
