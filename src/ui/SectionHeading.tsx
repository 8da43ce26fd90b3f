import { GoldRule } from './GoldRule.tsx';

/** A section's eyebrow, serif title (h2), gold rule and optional lead, left-aligned or centred. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'left',
  className = '',
}: {
  /** Referenced by the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: 'left' | 'center';
  className?: string;
}) {
  const centred = align === 'center';
  return (
    <div className={`max-w-2xl ${centred ? 'mx-auto text-center' : ''} ${className}`}>
      {eyebrow && <p className="text-xs font-semibold uppercase tracking-[0.28em] text-gold">{eyebrow}</p>}
      <h2 id={id} className="mt-4 text-4xl text-balance hyphens-auto wrap-break-word text-ivory sm:text-5xl">
        {title}
      </h2>
      <GoldRule align={align} className="mt-6" />
      {lead && <p className={`mt-6 text-lg leading-relaxed ${centred ? 'text-balance' : ''} text-ivory-dim`}>{lead}</p>}
    </div>
  );
}
