import { imageLookup, type ImageAsset } from '../../ui/imageAsset.ts';

/** The home page's pictures: its own, and the cover of each house for the service cards. */
export const homeImage = imageLookup(
  import.meta.glob<ImageAsset>(['../../generated/images/home-*.ts', '../../generated/images/*-cover.ts'], { eager: true, import: 'default' }),
);
