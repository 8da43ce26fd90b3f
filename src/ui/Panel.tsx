import type { ReactNode } from 'react';

/**
 * A framed block of facts (opening hours, a note) with a small gold title. `headingLevel` keeps
 * the page's heading outline in order wherever the panel sits.
 */
export function Panel({
  title,
  headingLevel = 3,
  children,
  className = '',
}: {
  title: string;
  headingLevel?: 2 | 3;
  children: ReactNode;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={`rounded-card border border-gold/25 bg-ink-soft/70 p-7 sm:p-8 ${className}`}>
      <Heading className="font-sans text-xs font-semibold uppercase tracking-[0.24em] text-gold">{title}</Heading>
      <div className="mt-5">{children}</div>
    </div>
  );
}
