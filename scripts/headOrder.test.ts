import { describe, expect, it } from 'vitest';
import { priorityImagePreload, takeStylesheets } from './headOrder.ts';

const picture = (img: string, media = '') =>
  `<picture><source type="image/avif" srcSet="/a-480.avif 480w, /a-800.avif 800w" sizes="92vw"${media}/>` +
  `<source type="image/webp" srcSet="/a-480.webp 480w" sizes="92vw"${media}/>${img}</picture>`;

describe('the head of a prerendered page', () => {
  it('preloads the priority picture in AVIF with its srcset, sizes and media', () => {
    const html =
      picture('<img src="/lazy.webp" loading="lazy"/>').replace(/\/a-/g, '/lazy-') +
      picture('<img src="/a-800.webp" loading="eager" fetchPriority="high"/>', ' media="(min-width: 1024px)"');
    expect(priorityImagePreload(html)).toBe(
      '<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="/a-480.avif 480w, /a-800.avif 800w" imagesizes="92vw" media="(min-width: 1024px)" />',
    );
  });

  it('preloads no image on a page without a priority picture', () => {
    expect(priorityImagePreload(picture('<img src="/a-800.webp" loading="lazy"/>'))).toBeNull();
  });

  it('takes the stylesheet out of the template, to be placed before the scripts', () => {
    const template = '<head>\n    <script type="module" src="/e.js"></script>\n    <link rel="stylesheet" crossorigin href="/i.css">\n  </head>';
    expect(takeStylesheets(template)).toEqual({
      template: '<head>\n    <script type="module" src="/e.js"></script>\n  </head>',
      stylesheets: ['<link rel="stylesheet" crossorigin href="/i.css">'],
    });
  });
});
