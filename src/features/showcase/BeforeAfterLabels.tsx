/**
 * "Before" and "After" over a result picture, placed on the half each describes. Hidden from
 * assistive technology: the picture's text alternative already says which is which.
 */
export function BeforeAfterLabels({ layout, before, after }: { layout: 'beside' | 'above'; before: string; after: string }) {
  // Each label keeps to its half of the picture, on one line, so a long word (German "Nachher")
  // never meets the other label; on a phone's small tiles the labels sit closer to the corners.
  const label =
    'absolute max-w-[calc(50%-0.75rem)] rounded-full bg-ink/85 px-1.5 py-1 text-[0.6rem] font-semibold whitespace-nowrap uppercase leading-none tracking-[0.06em] text-gold-bright sm:max-w-[calc(50%-1rem)] sm:px-2.5 sm:text-xs sm:tracking-[0.18em]';
  return (
    <span aria-hidden="true">
      <span className={`${label} ${layout === 'beside' ? 'bottom-2 left-2 sm:bottom-3 sm:left-3' : 'top-2 left-2 sm:top-3 sm:left-3'}`}>{before}</span>
      <span className={`${label} ${layout === 'beside' ? 'right-2 bottom-2 sm:right-3 sm:bottom-3' : 'bottom-2 left-2 sm:bottom-3 sm:left-3'}`}>{after}</span>
    </span>
  );
}
