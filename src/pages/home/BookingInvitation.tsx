import { ArrowRight } from '../../ui/icons.ts';
import { useTranslation } from 'react-i18next';
import { bookingPathForGroup } from '../../../core/bookingLink.ts';
import { isServiceGroup } from '../../../core/services.ts';
import { serviceCards } from '../../content/services.ts';
import { contact } from '../../../content/site.ts';
import { AppLink } from '../../ui/AppLink.tsx';
import { Section } from '../../ui/Section.tsx';
import { SectionHeading } from '../../ui/SectionHeading.tsx';

/** The houses a visitor can book today, in the order of the services overview. */
const BOOKABLE_HOUSES = serviceCards.flatMap((card) => (card.bookingAvailable && isServiceGroup(card.id) ? [{ ...card, group: card.id }] : []));

/**
 * The home page's #booking: where the detail pages' closing "book" links land. Each bookable
 * house is one tap into the form with its first service chosen, so nobody lands one step short.
 * The opening hours are left to the footer just below, so a phone never shows them twice.
 */
export function BookingInvitation() {
  const { t } = useTranslation('home');
  return (
    // On the same ground as the services just above, its own top padding would double theirs into an empty band.
    <Section id="booking" labelledBy="booking-title" className="pt-0">
      <div className="rounded-card border border-gold/30 bg-[radial-gradient(ellipse_at_top_left,rgba(201,169,106,0.14),transparent_60%)] px-6 py-12 sm:p-14">
        <div className="min-w-0">
          <SectionHeading id="booking-title" eyebrow={t('booking.eyebrow')} title={t('booking.title')} lead={t('booking.text')} />
          <p id="booking-houses" className="mt-10 text-sm font-medium tracking-wide text-ivory">
            {t('booking.choose')}
          </p>
          <ul aria-labelledby="booking-houses" className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {BOOKABLE_HOUSES.map(({ id, group, icon: Icon }) => (
              <li key={id} className="flex min-w-0">
                <AppLink
                  to={bookingPathForGroup(group)}
                  className="group flex min-h-14 w-full min-w-0 items-center gap-3 rounded-xl border border-gold/45 bg-ink/60 px-4 py-3 text-ivory can-hover:transition-colors hover:border-gold hover:bg-gold/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-bright"
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0 text-gold" strokeWidth={1.5} />
                  <span className="min-w-0 flex-1 hyphens-auto wrap-break-word">{t(`services.cards.${id}.title`)}</span>
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-gold-bright" />
                </AppLink>
              </li>
            ))}
          </ul>
          {/* The number's tap target is a full line tall, so it goes to a line of its own rather than stretch a line of the sentence. */}
          <p className="mt-8 flex flex-wrap items-center gap-x-2 text-ivory-dim">
            <span>{t('booking.call')}</span>
            <a href={`tel:${contact.phoneE164}`} className="inline-flex min-h-11 items-center whitespace-nowrap text-gold-bright underline-offset-4 hover:underline">
              {contact.phoneDisplay}
            </a>
          </p>
        </div>
      </div>
    </Section>
  );
}
