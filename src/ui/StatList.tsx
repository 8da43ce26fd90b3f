export interface Stat {
  key: string;
  /** The figure, shown large ("500+", "2020"). */
  value: string;
  /** Words that belong to the figure ("Since", "'den beri"), set small before or after it. */
  before?: string;
  after?: string;
  label: string;
}

/** Key figures ("500+ happy clients") as a description list: the figure large, its label beneath. */
export function StatList({ items, className = '' }: { items: readonly Stat[]; className?: string }) {
  return (
    <dl className={`grid grid-cols-3 gap-4 ${className}`}>
      {items.map((item) => (
        <div key={item.key} className="flex flex-col">
          <dt className="order-2 mt-2 text-[0.7rem] font-medium uppercase leading-snug tracking-[0.16em] text-ivory-dim sm:text-xs">
            {item.label}
          </dt>
          <dd className="order-1 flex flex-wrap items-baseline gap-x-1.5 font-display text-4xl leading-none text-gold-bright lining-nums tabular-nums sm:text-5xl">
            {item.before && <span className="text-base tracking-[0.12em] uppercase">{item.before}</span>}
            <span>{item.value}</span>
            {item.after && <span className="text-base tracking-[0.12em] uppercase">{item.after}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
