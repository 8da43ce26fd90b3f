/**
 * The agenda of one day or a week, per lane (each barber, each room, the esthetician, the
 * restaurant's covers), from the service's agenda route; each booking opens its details.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DESK_PATHS, type DeskAgenda, type DeskAgendaDay, type DeskLane } from '../../core/deskApi.ts';
import type { Closure } from '../../core/house.ts';
import { BookingLine, StatusBadge } from './BookingCard.tsx';
import { laneName } from './bookingWords.ts';
import { useDeskLanguage } from './language.ts';
import { formatDay, Loading, Notice } from './ui.tsx';
import { useDeskQuery } from './useDeskQuery.ts';

export function Agenda({ from, days }: { from: string; days: number }) {
  const { t } = useTranslation('desk');
  const { state } = useDeskQuery<DeskAgenda>(DESK_PATHS.agenda, { from, days });
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <Notice tone="danger">{t('errors.load')}</Notice>;
  const { lanes } = state.data;
  return (
    <div className="space-y-10">
      {state.data.days.map((day) => (
        <AgendaDay key={day.date} day={day} lanes={lanes} showDate={days > 1} />
      ))}
    </div>
  );
}

function ClosureNotice({ closure }: { closure: Closure }) {
  const { t } = useTranslation(['desk', 'services']);
  const what = closure.group ? t(`services:groups.${closure.group}`) : t('desk:agenda.wholeHouse');
  const when = closure.fromTime && closure.toTime ? t('desk:agenda.closedHours', { from: closure.fromTime, to: closure.toTime }) : t('desk:agenda.closedDay');
  return (
    <Notice>
      {t('desk:agenda.closed', { what, when })}
      {closure.reason ? ` · ${closure.reason}` : ''}
    </Notice>
  );
}

function AgendaDay({ day, lanes, showDate }: { day: DeskAgendaDay; lanes: DeskLane[]; showDate: boolean }) {
  const { t } = useTranslation(['desk', 'services']);
  const { language } = useDeskLanguage();
  const byLane = new Map(day.lanes.map((entry) => [entry.lane, entry.bookings]));
  const busyLanes = lanes.filter((lane) => (byLane.get(lane.id)?.length ?? 0) > 0);
  const covers = Object.entries(day.covers).filter(([, guests]) => guests > 0).sort(([a], [b]) => a.localeCompare(b));
  const coversLane = lanes.find((lane) => lane.unit === 'guest');
  return (
    <section aria-labelledby={`day-${day.date}`}>
      <h2 id={`day-${day.date}`} className={showDate ? 'font-display text-2xl text-gold-bright' : 'sr-only'}>
        {formatDay(day.date, language, true)}
      </h2>
      <div className="mt-3 space-y-3">
        {day.closures.map((closure) => (
          <ClosureNotice key={closure.id} closure={closure} />
        ))}
      </div>
      {busyLanes.length === 0 ? (
        <p className="mt-3 text-ivory-dim">{t('desk:agenda.empty')}</p>
      ) : (
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {busyLanes.map((lane) => (
            // A heading, not a region: every day of the week has the same lanes, and landmarks need names of their own.
            <div key={lane.id} className="rounded-card border border-ink-line bg-ink-soft p-4">
              <h3 className="font-medium text-ivory">
                {laneName(t, lane)}
              </h3>
              <ul className="mt-2 divide-y divide-ink-line">
                {byLane.get(lane.id)!.map((booking) => (
                  <li key={booking.id}>
                    <Link
                      to={`/bookings/${booking.id}`}
                      className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-bright can-hover:hover:text-gold-bright"
                    >
                      <span className="font-medium text-ivory">{booking.name}</span>
                      <span className="text-ivory-dim">
                        <BookingLine booking={booking} withDate={false} />
                      </span>
                      <StatusBadge booking={booking} />
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      {covers.length > 0 && coversLane && (
        <div className="mt-4 rounded-card border border-ink-line p-4">
          <h3 className="font-medium">
            {t('desk:agenda.covers')}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm tabular-nums text-ivory-dim">
            {covers.map(([time, guests]) => (
              <li key={time}>{t('desk:agenda.coversAt', { time, guests, capacity: coversLane.capacity })}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
