/**
 * Button variants, declared once: pages pick a variant and size and never restyle a button by hand.
 * Used by <Button>, <ButtonLink> and plain anchors alike.
 */
export type ButtonVariant = 'primary' | 'outline' | 'ghost';
export type ButtonSize = 'md' | 'lg';

/*
 * A button grows with its label: a minimum height (the 44 / 48 px touch target), padding above and
 * below, and the lines centred and balanced, so a label that wraps in a long language ("Kostenlose
 * Beratung buchen") stays clear of the edges. The radius is a fixed 1.5rem rather than a full
 * pill: a one-line button is still a pill (the radius is capped at half its height), a two-line one
 * becomes a softly rounded tablet instead of a lozenge that squeezes its text at the ends.
 */
const base =
  'inline-flex items-center justify-center gap-2 rounded-button text-center leading-snug text-balance font-medium tracking-wide can-hover:transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-bright ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-gold text-ink hover:bg-gold-bright',
  outline: 'border border-gold/70 text-gold-bright hover:bg-gold hover:text-ink',
  ghost: 'text-ivory hover:text-gold-bright',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 py-2.5 text-sm',
  // On the narrowest phones the sides come in, so a long label in a framed card keeps to one line.
  lg: 'min-h-12 px-5 py-3 text-base min-[400px]:px-7',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}
