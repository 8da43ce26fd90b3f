import type { ReactNode } from 'react';
import type { ImageAsset } from './imageAsset.ts';
import { ResponsiveImage } from './ResponsiveImage.tsx';

/**
 * A card led by a picture: a treatment, a vehicle. Title (h3), text, an optional badge over the
 * picture and an optional action at the foot of the card. Its picture, title, text and action are
 * four rows of its list's grid (`mediaCardItem`), so the cards side by side start their titles,
 * texts and actions level however many lines a title takes.
 */
export function MediaCard({
  image,
  imageAlt,
  title,
  description,
  badge,
  action,
  sizes = '(min-width: 1152px) 360px, (min-width: 640px) 46vw, 92vw',
  ratio = 'aspect-[4/3]',
}: {
  image: ImageAsset | undefined;
  imageAlt: string;
  title: string;
  description: string;
  badge?: ReactNode;
  action?: ReactNode;
  sizes?: string;
  ratio?: string;
}) {
  return (
    <article className="row-span-4 grid w-full grid-rows-subgrid gap-y-0 overflow-hidden rounded-card border border-ink-line bg-ink-soft">
      <div className="relative overflow-hidden border-b border-ink-line">
        <ResponsiveImage image={image} alt={imageAlt} sizes={sizes} className={`${ratio} w-full object-cover`} />
        {badge && <div className="absolute top-4 left-4">{badge}</div>}
      </div>
      {/*
        A feature card's size on a phone and in the columns of a wider screen, so a long name ("Augenbrauentransplantation")
        keeps to one line there and leaves no gap under its neighbours' titles.
      */}
      <h3 className="px-7 pt-7 text-2xl hyphens-auto wrap-break-word text-ivory sm:px-8 sm:pt-8 sm:text-3xl md:text-2xl">{title}</h3>
      <p className={`px-7 pt-3 leading-relaxed text-ivory-dim sm:px-8 ${action ? '' : 'pb-7 sm:pb-8'}`}>{description}</p>
      {action && <div className="px-7 pt-7 pb-7 sm:px-8 sm:pb-8">{action}</div>}
    </article>
  );
}

/** The classes of the list item around a MediaCard: it spans the card's four rows of the list's grid. */
export const mediaCardItem = 'row-span-4 grid min-w-0 grid-rows-subgrid gap-y-0';
