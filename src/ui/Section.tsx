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
  underHero = false,
  children,
}: {
  id?: string;
  labelledBy: string;
  tone?: SectionTone;
  className?: string;
  /**
   * The section right under the page's hero, which starts on or just below a phone's first
   * screen: it is laid out with the page instead of when near (`render-when-near`). Skipped, it
   * would count as its 40rem estimate until laid out, and the browser, placing the next section
   * by that estimate, would lay that one out too before the first paint, only to skip it again.
   */
  underHero?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`${underHero ? '' : 'render-when-near '}py-section ${tones[tone]} ${className}`}>
      <Container>{children}</Container>
    </section>
  );
}
