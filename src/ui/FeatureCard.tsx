import type { IconComponent } from './icon.ts';

/**
 * A card with an icon in a gold ring, a title (h3) and a short text; `highlight` adds a figure in
 * large serif type above the title (a claim such as "95%+").
 */
export function FeatureCard({
  icon: Icon,
  title,
  description,
  highlight,
  className = '',
}: {
  icon: IconComponent;
  title: string;
  description: string;
  highlight?: string;
  className?: string;
}) {
  return (
    <div className={`rounded-card border border-ink-line bg-ink-soft p-7 sm:p-8 ${className}`}>
      <span className="inline-flex size-12 items-center justify-center rounded-full border border-gold/45 text-gold">
        <Icon aria-hidden="true" className="size-5" strokeWidth={1.5} />
      </span>
      {highlight && <p className="mt-6 font-display text-5xl leading-none text-gold-bright lining-nums">{highlight}</p>}
      <h3 className={`${highlight ? 'mt-3' : 'mt-6'} text-2xl hyphens-auto wrap-break-word text-ivory`}>{title}</h3>
      <p className="mt-3 leading-relaxed text-ivory-dim">{description}</p>
    </div>
  );
}
