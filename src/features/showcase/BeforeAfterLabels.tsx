/**
 * "Before" and "After" over a result picture, placed on the half each describes. Hidden from
 * assistive technology: the picture's text alternative already says which is which.
 */
export function BeforeAfterLabels({ layout, before, after }: { layout: 'beside' | 'above'; before: string; after: string }) {
  const label = 'absolute rounded-full bg-ink/85 px-2.5 py-1 text-[0.65rem] font-semibold uppercase tracking-[0.18em] text-gold-bright sm:text-xs';
  return (
    <span aria-hidden="true">
      <span className={`${label} ${layout === 'beside' ? 'bottom-3 left-3' : 'top-3 left-3'}`}>{before}</span>
      <span className={`${label} ${layout === 'beside' ? 'right-3 bottom-3' : 'bottom-3 left-3'}`}>{after}</span>
    </span>
  );
}
