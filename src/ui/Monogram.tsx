import { MONOGRAM_OUTLINE } from './monogramOutline.ts';

/**
 * The house monogram: initials in a thin gold ring. Decorative; the brand name sits beside it.
 * The initials are outlines of the heading font (scripts/make-monogram.ts), not text: the logo
 * looks the same before the web font arrives and costs no text layout.
 */
export function Monogram({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <circle cx="20" cy="20" r="18.5" fill="none" stroke="#c9a96a" strokeWidth="1.2" />
      <circle cx="20" cy="20" r="15.5" fill="none" stroke="#c9a96a" strokeWidth="0.5" opacity="0.6" />
      <g fill="#dcc08a">
        {MONOGRAM_OUTLINE.paths.map(({ transform, d }, index) => (
          <path key={index} transform={transform} d={d} />
        ))}
      </g>
    </svg>
  );
}
