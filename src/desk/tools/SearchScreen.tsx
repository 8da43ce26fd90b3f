import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DESK_PATHS, type DeskBookingSummary } from '../../../core/deskApi.ts';
import { intlLocale } from '../../../core/languages.ts';
import { controlClass, errorClass, hintClass, sectionClass } from './ToolField.tsx';
import { deskApi } from '../api.ts';
import { ScreenHeading } from '../ui.tsx';
import { bookingPath } from './bookingPath.ts';

/** A day with its year, as a search reaches back into past years: "Monday 7 December 2026". */
function formatDayWithYear(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T12:00:00Z`));
}

/** Fewer characters would match half the book. */
export const SEARCH_MIN_CHARS = 3;
/** Typing pauses this long before the desk asks, so each keystroke does not. */
const TYPING_PAUSE_MS = 250;

type Results = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; query: string; bookings: DeskBookingSummary[] } | { status: 'failed' };

/** Search by name, phone or e-mail over past and future bookings; a result opens the booking. */
export default function SearchScreen() {
  const { t, i18n } = useTranslation(['deskTools', 'services']);
  const id = useId();
  const lang = i18n.language;
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Results>({ status: 'idle' });
  const wanted = query.trim();

  useEffect(() => {
    if (wanted.length < SEARCH_MIN_CHARS) {
      // Too short to ask: the screen shows its hint instead of old results.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setResults({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setResults({ status: 'loading' });
      deskApi<DeskBookingSummary[]>(DESK_PATHS.search, { query: { q: wanted }, signal: controller.signal }).then(
        (answer) => {
          if (!controller.signal.aborted) setResults(answer.ok ? { status: 'ready', query: wanted, bookings: answer.data } : { status: 'failed' });
        },
        () => {
          if (!controller.signal.aborted) setResults({ status: 'failed' });
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted]);

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header>
        <ScreenHeading title={t('deskTools:search.title')}>{t('deskTools:search.title')}</ScreenHeading>
      </header>
      <form role="search" onSubmit={(event) => event.preventDefault()} className={sectionClass}>
        <label htmlFor={`${id}-q`} className="mb-2 block text-sm font-medium tracking-wide text-ivory">
          {t('deskTools:search.label')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={`${id}-hint`}
          className={controlClass}
        />
        <p id={`${id}-hint`} className={hintClass}>
          {t('deskTools:search.hint', { count: SEARCH_MIN_CHARS })}
        </p>
      </form>

      <div role="status" className="text-sm text-ivory-dim">
        {results.status === 'loading' ? t('deskTools:search.searching') : null}
        {results.status === 'ready' ? t('deskTools:search.found', { count: results.bookings.length, query: results.query }) : null}
      </div>
      {results.status === 'failed' ? <p className={errorClass}>{t('deskTools:search.failed')}</p> : null}

      {results.status === 'ready' && results.bookings.length > 0 ? (
        <ul className="space-y-3" aria-label={t('deskTools:search.resultsLabel')}>
          {results.bookings.map((booking) => (
            <li key={booking.id}>
              <Link
                to={bookingPath(booking.id)}
                className="block min-h-11 rounded-card border border-ink-line bg-ink-soft p-4 text-ivory hover:border-gold-deep focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-bright"
              >
                <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-medium">{booking.name}</span>
                  <span className="text-sm text-gold-bright">{t(`deskTools:status.${booking.status}`)}</span>
                </span>
                <span className="mt-1 block text-sm text-ivory-dim">{`${formatDayWithYear(booking.date, lang)} · ${booking.time} · ${t(`services:names.${booking.service}`)}`}</span>
                <span className="mt-1 block text-sm text-ivory-dim">{[booking.phone, booking.email, `#${booking.reference}`].filter(Boolean).join(' · ')}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
