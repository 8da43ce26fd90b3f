import type { ImageAsset, ImageSource } from './imageAsset.ts';

const srcSet = (sources: ImageSource[]) => sources.map((s) => `${s.src} ${s.w}w`).join(', ');

interface ResponsiveImageProps {
  /** From a page's image lookup; undefined when the file is missing from media/. */
  image: ImageAsset | undefined;
  /** Translated text alternative; an empty string marks a purely decorative image. */
  alt: string;
  /** The rendered width per layout, as in the `sizes` attribute, so the browser picks the right file. */
  sizes: string;
  /** Above the fold: load at once with high priority (the page's largest image). Otherwise lazy. */
  priority?: boolean;
  className?: string;
  /**
   * A media query outside of which the picture is not needed at all (its container is hidden):
   * there the browser picks a blank inline image and downloads nothing.
   */
  media?: string;
}

const BLANK_GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * One image from media/, as AVIF with a WebP fallback in several widths. Width and height are set
 * from the source so the layout never shifts; images below the fold load lazily.
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, className = '', media }: ResponsiveImageProps) {
  if (!image) {
    // A file was removed from media/ without updating src/content: keep the layout and the text
    // alternative rather than show a broken image.
    return <span role={alt ? 'img' : undefined} aria-label={alt || undefined} className={`block bg-gradient-to-br from-ink-line to-ink ${className}`} />;
  }
  const fallback = image.webp.find((s) => s.w >= 800) ?? image.webp[image.webp.length - 1];
  return (
    <picture>
      {media && <source media={`not all and ${media}`} srcSet={BLANK_GIF} />}
      <source type="image/avif" srcSet={srcSet(image.avif)} sizes={sizes} media={media} />
      <source type="image/webp" srcSet={srcSet(image.webp)} sizes={sizes} media={media} />
      <img
        src={fallback?.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        // Not 'sync' for the priority image: that makes the paint wait while the main thread
        // decodes the AVIF; browsers advise async or auto even for the largest image.
        decoding="async"
        className={className}
        style={{ backgroundColor: image.color }}
      />
    </picture>
  );
}
