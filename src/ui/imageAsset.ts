/**
 * The shape of one image produced by scripts/build-images.ts from a file in media/: its intrinsic
 * size (so the browser reserves the space before it loads), a placeholder colour, and the hashed
 * URLs of each width in AVIF and WebP.
 */
export interface ImageSource {
  src: string;
  w: number;
}

export interface ImageAsset {
  name: string;
  width: number;
  height: number;
  /** The image's dominant colour, shown while it loads. */
  color: string;
  avif: ImageSource[];
  webp: ImageSource[];
}

export type ImageLookup = (name: string) => ImageAsset | undefined;

/**
 * Indexes the generated image modules a page imported with `import.meta.glob` by image name.
 * Each page globs only its own prefix, so it ships the URLs of its own images and no others.
 */
export function imageLookup(modules: Record<string, ImageAsset>): ImageLookup {
  const byName = new Map(Object.values(modules).map((asset) => [asset.name, asset]));
  return (name) => byName.get(name);
}
