/** The house ornament: a hairline in gold with a small lozenge at its centre. Decorative. */
export function GoldRule({ align = 'left', className = '' }: { align?: 'left' | 'center'; className?: string }) {
  return (
    <span aria-hidden="true" className={`flex items-center gap-3 ${align === 'center' ? 'justify-center' : ''} ${className}`}>
      <span className="h-px w-10 bg-gradient-to-r from-transparent to-gold/80" />
      <span className="size-1.5 rotate-45 bg-gold" />
      <span className="h-px w-10 bg-gradient-to-l from-transparent to-gold/80" />
    </span>
  );
}
