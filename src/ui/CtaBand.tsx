import type { ReactNode, Ref } from 'react';
import { Container } from './Container.tsx';
import { GoldRule } from './GoldRule.tsx';

/**
 * The closing invitation of a page: a framed band with a title (h2), a line of text and its actions.
 * On the narrowest phones the frame's sides come in, so a long button label keeps to one line.
 */
export function CtaBand({
  id,
  ref,
  headingId,
  title,
  text,
  children,
}: {
  id?: string;
  ref?: Ref<HTMLElement>;
  headingId: string;
  title: string;
  text?: string;
  children: ReactNode;
}) {
  return (
    // After a section on the same ground, that section's spacing and the band's frame part them: a second spacing would leave an empty band.
    <section id={id} ref={ref} aria-labelledby={headingId} className="render-when-near py-section [section.bg-ink+&]:pt-0">
      <Container>
        <div className="relative overflow-hidden rounded-card border border-gold/30 bg-[radial-gradient(ellipse_at_top,_rgba(201,169,106,0.16),_transparent_65%)] px-4 py-14 text-center min-[400px]:px-6 sm:px-12 sm:py-20">
          <GoldRule align="center" />
          <h2 id={headingId} className="mx-auto mt-6 max-w-2xl text-4xl text-balance hyphens-auto wrap-break-word text-ivory sm:text-5xl">
            {title}
          </h2>
          {text && <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-ivory-dim">{text}</p>}
          <div className="mt-10 flex flex-wrap items-center justify-center gap-4">{children}</div>
        </div>
      </Container>
    </section>
  );
}
