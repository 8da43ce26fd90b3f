/**
 * While a message to the business has failed for good, a banner on every screen says which booking
 * it was for and what the mail server answered; acknowledging it records that someone saw it, as
 * the `bookings ack` command does, and clears the service's health check.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { deskPath, DESK_PATHS, type DeskMailFailure } from '../../core/deskApi.ts';
import { buttonClass } from '../ui/button.ts';
import { deskApi } from './api.ts';
import { houseTimeZone, useDeskLanguage } from './language.ts';
import { formatMoment } from './ui.tsx';

/** How often the desk asks again, so a failure shows without a reload. */
const CHECK_EVERY_MS = 60_000;

export function MailFailureBanner() {
  const { t } = useTranslation('desk');
  const { language } = useDeskLanguage();
  const [failures, setFailures] = useState<DeskMailFailure[]>([]);
  const [busy, setBusy] = useState<string | null>(null);

  const check = useCallback(
    () =>
      deskApi<DeskMailFailure[]>(DESK_PATHS.mailFailures).then((answer) => {
        if (answer.ok) setFailures(answer.data);
      }),
    [],
  );

  useEffect(() => {
    const first = window.setTimeout(() => void check(), 0);
    const timer = window.setInterval(() => void check(), CHECK_EVERY_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [check]);

  if (failures.length === 0) return null;
  const bookings = [...new Map(failures.map((failure) => [failure.bookingId, failure])).values()];
  return (
    <section aria-labelledby="mail-failures" className="border-b border-danger-bright/60 bg-ink-soft">
      <div className="mx-auto max-w-5xl px-4 py-4">
        <h2 id="mail-failures" className="font-medium text-danger-bright">
          {t('mailFailures.title')}
        </h2>
        <ul className="mt-3 space-y-3">
          {bookings.map((failure) => (
            <li key={failure.bookingId} className="flex flex-wrap items-start gap-x-4 gap-y-2 text-sm">
              <div className="min-w-0 flex-1">
                <p>
                  <Link to={`/bookings/${failure.bookingId}`} className="font-medium text-gold-bright underline underline-offset-4">
                    {t('mailFailures.booking', { name: failure.name, reference: failure.reference })}
                  </Link>{' '}
                  <span className="text-ivory-dim">· {formatMoment(failure.failedAt, language, houseTimeZone())}</span>
                </p>
                <p className="mt-1 break-words text-ivory-dim">
                  {t('mailFailures.answer')} <q className="font-mono text-ivory">{failure.error}</q>
                </p>
              </div>
              <button
                type="button"
                className={buttonClass('outline', 'md')}
                disabled={busy === failure.bookingId}
                onClick={async () => {
                  setBusy(failure.bookingId);
                  await deskApi(deskPath(DESK_PATHS.acknowledge, { id: failure.bookingId }), { method: 'POST', body: {} });
                  await check();
                  setBusy(null);
                }}
              >
                {t('mailFailures.acknowledge')}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
