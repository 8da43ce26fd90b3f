import type { ReactNode } from 'react';
import { BackHomeLink } from './BackHomeLink.tsx';
import { Container } from './Container.tsx';

/**
 * The top of a detail page: back-to-home link, eyebrow, title and lead; `aside` (a picture) sits
 * beside the text from large screens up and below it on phones.
 */
export function PageIntro({
  eyebrow,
  eyebrowLanguage,
  title,
  lead,
  children,
  aside,
}: {
  eyebrow?: string;
  /** The eyebrow's language where it is a name in another language than the page's, so capitals follow its rules. */
  eyebrowLanguage?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  aside?: ReactNode;
}) {
  const text = (
    <>
      <BackHomeLink />
      {eyebrow && <p lang={eyebrowLanguage} className="mt-8 text-xs font-semibold uppercase tracking-[0.25em] text-gold">{eyebrow}</p>}
      <h1 className="mt-3 text-4xl hyphens-auto wrap-break-word text-ivory sm:text-6xl">{title}</h1>
      {lead && <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ivory-dim">{lead}</p>}
      {children}
    </>
  );
  return (
    <section className="border-b border-ink-line bg-gradient-to-b from-ink-soft to-ink pt-8 pb-16">
      <Container>
        {aside ? (
          <div className="grid items-center gap-12 lg:grid-cols-[1.1fr_0.9fr] lg:gap-16">
            <div>{text}</div>
            <div>{aside}</div>
          </div>
        ) : (
          text
        )}
      </Container>
    </section>
  );
}
