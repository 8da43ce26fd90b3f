/**
 * What the prerenderer puts first in a page's <head>, so the browser asks for the things the first
 * paint needs before the scripts: the stylesheet (it blocks rendering) and the page's priority
 * image (its largest paint). Vite writes the stylesheet after the entry script, and the preload
 * scanner requests in document order.
 */

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;

/** The template without its stylesheet links, and those links, to be placed at the top of the head. */
export function takeStylesheets(template: string): { template: string; stylesheets: string[] } {
  const stylesheets = [...template.matchAll(STYLESHEET)].map((match) => match[0].trim());
  return { template: template.replace(STYLESHEET, ''), stylesheets };
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * A preload for the first picture whose <img> has fetchpriority="high" (ResponsiveImage's
 * `priority`), in AVIF, with the same srcset, sizes and media as its <source>: the browser then
 * requests the very file the <img> will use, as early as the stylesheet. Null when the page has none.
 */
export function priorityImagePreload(html: string): string | null {
  for (const [picture] of html.matchAll(/<picture>[\s\S]*?<\/picture>/g)) {
    const img = /<img[^>]*>/.exec(picture)?.[0];
    if (!img || attribute(img, 'fetchPriority')?.toLowerCase() !== 'high') continue;
    const avif = [...picture.matchAll(/<source[^>]*>/g)].map((m) => m[0]).find((source) => attribute(source, 'type') === 'image/avif');
    const srcset = avif && attribute(avif, 'srcSet');
    if (!avif || !srcset) return null;
    const sizes = attribute(avif, 'sizes');
    const media = attribute(avif, 'media');
    return [
      '<link rel="preload" as="image" type="image/avif" fetchpriority="high"',
      ` imagesrcset="${srcset}"`,
      sizes ? ` imagesizes="${sizes}"` : '',
      media ? ` media="${media}"` : '',
      ' />',
    ].join('');
  }
  return null;
}
