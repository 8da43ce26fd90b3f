import { imageLookup, type ImageAsset } from '../../ui/imageAsset.ts';

/**
 * The home page's pictures: its own, and the service cards' (a drawing of each house made for the card,
 * and the restaurant's cover, which its own page does not show).
 */
export const homeImage = imageLookup(
  import.meta.glob<ImageAsset>(['../../generated/images/home-*.ts', '../../generated/images/*-card.ts', '../../generated/images/restaurant-cover.ts'], { eager: true, import: 'default' }),
);
