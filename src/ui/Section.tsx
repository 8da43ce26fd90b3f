import type { ReactNode } from 'react';
import { Container } from './Container.tsx';

export type SectionTone = 'ink' | 'soft';

const tones: Record<SectionTone, string> = {
  ink: 'bg-ink',
  soft: 'border-y border-ink-line bg-ink-soft',
};

/**
 * A page section: one vertical rhythm, one content column, and a name for assistive technology
 * taken from its heading (`labelledBy` is the heading's id).
 */
export function Section({
  id,
  labelledBy,
  tone = 'ink',
  className = '',
  children,
}: {
  id?: string;
  labelledBy: string;
  tone?: SectionTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`render-when-near py-section ${tones[tone]} ${className}`}>
      <Container>{children}</Container>
    </section>
  );
}
