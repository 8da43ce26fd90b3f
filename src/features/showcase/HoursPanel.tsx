import { useTranslation } from 'react-i18next';
import { formatHour, type WeeklyHours } from '../../../core/hours.ts';
import { Panel } from '../../ui/Panel.tsx';
import { WeeklyHoursList } from '../../ui/WeeklyHoursList.tsx';

/**
 * Opening hours in a panel; a page that shows one leaves the footer's hours out (Footer.tsx), so a
 * visitor reads them once on the way down. `firstAppointment` is for the house's general hours, which open before
 * the first bookable slot: the panel then says in words when appointments start.
 */
export function HoursPanel({
  hours,
  firstAppointment,
  headingLevel,
  className = '',
}: {
  hours: WeeklyHours;
  firstAppointment?: number;
  /** 2 where the panel stands under the page's h1 rather than in a section. */
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const { t } = useTranslation('content');
  return (
    <Panel title={t('hours.title')} headingLevel={headingLevel} className={className}>
      <div data-page-hours>
        <WeeklyHoursList hours={hours} className="text-base" />
      </div>
      {firstAppointment !== undefined && firstAppointment !== hours.weekdays.open && (
        <p className="mt-5 border-t border-ink-line pt-4 text-sm leading-relaxed text-ivory-dim">
          {t('hours.appointmentsStart', { open: formatHour(hours.weekdays.open), firstSlot: formatHour(firstAppointment) })}
        </p>
      )}
    </Panel>
  );
}
