import { useId, type ReactNode } from 'react';
import { AppLink } from './AppLink.tsx';

/**
 * Long-form reading: legal texts and other documents meant to be read from start to end.
 * A measure of about 70 characters and generous leading keep long lines comfortable; body text is
 * ivory-dim on ink (AA), headings ivory in the display serif, with a thin gold rule under each.
 */

/** One numbered part of a long document: its id (the anchor), its title and its text. */
export interface LongFormSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A long document: its table of contents (beside the text on wide screens) and its sections. */
export function LongForm({ contentsLabel, sections }: { contentsLabel: string; sections: readonly LongFormSection[] }) {
  return (
    <div className="py-section">
      <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-14 px-5 sm:px-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <div className="lg:sticky lg:top-26 lg:self-start">
          <TableOfContents label={contentsLabel} items={sections} />
        </div>
        <div className="max-w-[70ch] space-y-16 text-[1.0625rem] leading-[1.8] text-ivory-dim">
          {sections.map((section, index) => (
            <ProseSection key={section.id} id={section.id} title={section.title} first={index === 0}>
              {section.body}
            </ProseSection>
          ))}
        </div>
      </div>
    </div>
  );
}

interface ContentsItem {
  id: string;
  title: string;
}

/** Numbered links to the sections of the document; every id must belong to a rendered section. */
function TableOfContents({ label, items }: { label: string; items: readonly ContentsItem[] }) {
  const labelId = useId();
  return (
    <nav
      aria-labelledby={labelId}
      className="rounded-[var(--radius-card)] border border-ink-line bg-ink-soft p-6 sm:p-8 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto lg:p-6"
    >
      <p id={labelId} className="text-xs font-semibold uppercase tracking-[0.25em] text-gold">
        {label}
      </p>
      <ol className="mt-4 grid gap-x-10 sm:grid-cols-2 lg:grid-cols-1">
        {items.map((item, index) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="group flex min-h-11 items-baseline gap-3 py-2 text-sm leading-snug text-ivory lg:min-h-0 lg:py-1.5"
            >
              <span aria-hidden="true" className="w-6 shrink-0 font-display text-base text-gold lining-nums tabular-nums">
                {String(index + 1).padStart(2, '0')}
              </span>
              <span className="text-balance underline-offset-4 can-hover:transition-colors group-hover:text-gold-bright group-hover:underline">
                {item.title}
              </span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * One numbered part of the document: an h2 the table of contents links to, then its text. Laid out
 * only when near the screen (`render-when-near`): a legal text is long, and each relayout when a
 * web font arrives would cover all of it. The first part starts on or near a phone's first screen
 * (`first`): it is laid out with the page, as the section under a hero is (src/ui/Section.tsx),
 * since as an estimate it made the browser lay it out and skip it again before the first paint.
 */
function ProseSection({ id, title, first = false, children }: { id: string; title: string; first?: boolean; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={first ? '' : 'render-when-near'}>
      <h2 id={headingId} className="text-3xl text-ivory sm:text-4xl">
        {title}
      </h2>
      <span aria-hidden="true" className="mt-5 block h-px w-14 bg-gold/70" />
      <div className="mt-7 space-y-5">{children}</div>
    </section>
  );
}

export function BulletList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="list-disc space-y-3 pl-5 marker:text-gold">
      {items.map((item, index) => (
        <li key={index} className="pl-1">
          {item}
        </li>
      ))}
    </ul>
  );
}

export interface TermItem {
  id: string;
  term: string;
  description: ReactNode;
}

/** Terms with their explanations (legal bases, retention periods): one row each, stacked on phones. */
export function TermList({ items }: { items: readonly TermItem[] }) {
  return (
    <dl className="divide-y divide-ink-line border-y border-ink-line">
      {items.map((item) => (
        <div key={item.id} className="grid gap-1 py-5 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-8">
          <dt className="font-medium leading-snug text-ivory sm:pt-1">{item.term}</dt>
          <dd>{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}

const proseLinkClass = 'text-gold-bright underline decoration-gold/60 underline-offset-4 hover:decoration-gold-bright';

/** A link inside running text, underlined so it is not told apart by colour alone. Paths starting with "/" stay in the app. */
export function ProseLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/')) {
    return (
      <AppLink to={href} className={proseLinkClass}>
        {children}
      </AppLink>
    );
  }
  return (
    <a href={href} className={proseLinkClass}>
      {children}
    </a>
  );
}
