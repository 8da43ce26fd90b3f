import { ArrowRight, Check } from '../../ui/icons.ts';
import { useTranslation } from 'react-i18next';
import { bookingPathForGroup } from '../../../core/bookingLink.ts';
import { isServiceGroup } from '../../../core/services.ts';
import { serviceCards, type ServiceCard } from '../../content/services.ts';
import { Badge } from '../../ui/Badge.tsx';
import { ButtonLink } from '../../ui/Button.tsx';
import { CARD_GRID, cardPictureRatio, cardSpan } from '../../ui/cardGrid.ts';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { Section } from '../../ui/Section.tsx';
import { SectionHeading } from '../../ui/SectionHeading.tsx';
import { homeImage } from './images.ts';

function ServiceCardItem({ card, className, ratio }: { card: ServiceCard; className: string; ratio: string }) {
  const { t } = useTranslation(['home', 'content']);
  const Icon = card.icon;
  const key = `services.cards.${card.id}`;
  const title = t(`${key}.title`);
  return (
    // The card's picture, name, text, list and buttons are five rows of the list's grid, so cards side
    // by side start each part level however many lines a neighbour's text takes.
    <li className={`row-span-5 grid min-w-0 grid-rows-subgrid gap-y-0 ${className}`}>
      <article className="row-span-5 grid w-full grid-rows-subgrid gap-y-0 overflow-hidden rounded-card border border-ink-line bg-ink-soft" aria-labelledby={`service-${card.id}`}>
        <div className="relative overflow-hidden border-b border-ink-line">
          <ResponsiveImage
            image={homeImage(card.image)}
            alt={t(`${key}.imageAlt`)}
            sizes="(min-width: 1152px) 560px, (min-width: 768px) 50vw, 92vw"
            className={`${ratio} w-full object-cover`}
          />
          {!card.bookingAvailable && <Badge className="absolute top-4 left-4">{t('content:comingSoon')}</Badge>}
        </div>
        <div className="flex items-center gap-4 px-7 pt-7 sm:px-8 sm:pt-8">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-gold/45 text-gold">
            <Icon aria-hidden="true" className="size-5" strokeWidth={1.5} />
          </span>
          <h3 id={`service-${card.id}`} className="min-w-0 text-3xl hyphens-auto wrap-break-word text-ivory">
            {title}
          </h3>
        </div>
        <p className="px-7 pt-4 leading-relaxed text-ivory-dim sm:px-8">{t(`${key}.description`)}</p>
        <ul className="space-y-2.5 px-7 pt-6 text-sm text-ivory sm:px-8">
          {card.features.map((feature) => (
            <li key={feature} className="flex gap-3">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" />
              {t(`${key}.features.${feature}`)}
            </li>
          ))}
        </ul>
        {/* The pair stacked at one width in every card, wide or narrow, so the grid's rows read alike. */}
        <div className="grid content-end gap-3 px-7 pt-8 pb-7 sm:px-8 sm:pb-8">
          <ButtonLink to={card.route} variant="outline">
            {t('services.discover')}
            {/* The house's name as a labelled value, as every language can say it without declining it. */}
            <span className="sr-only">: {title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
          {/* A house not yet open offers, in the booking's place, to be told when it opens: the newsletter in the footer. */}
          {card.bookingAvailable && isServiceGroup(card.id) ? (
            <ButtonLink to={bookingPathForGroup(card.id)}>{t('content:bookNow')}</ButtonLink>
          ) : (
            <ButtonLink to="#contact">{t('content:registerInterest')}</ButtonLink>
          )}
        </div>
      </article>
    </li>
  );
}

/** The five houses, each with its picture, four highlights, its page and (when open) booking. */
export function ServicesOverview() {
  const { t } = useTranslation('home');
  // Five cards stand far taller than the default estimate of a block not yet laid out: with it, the
  // footer's controls would lie over the cards' buttons until the visitor scrolls near them.
  return (
    <Section id="services" labelledBy="services-title" className="[--estimated-height:250rem] lg:[--estimated-height:116rem]">
      <>
        <SectionHeading id="services-title" align="center" eyebrow={t('services.eyebrow')} title={t('services.title')} lead={t('services.lead')} />
        <ul className={`mt-16 ${CARD_GRID}`}>
          {serviceCards.map((card, index) => (
            <ServiceCardItem key={card.id} card={card} className={cardSpan(index, serviceCards.length)} ratio={cardPictureRatio(index, serviceCards.length)} />
          ))}
        </ul>
      </>
    </Section>
  );
}
