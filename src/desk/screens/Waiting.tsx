/**
 * The requests nobody has answered yet, the one waiting longest first, each with how long it has
 * waited (past two hours it stands out) and its answers a tap away.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DESK_PATHS, type DeskBookingSummary } from '../../../core/deskApi.ts';
import { minutesWaited, oldestFirst, waitParts, waitsTooLong } from '../../../core/deskDay.ts';
import { buttonClass } from '../../ui/button.ts';
import { useBookingAction } from '../actions.ts';
import { BookingCard } from '../BookingCard.tsx';
import { useDeskLanguage } from '../language.ts';
import { SlotChooser } from '../SlotChooser.tsx';
import { formatWait, Loading, Notice, ScreenHeading } from '../ui.tsx';
import { useDeskQuery } from '../useDeskQuery.ts';

/** How often the list is asked again while open, so a new request shows up by itself. */
const REFRESH_EVERY_MS = 60_000;

export default function Waiting() {
  const { t } = useTranslation('desk');
  const location = useLocation();
  const { state, reload } = useDeskQuery<DeskBookingSummary[]>(DESK_PATHS.waiting);
  const [now, setNow] = useState(() => new Date());
  const passkeyAdded = (location.state as { passkeyAdded?: boolean } | null)?.passkeyAdded === true;
  /** What the last answer did: the request leaves the list, so the words stay above it. */
  const [answered, setAnswered] = useState<string | null>(null);

  useEffect(() => {
    const timer = window.setInterval(() => {
      setNow(new Date());
      void reload();
    }, REFRESH_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [reload]);

  return (
    <>
      <ScreenHeading title={t('waiting.title')}>{t('waiting.title')}</ScreenHeading>
      {passkeyAdded && (
        <Notice tone="success" className="mt-4">
          {t('passkeyOffer.added')}
        </Notice>
      )}
      {answered && (
        <Notice tone="success" className="mt-4">
          {answered}
        </Notice>
      )}
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && (
        <Notice tone="danger" className="mt-6">
          {t('errors.load')}
        </Notice>
      )}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p className="mt-6 text-ivory-dim">{t('waiting.empty')}</p>
        ) : (
          <>
            <p className="mt-2 text-ivory-dim">{t('waiting.count', { count: state.data.length })}</p>
            <ol className="mt-6 space-y-4">
              {oldestFirst(state.data).map((booking) => (
                <li key={booking.id}>
                  <WaitingRequest
                    booking={booking}
                    now={now}
                    onAnswered={async (done) => {
                      setAnswered(t('waiting.answered', { name: booking.name, done }));
                      await reload();
                    }}
                  />
                </li>
              ))}
            </ol>
          </>
        ))}
    </>
  );
}

function WaitingRequest({ booking, now, onAnswered }: { booking: DeskBookingSummary; now: Date; onAnswered: (done: string) => Promise<void> }) {
  const { t } = useTranslation('desk');
  const { language } = useDeskLanguage();
  const [proposing, setProposing] = useState(false);
  const { run, busy, outcome } = useBookingAction(booking.id, onAnswered);
  const minutes = minutesWaited(booking.receivedAt, now);
  const long = waitsTooLong(minutes);

  const waited = (
    <p className={`mt-2 text-sm ${long ? 'font-semibold text-danger-bright' : 'text-ivory-dim'}`}>
      {t(long ? 'waiting.waitedLong' : 'waiting.waited', { time: formatWait(waitParts(minutes), language) })}
    </p>
  );
  return (
    <BookingCard booking={booking} aside={waited} photos>
      {outcome && (
        <Notice tone={outcome.tone} className="mb-3">
          {outcome.text}
        </Notice>
      )}
      {proposing ? (
        <SlotChooser
          bookingId={booking.id}
          startDate={booking.date}
          mode="propose"
          busy={busy !== null}
          onCancel={() => setProposing(false)}
          onSubmit={(slots) => void run({ action: 'propose', slots })}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClass('primary', 'md')} disabled={busy !== null} onClick={() => void run({ action: 'confirm' })}>
            {t('actions.confirm')}
          </button>
          <button type="button" className={buttonClass('outline', 'md')} disabled={busy !== null} onClick={() => void run({ action: 'decline' })}>
            {t('actions.decline')}
          </button>
          <button type="button" className={buttonClass('outline', 'md')} disabled={busy !== null} onClick={() => setProposing(true)}>
            {t('actions.propose')}
          </button>
        </div>
      )}
    </BookingCard>
  );
}
