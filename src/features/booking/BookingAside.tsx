import { useTranslation } from 'react-i18next';
import { BOOKING_HOURS, FIRST_APPOINTMENT_HOUR, formatHour, GENERAL_HOURS } from '../../../core/hours.ts';
import { reservesTable, serviceGroup, type ServiceId } from '../../../core/services.ts';
import { WeeklyHoursList } from '../../ui/WeeklyHoursList.tsx';
import { bookedAtOnce } from './bookingFormState.ts';
import { NextSteps } from './NextSteps.tsx';
import { PhoneLink, WhatsAppLink } from './PhoneLink.tsx';

const headingClass = 'font-sans text-xs font-semibold uppercase tracking-[0.24em] text-gold';

/**
 * Beside the form on wide screens, under it on phones: the hours of the chosen house (the house's
 * own hours before a service is chosen), what happens after the request, and the phone number.
 * A labelled region rather than an <aside>, which belongs at the top level of the page.
 */
export function BookingAside({ service }: { service: ServiceId | '' }) {
  const { t } = useTranslation(['booking', 'services']);
  const group = service ? serviceGroup(service) : null;
  return (
    <section aria-label={t('aside.label')} className="grid gap-8 rounded-card border border-gold/25 bg-ink-soft/70 p-6 sm:p-8 md:grid-cols-2 lg:grid-cols-1">
      <div>
        <h3 id="booking-aside-hours" className={headingClass}>
          {group ? t('aside.groupHours', { group: t(`services:groups.${group}`) }) : t('aside.houseHours')}
        </h3>
        {/* Not a live region: the time list's description already reads the chosen house's hours. The footer leaves its own out (Footer.tsx). */}
        <div className="mt-4" data-page-hours>
          <WeeklyHoursList hours={group ? BOOKING_HOURS[group] : GENERAL_HOURS} className="text-base" />
          {!group && <p className="mt-3 text-sm leading-relaxed text-ivory-dim">{t('aside.firstAppointment', { time: formatHour(FIRST_APPOINTMENT_HOUR) })}</p>}
        </div>
      </div>
      <div className="border-t border-ink-line pt-8 md:border-t-0 md:pt-0 lg:border-t lg:pt-8">
        <h3 id="booking-aside-next" className={headingClass}>
          {t('next.title')}
        </h3>
        <NextSteps forTable={service ? reservesTable(service) : false} kind={!service ? 'unchosen' : bookedAtOnce(service) ? 'confirmed' : 'request'} className="mt-5" />
      </div>
      <div className="border-t border-ink-line pt-8 md:col-span-2 lg:col-span-1">
        <h3 id="booking-aside-call" className={headingClass}>
          {t('aside.callTitle')}
        </h3>
        <p className="mt-3 text-sm leading-relaxed text-ivory-dim">{t('aside.callText')}</p>
        {/* No separator, but a gap: beside the number on a phone as in the footer, and where it must wrap, no stray dot is left behind. */}
        <div className="mt-2 flex flex-wrap items-center gap-x-4">
          <PhoneLink small />
          <WhatsAppLink />
        </div>
      </div>
    </section>
  );
}
