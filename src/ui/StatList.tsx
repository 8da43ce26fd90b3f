import type { ReactNode } from 'react';
import { Star } from './icons.ts';

export interface Stat {
  key: string;
  /** The figure, shown large ("500+", "2020"). */
  value: string;
  /** Words that belong to the figure ("Since", "'den beri"), set small before or after it. */
  before?: string;
  after?: string;
  label: string;
}

/** The small spaced capitals of a figure's label and of the words that go with it. */
const SMALL_CAPS = 'text-[0.7rem] font-medium uppercase leading-snug tracking-[0.16em] sm:text-xs';

/**
 * Key figures ("500+ happy clients") as a description list: the figure large, its label beneath.
 * Words that go with a figure ("Since 2020") sit small on a line of their own, above it or below
 * it, so every figure keeps one baseline however narrow its column; when one figure has words
 * above it, the others keep that line empty.
 * Columns share the width equally, except that one widens for a label's longest word rather than
 * break it.
 */
export function StatList({ items, className = '' }: { items: readonly Stat[]; className?: string }) {
  const lineAbove = items.some((item) => item.before);
  return (
    <dl className={`grid grid-cols-[repeat(3,minmax(min-content,1fr))] gap-4 ${className}`}>
      {items.map((item) => (
        <div key={item.key} className="flex min-w-0 flex-col">
          <dt className={`${SMALL_CAPS} order-2 mt-2 text-ivory-dim`}>
            {item.label}
          </dt>
          <dd className="order-1 flex flex-col">
            {lineAbove && <span className={`${SMALL_CAPS} mb-1 min-h-[1.375em] font-sans text-gold`}>{item.before}</span>}
            <span className="font-display text-4xl leading-none text-gold-bright lining-nums tabular-nums sm:text-5xl">{withStarsDrawn(item.value)}</span>
            {item.after && <span className={`${SMALL_CAPS} mt-1 font-sans text-gold`}>{item.after}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * "5★" with the star drawn as an icon: the brand's fonts have no ★, and a browser that meets a
 * character its fonts lack searches the device's fonts for it (tens of milliseconds of layout on a
 * slow phone, each time the web fonts arrive) and draws it in whatever style it finds.
 */
function withStarsDrawn(text: string): ReactNode {
  if (!text.includes('★')) return text;
  const nodes: ReactNode[] = [];
  text.split('★').forEach((part, index) => {
    if (index > 0) nodes.push(<Star key={index} label="★" className="inline-block size-[0.7em] fill-current align-baseline" strokeWidth={1.5} />);
    if (part) nodes.push(part);
  });
  return nodes;
}
