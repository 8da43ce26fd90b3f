import { useTranslation } from 'react-i18next';
import { HOUSE } from '../../../content/house.ts';
import { BOOKING_HOURS, formatHour } from '../../../core/hours.ts';
import { bookableOnWeekdaysOnly } from '../../../core/house.ts';
import type { ServiceId } from '../../../core/services.ts';
import { BookServiceLink } from '../../ui/BookServiceLink.tsx';

/**
 * The restaurant's occasions beyond a table (restaurant.json `occasions`), each with its guests and
 * its time read from the house's rules, and a button that opens the form with it chosen.
 */
export function OccasionList({ occasions }: { occasions: readonly ServiceId[] }) {
  const { t } = useTranslation(['restaurant', 'common']);
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {occasions.map((id) => {
        const place = HOUSE.services[id];
        const { guests, earliestStart, hold } = place;
        const hours = BOOKING_HOURS.restaurant;
        // A late start is its span to closing; after Saturday's last hour it is said with its days, so no one asks for a Saturday evening.
        const span = earliestStart && t('common:hours.range', { open: earliestStart, close: formatHour(hours.weekdays.close) });
        const time = span ? (bookableOnWeekdaysOnly(place, hours) ? t('occasions.weekdays', { range: span }) : span) : hold === 'allDay' ? t('occasions.allDay') : null;
        const title = t(`occasions.items.${id}.title`);
        return (
          <li key={id} className="flex min-w-0 flex-col rounded-card border border-ink-line bg-ink-soft p-7 sm:p-8">
            <h3 className="text-2xl hyphens-auto wrap-break-word text-ivory sm:text-3xl">{title}</h3>
            <p className="mt-3 leading-relaxed text-ivory-dim">{t(`occasions.items.${id}.description`)}</p>
            {/* Guests and time as labelled values, which no language has to decline. */}
            <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
              {guests && (
                <>
                  <dt className="text-ivory-dim">{t('occasions.guests')}</dt>
                  <dd className="text-ivory tabular-nums">
                    {guests.min}–{guests.max}
                  </dd>
                </>
              )}
              {time && (
                <>
                  <dt className="text-ivory-dim">{t('occasions.time')}</dt>
                  <dd className="text-ivory">{time}</dd>
                </>
              )}
            </dl>
            <div className="mt-auto pt-7">
              <BookServiceLink service={id} label={t('occasions.book')} title={title} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
