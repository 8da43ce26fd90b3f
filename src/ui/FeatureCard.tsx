import type { IconComponent } from './icon.ts';

/**
 * A card with an emblem, a title (h3) and a short text. The emblem is a figure in large serif type
 * where the card has one (a claim such as "95%+"), else an icon in a gold ring: one emblem per card,
 * so a card without a figure shows no empty place beside its icon. The three parts are three rows of
 * the list's grid (`featureCardItem`), so cards side by side start their titles and texts level.
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
    <div className={`row-span-3 grid grid-rows-subgrid gap-y-0 rounded-card border border-ink-line bg-ink-soft p-7 sm:p-8 ${className}`}>
      <div className="flex h-12 items-center">
        {highlight ? (
          <p className="font-display text-5xl leading-none text-gold-bright lining-nums">{highlight}</p>
        ) : (
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full border border-gold/45 text-gold">
            <Icon aria-hidden="true" className="size-5" strokeWidth={1.5} />
          </span>
        )}
      </div>
      <h3 className="mt-6 text-2xl hyphens-auto wrap-break-word text-ivory">{title}</h3>
      <p className="mt-3 leading-relaxed text-ivory-dim">{description}</p>
    </div>
  );
}

/** The classes of the list item around a FeatureCard: it spans the card's three rows of the list's grid. */
export const featureCardItem = 'row-span-3 grid min-w-0 grid-rows-subgrid gap-y-0';
