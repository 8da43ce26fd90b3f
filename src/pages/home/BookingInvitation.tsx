import { CalendarCheck } from '../../ui/icons.ts';
import { useTranslation } from 'react-i18next';
import { firstAppointmentHour } from '../../content/home.ts';
import { contact, openingHours } from '../../../content/site.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Section } from '../../ui/Section.tsx';
import { SectionHeading } from '../../ui/SectionHeading.tsx';
import { HoursPanel } from '../../features/showcase/HoursPanel.tsx';

/**
 * The home page's #booking: where every "book" link of the detail pages lands. A short invitation,
 * the house's hours, and the way to the booking form.
 */
export function BookingInvitation() {
  const { t } = useTranslation('home');
  return (
    <Section id="booking" labelledBy="booking-title">
      <div className="grid items-center gap-12 rounded-card border border-gold/30 bg-[radial-gradient(ellipse_at_top_left,rgba(201,169,106,0.14),transparent_60%)] px-6 py-12 sm:p-14 lg:grid-cols-[1.15fr_0.85fr] lg:gap-16">
        <div>
          <SectionHeading id="booking-title" eyebrow={t('booking.eyebrow')} title={t('booking.title')} lead={t('booking.text')} />
          <div className="mt-10 flex flex-col items-start gap-5">
            <ButtonLink to="/booking" size="lg">
              <CalendarCheck aria-hidden="true" className="size-5" />
              {t('booking.cta')}
            </ButtonLink>
            <p className="text-ivory-dim">
              {t('booking.call')}{' '}
              <a href={`tel:${contact.phoneE164}`} className="text-gold-bright underline-offset-4 hover:underline">
                {contact.phoneDisplay}
              </a>
            </p>
          </div>
        </div>
        <HoursPanel hours={openingHours} firstAppointment={firstAppointmentHour} />
      </div>
    </Section>
  );
}
