import type { ReactNode } from 'react';
import { Star } from './icons.ts';

export interface Stat {
  key: string;
  /** The figure, shown large ("500+", "2020"). */
  value: string;
  label: string;
}

/**
 * Key figures ("500+ happy clients") as a description list, the label in small spaced capitals. On
 * a phone each figure is a row, its label beside it in one shared column, since three columns of
 * spaced capitals left a label a word per line. From the small breakpoint up, three columns that
 * share the width equally, the figure large and its label beneath; one widens for a label's
 * longest word rather than break it.
 */
export function StatList({ items, className = '' }: { items: readonly Stat[]; className?: string }) {
  return (
    <dl className={`grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-5 sm:grid-cols-[repeat(3,minmax(min-content,1fr))] sm:gap-4 ${className}`}>
      {items.map((item) => (
        <div key={item.key} className="col-span-2 grid min-w-0 grid-cols-subgrid items-center sm:col-span-1 sm:flex sm:flex-col-reverse sm:items-start sm:justify-end">
          <dt className="text-[0.7rem] font-medium uppercase leading-snug tracking-[0.16em] text-ivory-dim max-sm:order-2 sm:mt-2 sm:text-xs">{item.label}</dt>
          <dd className="font-display text-4xl leading-none text-gold-bright lining-nums tabular-nums sm:text-5xl">{withStarsDrawn(item.value)}</dd>
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
