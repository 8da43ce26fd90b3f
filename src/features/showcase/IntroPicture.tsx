import type { ImageAsset } from '../../ui/imageAsset.ts';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';

/** The cover of a house beside its page title: in view at once, so it loads first and eagerly. */
export function IntroPicture({ image, alt }: { image: ImageAsset | undefined; alt: string }) {
  return (
    <div className="relative mx-auto max-w-xl">
      <div aria-hidden="true" className="absolute -inset-2 rounded-card border border-gold/25 sm:-inset-3" />
      <div className="relative overflow-hidden rounded-card border border-gold/45">
        <ResponsiveImage image={image} alt={alt} sizes="(min-width: 1152px) 460px, (min-width: 1024px) 40vw, 92vw" priority className="aspect-[3/2] w-full object-cover" />
      </div>
    </div>
  );
}
