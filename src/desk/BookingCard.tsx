/** A booking as the desk's lists show it: when, what, who, how to reach them, and what they wrote. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { deskPath, DESK_PATHS, type DeskBookingSummary } from '../../core/deskApi.ts';
import { telUrl, whatsAppUrl } from '../../core/deskDay.ts';
import { callingCode } from '../../content/site.ts';
import { buttonClass } from '../ui/button.ts';
import { serviceName, specialistName } from './bookingWords.ts';
import { useDeskLanguage } from './language.ts';
import { formatDay } from './ui.tsx';

export function StatusBadge({ booking }: { booking: Pick<DeskBookingSummary, 'status' | 'attendance'> }) {
  const { t } = useTranslation('desk');
  const label = booking.attendance ? t(`attendance.${booking.attendance}`) : t(`status.${booking.status}`);
  const tone = booking.attendance === 'no_show' || booking.status === 'cancelled' || booking.status === 'declined' ? 'border-danger-bright/70 text-danger-bright' : booking.status === 'confirmed' ? 'border-gold/70 text-gold-bright' : 'border-ink-line text-ivory';
  return <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium ${tone}`}>{label}</span>;
}

/** Call and WhatsApp links for the visitor's phone, each a full-size target. */
export function ContactLinks({ booking }: { booking: Pick<DeskBookingSummary, 'phone' | 'name' | 'email'> }) {
  const { t } = useTranslation('desk');
  const whatsApp = whatsAppUrl(booking.phone, callingCode);
  return (
    <div className="flex flex-wrap gap-2">
      <a href={telUrl(booking.phone)} className={buttonClass('outline', 'md')} aria-label={t('booking.call', { name: booking.name, phone: booking.phone })}>
        {booking.phone}
      </a>
      {whatsApp && (
        <a href={whatsApp} target="_blank" rel="noopener noreferrer" className={buttonClass('outline', 'md')} aria-label={t('booking.whatsApp', { name: booking.name })}>
          {t('booking.whatsAppShort')}
        </a>
      )}
      {booking.email && (
        <a href={`mailto:${booking.email}`} className={buttonClass('ghost', 'md', 'break-all px-2 underline underline-offset-4')}>
          {booking.email}
        </a>
      )}
    </div>
  );
}

/** The booking's photos, straight from the desk's photo route; each opens full size. */
export function BookingPhotos({ booking }: { booking: Pick<DeskBookingSummary, 'id' | 'photoCount' | 'name'> }) {
  const { t } = useTranslation('desk');
  if (booking.photoCount === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('booking.photos')}>
      {Array.from({ length: booking.photoCount }, (_, index) => {
        const src = deskPath(DESK_PATHS.photo, { id: booking.id, n: index + 1 });
        return (
          <li key={src}>
            <a href={src} target="_blank" rel="noopener" className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-bright">
              <img src={src} alt={t('booking.photoAlt', { number: index + 1, name: booking.name })} loading="lazy" className="h-24 w-24 rounded-lg border border-ink-line object-cover" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** When and what: "Tue 16 Jun · 14:00 · Classic haircut · with Luan Basha · 4 guests". */
export function BookingLine({ booking, withDate = true }: { booking: DeskBookingSummary; withDate?: boolean }) {
  const { t } = useTranslation(['desk', 'services']);
  const { language } = useDeskLanguage();
  const parts = [
    ...(withDate ? [formatDay(booking.date, language)] : []),
    booking.time,
    serviceName(t, booking),
    ...(booking.specialist ? [t('desk:booking.with', { name: specialistName(booking.specialist) })] : []),
    ...(booking.guests !== null ? [t('desk:booking.guests', { count: booking.guests })] : []),
  ];
  return <>{parts.join(' · ')}</>;
}

export function BookingCard({ booking, aside, children, photos = false }: { booking: DeskBookingSummary; aside?: ReactNode; children?: ReactNode; photos?: boolean }) {
  const { t } = useTranslation('desk');
  return (
    <article className="rounded-card border border-ink-line bg-ink-soft p-4 sm:p-5" aria-labelledby={`booking-${booking.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`booking-${booking.id}`} className="font-display text-2xl text-ivory">
          {booking.name}
        </h2>
        <StatusBadge booking={booking} />
      </div>
      <p className="mt-1 text-ivory">
        <BookingLine booking={booking} />
      </p>
      {aside}
      <p className="mt-1 text-xs text-ivory-dim">{t('booking.reference', { reference: booking.reference })}</p>
      <div className="mt-3">
        <ContactLinks booking={booking} />
      </div>
      {booking.notes && (
        <blockquote className="mt-3 whitespace-pre-line border-l-2 border-gold/60 pl-3 text-sm text-ivory">
          <span className="sr-only">{t('booking.notes')}: </span>
          {booking.notes}
        </blockquote>
      )}
      {photos && (
        <div className="mt-3">
          <BookingPhotos booking={booking} />
        </div>
      )}
      {children && <div className="mt-4">{children}</div>}
    </article>
  );
}
