import type { ReactNode } from 'react';
import type { ImageAsset } from './imageAsset.ts';
import { ResponsiveImage } from './ResponsiveImage.tsx';

/**
 * A card led by a picture: a treatment, a vehicle. Title (h3), text, an optional badge over the
 * picture and an optional action at the foot of the card.
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
    <article className="flex w-full flex-col overflow-hidden rounded-card border border-ink-line bg-ink-soft">
      <div className="relative overflow-hidden border-b border-ink-line">
        <ResponsiveImage image={image} alt={imageAlt} sizes={sizes} className={`${ratio} w-full object-cover`} />
        {badge && <div className="absolute top-4 left-4">{badge}</div>}
      </div>
      <div className="flex flex-1 flex-col p-7 sm:p-8">
        {/* A feature card's size on a phone, so a hyphenated name ("PRP-Gesichtsbehandlung") keeps its short first part on its line. */}
        <h3 className="text-2xl hyphens-auto wrap-break-word text-ivory sm:text-3xl">{title}</h3>
        <p className="mt-3 leading-relaxed text-ivory-dim">{description}</p>
        {action && <div className="mt-auto pt-7">{action}</div>}
      </div>
    </article>
  );
}
