/**
 * One booking: what it holds, its history (who did what, the desk's staff by address), and what
 * the desk may do with it now: answer it, mark whether the client came, move or cancel it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { deskPath, DESK_PATHS, type Attendance, type DeskBookingDetail, type DeskHistoryEvent } from '../../../core/deskApi.ts';
import { buttonClass } from '../../ui/button.ts';
import { useBookingAction } from '../actions.ts';
import { BookingCard } from '../BookingCard.tsx';
import { serviceName } from '../bookingWords.ts';
import { houseTimeZone, useDeskLanguage } from '../language.ts';
import { SlotChooser } from '../SlotChooser.tsx';
import { formatMoment, Loading, Notice, ScreenHeading } from '../ui.tsx';
import { useDeskQuery } from '../useDeskQuery.ts';

const ATTENDANCE_CHOICES: readonly Attendance[] = ['arrived', 'completed', 'no_show'];

export default function BookingScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['desk', 'services']);
  const navigate = useNavigate();
  const { state, reload } = useDeskQuery<DeskBookingDetail>(deskPath(DESK_PATHS.booking, { id }));
  const title = state.status === 'ready' ? t('desk:booking.title', { name: state.data.name, service: serviceName(t, state.data) }) : t('desk:booking.titleLoading');
  return (
    <>
      <button type="button" className={buttonClass('ghost', 'md', '-ml-3 mb-2 px-3')} onClick={() => void navigate(-1)}>
        {t('desk:actions.back')}
      </button>
      <ScreenHeading title={title}>{title}</ScreenHeading>
      <div className="mt-6">
        {state.status === 'loading' && <Loading />}
        {state.status === 'failed' && <Notice tone="danger">{state.httpStatus === 404 ? t('desk:booking.notFound') : t('desk:errors.load')}</Notice>}
        {state.status === 'ready' && <BookingView booking={state.data} reload={reload} />}
      </div>
    </>
  );
}

function BookingView({ booking, reload }: { booking: DeskBookingDetail; reload: () => Promise<void> }) {
  const { t } = useTranslation('desk');
  const [panel, setPanel] = useState<'propose' | 'move' | 'cancel' | null>(null);
  const { run, busy, outcome } = useBookingAction(booking.id, async () => {
    setPanel(null);
    await reload();
  });
  const can = (action: DeskBookingDetail['actions'][number]) => booking.actions.includes(action);

  return (
    <div className="space-y-6">
      <BookingCard booking={booking} photos>
        {outcome && (
          <Notice tone={outcome.tone} className="mb-3">
            {outcome.text}
          </Notice>
        )}
        {(can('confirm') || can('decline') || can('propose') || can('move') || can('cancel')) && panel === null && (
          <div className="flex flex-wrap gap-2">
            {can('confirm') && (
              <button type="button" className={buttonClass('primary', 'md')} disabled={busy !== null} onClick={() => void run({ action: 'confirm' })}>
                {t('actions.confirm')}
              </button>
            )}
            {can('decline') && (
              <button type="button" className={buttonClass('outline', 'md')} disabled={busy !== null} onClick={() => void run({ action: 'decline' })}>
                {t('actions.decline')}
              </button>
            )}
            {can('propose') && (
              <button type="button" className={buttonClass('outline', 'md')} onClick={() => setPanel('propose')}>
                {t('actions.propose')}
              </button>
            )}
            {can('move') && (
              <button type="button" className={buttonClass('outline', 'md')} onClick={() => setPanel('move')}>
                {t('actions.move')}
              </button>
            )}
            {can('cancel') && (
              <button type="button" className={buttonClass('outline', 'md')} onClick={() => setPanel('cancel')}>
                {t('actions.cancel')}
              </button>
            )}
          </div>
        )}
        {(panel === 'propose' || panel === 'move') && (
          <SlotChooser
            bookingId={booking.id}
            startDate={booking.date}
            mode={panel}
            busy={busy !== null}
            onCancel={() => setPanel(null)}
            onSubmit={(slots) => void run(panel === 'move' ? { action: 'move', ...slots[0]! } : { action: 'propose', slots })}
          />
        )}
        {panel === 'cancel' && (
          <div role="group" aria-labelledby="cancel-question" className="rounded-card border border-danger-bright/60 p-4">
            <p id="cancel-question">{t('booking.cancelQuestion', { name: booking.name })}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <button type="button" className={buttonClass('primary', 'md')} disabled={busy !== null} onClick={() => void run({ action: 'cancel' })}>
                {t('booking.cancelYes')}
              </button>
              <button type="button" className={buttonClass('ghost', 'md')} onClick={() => setPanel(null)}>
                {t('booking.cancelNo')}
              </button>
            </div>
          </div>
        )}
        {can('attendance') && (
          <fieldset className="mt-4">
            <legend className="text-sm font-medium text-ivory-dim">{t('booking.attendance')}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {ATTENDANCE_CHOICES.map((choice) => (
                <button
                  key={choice}
                  type="button"
                  aria-pressed={booking.attendance === choice}
                  disabled={busy !== null}
                  className={buttonClass(booking.attendance === choice ? 'primary' : 'outline', 'md')}
                  onClick={() => void run({ action: 'attendance', attendance: booking.attendance === choice ? null : choice })}
                >
                  {t(`attendance.${choice}`)}
                </button>
              ))}
            </div>
          </fieldset>
        )}
      </BookingCard>

      {booking.details.length > 0 && (
        <section aria-labelledby="booking-details" className="rounded-card border border-ink-line p-4 sm:p-5">
          <h2 id="booking-details" className="font-display text-2xl">
            {t('booking.details')}
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
            {booking.details.map((row) => (
              <div key={row.label} className="contents">
                <dt className="text-ivory-dim">{row.label}</dt>
                <dd className="mb-2 whitespace-pre-line break-words text-ivory sm:mb-0">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      <section aria-labelledby="booking-history" className="rounded-card border border-ink-line p-4 sm:p-5">
        <h2 id="booking-history" className="font-display text-2xl">
          {t('booking.history')}
        </h2>
        <ol className="mt-3 space-y-2 text-sm">
          {booking.history.map((event, index) => (
            <HistoryLine key={`${event.at}-${index}`} event={event} />
          ))}
        </ol>
      </section>
    </div>
  );
}

function HistoryLine({ event }: { event: DeskHistoryEvent }) {
  const { t, i18n } = useTranslation('desk');
  const { language } = useDeskLanguage();
  const what = i18n.exists(`desk:history.${event.type}`) ? t(`history.${event.type}`) : t(`status.${event.status}`);
  const who = event.actor === 'staff' ? t('history.byStaff', { email: event.staff ?? '' }) : event.actor ? t(`history.by_${event.actor}`) : null;
  return (
    <li className="flex flex-wrap gap-x-3">
      <time dateTime={event.at} className="tabular-nums text-ivory-dim">
        {formatMoment(event.at, language, houseTimeZone())}
      </time>
      <span className="text-ivory">
        {what}
        {who ? ` · ${who}` : ''}
      </span>
      {event.detail && <span className="w-full text-ivory-dim">{event.detail}</span>}
    </li>
  );
}
