/**
 * The hours a booking could move to, or be offered, from the service's slots route: a day, then
 * its free hours as buttons. One hour for a move; a few for a proposal.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deskPath, DESK_PATHS, type DeskSlotDay } from '../../core/deskApi.ts';
import { buttonClass } from '../ui/button.ts';
import { useDeskLanguage } from './language.ts';
import { formatDay, Loading, Notice } from './ui.tsx';
import { useDeskQuery } from './useDeskQuery.ts';

export interface ChosenSlot {
  date: string;
  time: string;
}

/** Hours a proposal offers at most: a visitor chooses among a few, not a timetable. */
const MOST_PROPOSED = 3;

export function SlotChooser({
  bookingId,
  startDate,
  mode,
  busy,
  onSubmit,
  onCancel,
}: {
  bookingId: string;
  startDate: string;
  mode: 'propose' | 'move';
  busy: boolean;
  onSubmit: (slots: ChosenSlot[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('desk');
  const { language } = useDeskLanguage();
  const dateId = useId();
  const [date, setDate] = useState(startDate);
  const [chosen, setChosen] = useState<ChosenSlot[]>([]);
  const { state } = useDeskQuery<DeskSlotDay[]>(deskPath(DESK_PATHS.slots, { id: bookingId }), { date });
  const most = mode === 'move' ? 1 : MOST_PROPOSED;
  const isChosen = (slot: ChosenSlot) => chosen.some((c) => c.date === slot.date && c.time === slot.time);
  const toggle = (slot: ChosenSlot) =>
    setChosen((current) => (isChosen(slot) ? current.filter((c) => c.date !== slot.date || c.time !== slot.time) : most === 1 ? [slot] : [...current, slot].slice(-most)));

  return (
    <fieldset className="rounded-card border border-ink-line p-4">
      <legend className="px-1 font-medium">{t(mode === 'move' ? 'slots.moveTitle' : 'slots.proposeTitle')}</legend>
      <p className="text-sm text-ivory-dim">{t(mode === 'move' ? 'slots.moveHint' : 'slots.proposeHint', { count: most })}</p>
      <label htmlFor={dateId} className="mt-3 block text-sm font-medium">
        {t('slots.day')}
      </label>
      <input
        id={dateId}
        type="date"
        value={date}
        onChange={(event) => event.target.value && setDate(event.target.value)}
        className="mt-1 min-h-11 rounded-xl border border-ink-line bg-ink px-3 text-ivory [color-scheme:dark] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-bright"
      />
      <div className="mt-4" aria-live="polite">
        {state.status === 'loading' && <Loading />}
        {state.status === 'failed' && <Notice tone="danger">{t('errors.load')}</Notice>}
        {state.status === 'ready' &&
          (state.data.every((day) => day.slots.length === 0) ? (
            <p className="text-ivory-dim">{t('slots.none')}</p>
          ) : (
            state.data
              .filter((day) => day.slots.length > 0)
              .map((day) => (
                <div key={day.date} className="mt-3">
                  <p className="text-sm font-medium text-ivory-dim">{formatDay(day.date, language, true)}</p>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {day.slots.map((time) => {
                      const slot = { date: day.date, time };
                      return (
                        <li key={time}>
                          <button
                            type="button"
                            aria-pressed={isChosen(slot)}
                            onClick={() => toggle(slot)}
                            className={buttonClass(isChosen(slot) ? 'primary' : 'outline', 'md', 'min-w-20 tabular-nums')}
                          >
                            {time}
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              ))
          ))}
      </div>
      <div className="mt-5 flex flex-wrap gap-2">
        <button type="button" className={buttonClass('primary', 'md')} disabled={busy || chosen.length === 0} onClick={() => onSubmit(chosen)}>
          {t(mode === 'move' ? 'slots.moveSubmit' : 'slots.proposeSubmit')}
        </button>
        <button type="button" className={buttonClass('ghost', 'md')} onClick={onCancel}>
          {t('actions.back')}
        </button>
      </div>
    </fieldset>
  );
}
