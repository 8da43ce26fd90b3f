import { brand } from '../../content/site.ts';

/** The house monogram: initials in a thin gold ring. Decorative; the brand name sits beside it. */
export function Monogram({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <circle cx="20" cy="20" r="18.5" fill="none" stroke="#c9a96a" strokeWidth="1.2" />
      <circle cx="20" cy="20" r="15.5" fill="none" stroke="#c9a96a" strokeWidth="0.5" opacity="0.6" />
      <text x="20" y="25.5" textAnchor="middle" fontFamily="Cormorant Garamond, Georgia, serif" fontSize="15" fontWeight="600" fill="#dcc08a" letterSpacing="0.5">
        {brand.monogram}
      </text>
    </svg>
  );
}
