import { useTranslation } from 'react-i18next';
import { formatHour, type HourSpan, type WeeklyHours } from '../../core/hours.ts';

/** Opening hours as a definition list, in the visitor's language, from one data source. */
export function WeeklyHoursList({ hours, className = '' }: { hours: WeeklyHours; className?: string }) {
  const { t } = useTranslation();
  const span = (s: HourSpan | null) =>
    s ? t('hours.range', { open: formatHour(s.open), close: formatHour(s.close) }) : t('hours.closed');
  const rows = [
    ['weekdays', span(hours.weekdays)],
    ['saturday', span(hours.saturday)],
    ['sunday', span(hours.sunday)],
  ] as const;
  return (
    // A time range never breaks inside ("08:00 – 20:00" stays on one line); the day may wrap instead.
    <dl className={`grid grid-cols-[minmax(0,max-content)_max-content] gap-x-6 gap-y-1.5 text-sm ${className}`}>
      {rows.map(([day, text]) => (
        <div key={day} className="contents">
          <dt className="text-ivory-dim">{t(`hours.${day}`)}</dt>
          <dd className="whitespace-nowrap text-ivory tabular-nums">{text}</dd>
        </div>
      ))}
    </dl>
  );
}
