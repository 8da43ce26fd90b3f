import { Fragment, type ReactNode } from 'react';
import type { ImageAsset } from './imageAsset.ts';
import { ResponsiveImage } from './ResponsiveImage.tsx';

export interface GalleryItem {
  key: string;
  image: ImageAsset | undefined;
  alt: string;
  caption?: string;
  /** Drawn over the picture, e.g. "Before" and "After" labels. */
  overlay?: ReactNode;
}

const layouts = {
  /** Square tiles, two across on phones, three from tablets up. */
  grid: { list: 'grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3', tile: 'aspect-square', sizes: '(min-width: 1152px) 360px, (min-width: 1024px) 31vw, 46vw' },
  /** Four square pictures side by side on large screens, two by two below. */
  pairs: { list: 'grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4', tile: 'aspect-square', sizes: '(min-width: 1152px) 270px, (min-width: 1024px) 23vw, 46vw' },
  /** Three across at every width: a wall of photos, beside its heading on a large screen. */
  wall: { list: 'grid grid-cols-3 gap-2 sm:gap-4', tile: 'aspect-square', sizes: '(min-width: 1152px) 210px, (min-width: 1024px) 19vw, 31vw' },
  /** Wider tiles for fewer, larger pictures: one across on phones, then three. */
  wide: { list: 'grid gap-5 sm:grid-cols-3', tile: 'aspect-[4/3]', sizes: '(min-width: 1152px) 360px, (min-width: 640px) 31vw, 92vw' },
} as const;

/** A caption of parts ("Bart · Transplantation") breaks only after a separator, so a narrow column never splits a part's words over two lines. */
function captionParts(caption: string) {
  const parts = caption.split(' · ');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      <span className="inline-block">{index < parts.length - 1 ? `${part}\u00a0·` : part}</span>
    </Fragment>
  ));
}

/**
 * A named list of pictures (the list's label is read out with its count). Each picture is a lazy,
 * responsive image with its own text alternative and an optional caption.
 */
export function Gallery({ label, items, layout = 'grid' }: { label: string; items: readonly GalleryItem[]; layout?: keyof typeof layouts }) {
  const { list, tile, sizes } = layouts[layout];
  return (
    <ul aria-label={label} className={list}>
      {items.map((item) => (
        <li key={item.key} className="min-w-0">
          <figure>
            <div className={`relative overflow-hidden rounded-card border border-ink-line ${tile}`}>
              <ResponsiveImage image={item.image} alt={item.alt} sizes={sizes} className="size-full object-cover" />
              {item.overlay}
            </div>
            {item.caption && <figcaption className="mt-3 text-sm text-ivory-dim">{captionParts(item.caption)}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  );
}
